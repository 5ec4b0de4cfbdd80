import type { AccountExport } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { findExport, insertExport, latestExportOf, type AccountExportRow } from "./account-export.repo.ts";
import { buildExportJob } from "./jobs/build-export.ts";

export function toAccountExportDto(row: AccountExportRow): AccountExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    sizeBytes: row.sizeBytes,
    fileCount: row.fileCount,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Starts an export (one at a time: an export still being built is returned instead). */
export async function requestAccountExport(ctx: AppContext, userId: string): Promise<AccountExport> {
  const latest = await latestExportOf(ctx.database.db, userId);
  if (latest && (latest.status === "pending" || latest.status === "running"))
    return toAccountExportDto(latest);
  const row = await insertExport(ctx.database.db, userId);
  if (ctx.queue) await ctx.queue.send(buildExportJob, { exportId: row.id }, { singletonKey: row.id });
  return toAccountExportDto(row);
}

export async function latestAccountExport(ctx: AppContext, userId: string): Promise<AccountExport | null> {
  const row = await latestExportOf(ctx.database.db, userId);
  return row ? toAccountExportDto(row) : null;
}

/** A short-lived download link for the caller's own ready export. */
export async function accountExportUrl(ctx: AppContext, userId: string, id: string) {
  const row = isUuid(id) ? await findExport(ctx.database.db, id) : null;
  if (!row || row.userId !== userId) throw new AppError("NOT_FOUND", "Export not found");
  if (row.status !== "ready" || !row.s3Key)
    throw new AppError("CONFLICT", "This export is not ready to download");
  const ttl = ctx.config.files.urlTtlSeconds;
  const url = await ctx.store.signedUrl(row.s3Key, {
    expiresInSeconds: ttl,
    disposition: "attachment",
    contentType: "application/zip",
    fileName: `the-white-list-export-${row.createdAt.toISOString().slice(0, 10)}.zip`,
  });
  return { url, expiresAt: new Date(Date.now() + ttl * 1000).toISOString() };
}
