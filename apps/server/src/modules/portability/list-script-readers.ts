import { desc, eq } from "drizzle-orm";

import { SCRIPT_READERS_LIMIT, type ScriptReadersResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { coverages, scripts, scriptVersions } from "../../db/schema.ts";
import { coverageEngineFor } from "../coverage/select-engine.ts";

/**
 * Which engine read each of the user's scripts: every coverage report on a script they own (also
 * one an admin requested), newest first, with the engine and model named as the report names them.
 */
export async function listScriptReaders(
  ctx: Pick<AppContext, "database" | "config" | "coverageEngine">,
  userId: string,
): Promise<Omit<ScriptReadersResponse, "success">> {
  const rows = await ctx.database.db
    .select({
      coverageId: coverages.id,
      scriptId: scripts.id,
      scriptTitle: scripts.title,
      scriptVersion: scriptVersions.version,
      engine: coverages.engine,
      providerName: coverages.providerName,
      providerModel: coverages.providerModel,
      status: coverages.status,
      createdAt: coverages.createdAt,
      completedAt: coverages.completedAt,
    })
    .from(coverages)
    .innerJoin(scripts, eq(scripts.id, coverages.scriptId))
    .innerJoin(scriptVersions, eq(scriptVersions.id, coverages.versionId))
    .where(eq(scripts.userId, userId))
    .orderBy(desc(coverages.createdAt), desc(coverages.id))
    .limit(SCRIPT_READERS_LIMIT + 1);
  const engine = coverageEngineFor(ctx);
  return {
    current: { engine: engine.kind, providerName: engine.providerName },
    readers: rows.slice(0, SCRIPT_READERS_LIMIT).map(({ createdAt, completedAt, ...r }) => ({
      ...r,
      requestedAt: createdAt.toISOString(),
      completedAt: completedAt?.toISOString() ?? null,
    })),
    truncated: rows.length > SCRIPT_READERS_LIMIT,
  };
}
