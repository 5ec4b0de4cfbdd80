import {
  PDF_BROKEN_PAGE_TREE_MESSAGE,
  PDF_TOO_COSTLY_MESSAGE,
  SCREENPLAY_TOO_LARGE_MESSAGE,
} from "@twl/contract";

import type { AppContext } from "../../../context.ts";
import { DEFAULT_PARSE_LIMITS, ParseFailure, parseInWorker } from "../parse-in-worker.ts";
import { recordParseTimeout } from "../parse-timeouts.repo.ts";
import { findVersionById, saveParse } from "../screenplay.repo.ts";

const FAILURE_MESSAGES: Record<string, string> = {
  too_large: SCREENPLAY_TOO_LARGE_MESSAGE,
  too_costly: PDF_TOO_COSTLY_MESSAGE,
  page_tree: PDF_BROKEN_PAGE_TREE_MESSAGE,
};

/**
 * Loads the version's file and parses it in a worker thread. A file that cannot be parsed is
 * recorded as failed (the reader then offers the PDF itself); infrastructure errors throw, so the
 * queue retries. Safe to run twice: the result is upserted per version.
 */
export async function handleParseScreenplay(
  { versionId }: { versionId: string },
  ctx: AppContext,
): Promise<void> {
  const version = await findVersionById(ctx.database.db, versionId);
  if (!version) return; // deleted meanwhile
  const object = await ctx.store.get(version.s3Key);
  if (!object) throw new Error(`File of version ${versionId} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  const started = performance.now();
  try {
    const { model, stats } = await parseInWorker(bytes, version.fileType, {
      ...DEFAULT_PARSE_LIMITS,
      owner: version.uploadedBy ?? undefined,
    });
    await saveParse(ctx.database.db, {
      versionId,
      status: "done",
      model,
      stats,
      error: null,
      durationMs: Math.round(performance.now() - started),
    });
  } catch (err) {
    if (!(err instanceof ParseFailure)) throw err;
    // Out of time or memory counts against the uploader's budget (issue 28, finding 3).
    if ((err.reason === "timeout" || err.reason === "memory") && version.uploadedBy)
      await recordParseTimeout(ctx.database.db, {
        userId: version.uploadedBy,
        versionId,
        reason: err.reason,
      });
    await saveParse(ctx.database.db, {
      versionId,
      status: "failed",
      model: null,
      stats: null,
      error: (err.code && FAILURE_MESSAGES[err.code]) ?? err.message,
      durationMs: Math.round(performance.now() - started),
    });
  }
  // The page filters follow the current version (a parse of an older one changes nothing there).
  await ctx.refreshScriptFacts?.(version.scriptId);
}
