import { and, eq } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { scriptReads, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { canEdit } from "../scripts/script-access.ts";
import { findVersion, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { readerCopy, todayUtc, type ReaderCopy } from "./reader-copy.ts";
import { deviceClassOf, readerIdentity } from "./reader-identity.ts";
import { addDownload, insertRead } from "./reads.repo.ts";

type Viewer = { id: string; role: "customer" | "admin" } | undefined;

/** Counts a download on the reader's open read of this script, or on a new read. */
async function logDownload(
  ctx: AppContext,
  s: ScriptWithAuthor,
  version: { version: number; pageCount: number | null },
  input: { viewer: Viewer; ip: string; userAgent?: string; readId?: string },
) {
  const db = ctx.database.db;
  if (input.readId) {
    const [read] = await db
      .select({ id: scriptReads.id })
      .from(scriptReads)
      .where(and(eq(scriptReads.id, input.readId), eq(scriptReads.scriptId, s.script.id)))
      .limit(1);
    if (read) return addDownload(db, read.id);
  }
  const who = await readerIdentity(db, { userId: input.viewer?.id, ip: input.ip });
  await insertRead(db, {
    scriptId: s.script.id,
    version: version.version,
    ...who,
    device: deviceClassOf(input.userAgent),
    pageCount: version.pageCount || null,
    downloads: 1,
  });
}

/**
 * A download of a script the viewer may read. The owner (or an admin acting for a dummy author)
 * gets the clean original of any version; every other reader gets the active version as a PDF
 * with their name (or "Anonymous reader") and the date drawn into each page, and the download is
 * logged — written alongside the watermarking, so it adds no wait.
 */
export async function downloadCopy(
  ctx: AppContext,
  s: ScriptWithAuthor,
  input: { viewer: Viewer; ip: string; userAgent?: string; readId?: string; version?: number },
): Promise<ReaderCopy> {
  const isEditor = canEdit(s, input.viewer);
  const versionNumber = isEditor ? (input.version ?? s.script.activeVersion) : s.script.activeVersion;
  if (!isEditor && input.version !== undefined && input.version !== s.script.activeVersion)
    throw new AppError("NOT_FOUND", `Version ${input.version} not found`);
  const version =
    versionNumber === null ? null : await findVersion(ctx.database.db, s.script.id, versionNumber);
  if (!version) throw new AppError("NOT_FOUND", "This script has no file yet");
  if (isEditor) return readerCopy(ctx, s.script.title, version, null);
  const who = await readerIdentity(ctx.database.db, { userId: input.viewer?.id, ip: input.ip });
  let recipient = "Anonymous reader";
  if (who.readerId) {
    const [user] = await ctx.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, who.readerId));
    if (user?.name) recipient = user.name;
  }
  const [copy] = await Promise.all([
    readerCopy(ctx, s.script.title, version, { recipient, date: todayUtc() }),
    logDownload(ctx, s, version, input),
  ]);
  return copy;
}
