import { and, eq, inArray } from "drizzle-orm";

import {
  ACTIVE_COVER_DELETE_MESSAGE,
  ACTIVE_VERSION_DELETE_MESSAGE,
  COVERAGE_IN_PROGRESS_DELETE_MESSAGE,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { coverages, scriptCovers, scripts, scriptVersions } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { coverVariantKeysOf } from "./cover-variant-keys.ts";

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Deletes one old version of a script (not the active one) and its file: the version's bytes leave
 * the owner's storage quota and its place under the per-script cap is free again. Its coverage
 * reports go with it (cascade); a report still being written keeps the version until it is done.
 */
export async function deleteScriptVersion(ctx: AppContext, scriptId: string, version: number, log: Log) {
  const key = await withTransaction(ctx.database.db, async (tx) => {
    const [script] = await tx
      .select({ activeVersion: scripts.activeVersion })
      .from(scripts)
      .where(eq(scripts.id, scriptId))
      .for("update");
    const [row] = await tx
      .select({ id: scriptVersions.id, key: scriptVersions.s3Key })
      .from(scriptVersions)
      .where(and(eq(scriptVersions.scriptId, scriptId), eq(scriptVersions.version, version)));
    if (!script || !row) throw new AppError("NOT_FOUND", `Version ${version} not found`);
    if (script.activeVersion === version) throw new AppError("CONFLICT", ACTIVE_VERSION_DELETE_MESSAGE);
    const running = await tx
      .select({ id: coverages.id })
      .from(coverages)
      .where(and(eq(coverages.versionId, row.id), inArray(coverages.status, ["pending", "processing"])))
      .limit(1);
    if (running.length > 0) throw new AppError("CONFLICT", COVERAGE_IN_PROGRESS_DELETE_MESSAGE);
    await tx.delete(scriptVersions).where(eq(scriptVersions.id, row.id));
    return row.key;
  });
  await ctx.store
    .delete(key)
    .catch((err: unknown) => log.warn({ err, scriptId }, "version file not removed"));
}

/** Deletes one old cover of a script (not the active one), both renditions and its resized variants, freeing their bytes. */
export async function deleteScriptCover(ctx: AppContext, scriptId: string, version: number, log: Log) {
  const keys = await withTransaction(ctx.database.db, async (tx) => {
    const [script] = await tx
      .select({ activeCover: scripts.activeCoverVersion })
      .from(scripts)
      .where(eq(scripts.id, scriptId))
      .for("update");
    const [row] = await tx
      .select({ id: scriptCovers.id, card: scriptCovers.cardKey, detail: scriptCovers.detailKey })
      .from(scriptCovers)
      .where(and(eq(scriptCovers.scriptId, scriptId), eq(scriptCovers.version, version)));
    if (!script || !row) throw new AppError("NOT_FOUND", `Cover version ${version} not found`);
    if (script.activeCover === version) throw new AppError("CONFLICT", ACTIVE_COVER_DELETE_MESSAGE);
    await tx.delete(scriptCovers).where(eq(scriptCovers.id, row.id));
    return [row.card, row.detail, ...coverVariantKeysOf(row.detail)];
  });
  const results = await Promise.allSettled(keys.map((key) => ctx.store.delete(key)));
  if (results.some((r) => r.status === "rejected")) log.warn({ scriptId }, "cover files not removed");
}
