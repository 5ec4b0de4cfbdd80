import { eq } from "drizzle-orm";

import { ACCOUNT_EXPORT_TTL_HOURS } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { findExport, updateExport } from "./account-export.repo.ts";
import { buildAccountExport } from "./build-account-export.ts";

/**
 * Runs an export: builds the ZIP, stores it under exports/<user>/<id>.zip, marks it ready with its
 * expiry, and mails the owner (SMTP when configured, else the local outbox). A failure is recorded
 * on the row in words safe to show; the details go to the log.
 */
export async function runAccountExport(ctx: AppContext, exportId: string, now: Date): Promise<void> {
  const db = ctx.database.db;
  const row = await findExport(db, exportId);
  if (!row || row.status === "ready" || row.status === "expired") return;
  await updateExport(db, exportId, { status: "running", progress: 0, error: null });
  let built: Awaited<ReturnType<typeof buildAccountExport>> | null = null;
  try {
    built = await buildAccountExport(ctx, row.userId, (progress, step) =>
      updateExport(db, exportId, { progress, step }),
    );
    const key = `exports/${row.userId}/${exportId}.zip`;
    await ctx.store.putFile(key, built.filePath, "application/zip");
    const expiresAt = new Date(now.getTime() + ACCOUNT_EXPORT_TTL_HOURS * 3_600_000);
    await updateExport(db, exportId, {
      status: "ready",
      progress: 100,
      step: null,
      s3Key: key,
      sizeBytes: built.sizeBytes,
      fileCount: built.entries.length + 2,
      completedAt: new Date(),
      expiresAt,
    });
    await mailOwner(ctx, row.userId, expiresAt);
  } catch (err) {
    ctx.log?.error({ err, exportId }, "account export failed");
    await updateExport(db, exportId, {
      status: "failed",
      error: "The export could not be built. Please try again.",
    });
  } finally {
    await built?.cleanup();
  }
}

async function mailOwner(ctx: AppContext, userId: string, expiresAt: Date) {
  const [user] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const base = ctx.config.publicUrl?.replace(/\/$/, "") ?? "";
  const link = `${base}/profile#export`;
  await ctx.mailer
    .send({
      to: user.email,
      subject: "Your The White List export is ready",
      text: `Your account export is ready to download until ${expiresAt.toUTCString()}.\n\nOpen your account settings to download it: ${link}\n`,
      link,
    })
    .catch(() => undefined);
}
