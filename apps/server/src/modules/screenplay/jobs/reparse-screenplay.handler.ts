import type { AppContext } from "../../../context.ts";
import { ParseFailure, parseInWorker } from "../parse-in-worker.ts";
import { findParse, findVersionById, saveParse } from "../screenplay.repo.ts";
import { readVersionBytes } from "./read-version-bytes.ts";

/**
 * Re-parses a stored version with the current engine (after a deploy that improved it). The new
 * model and statistics replace the old ones only when the parse succeeds: a version whose new parse
 * fails keeps its previous result (a version that never parsed records the failure). Infrastructure
 * errors throw, so the queue retries. Safe to run twice.
 */
export async function handleReparseScreenplay(
  { versionId }: { versionId: string },
  ctx: AppContext,
): Promise<"updated" | "kept" | "failed" | "gone"> {
  const version = await findVersionById(ctx.database.db, versionId);
  if (!version) return "gone";
  const outcome = await reparse(ctx, version);
  // Re-parsing every version also fills the page facts of scripts parsed before they existed.
  await ctx.refreshScriptFacts?.(version.scriptId);
  return outcome;
}

async function reparse(
  ctx: AppContext,
  version: NonNullable<Awaited<ReturnType<typeof findVersionById>>>,
): Promise<"updated" | "kept" | "failed"> {
  const versionId = version.id;
  const bytes = await readVersionBytes(ctx, version.s3Key, versionId);
  const started = performance.now();
  try {
    const { model, stats } = await parseInWorker(bytes, version.fileType);
    await saveParse(ctx.database.db, {
      versionId,
      status: "done",
      model,
      stats,
      error: null,
      durationMs: Math.round(performance.now() - started),
    });
    return "updated";
  } catch (err) {
    if (!(err instanceof ParseFailure)) throw err;
    const previous = await findParse(ctx.database.db, versionId);
    if (previous?.status === "done") return "kept";
    await saveParse(ctx.database.db, {
      versionId,
      status: "failed",
      model: null,
      stats: null,
      error: err.message,
      durationMs: Math.round(performance.now() - started),
    });
    return "failed";
  }
}
