import { eq } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { scripts } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findCover, findVersion } from "./scripts.repo.ts";

/** Readers see the active version: its file and its page count. */
export async function setActiveVersion(ctx: AppContext, scriptId: string, version: number): Promise<void> {
  const row = await findVersion(ctx.database.db, scriptId, version);
  if (!row) throw new AppError("NOT_FOUND", `Version ${version} not found`);
  const [updated] = await ctx.database.db
    .update(scripts)
    .set({ s3Key: row.s3Key, pageCount: row.pageCount, activeVersion: row.version })
    .where(eq(scripts.id, scriptId))
    .returning({ isPublic: scripts.isPublic });
  ctx.listCache?.invalidate({ kind: "script", scriptId, isPublic: updated?.isPublic ?? false });
  // The page filters follow the current version.
  await ctx.refreshScriptFacts?.(scriptId);
}

/** Readers see the active cover. */
export async function setActiveCover(ctx: AppContext, scriptId: string, version: number): Promise<void> {
  const row = await findCover(ctx.database.db, scriptId, version);
  if (!row) throw new AppError("NOT_FOUND", `Cover version ${version} not found`);
  const [updated] = await ctx.database.db
    .update(scripts)
    .set({ coverImageS3Key: row.detailKey, activeCoverVersion: row.version })
    .where(eq(scripts.id, scriptId))
    .returning({ isPublic: scripts.isPublic });
  ctx.listCache?.invalidate({ kind: "script", scriptId, isPublic: updated?.isPublic ?? false });
}
