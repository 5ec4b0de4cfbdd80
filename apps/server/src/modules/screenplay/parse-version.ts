import {
  PDF_BROKEN_PAGE_TREE_MESSAGE,
  PDF_TOO_COSTLY_MESSAGE,
  SCREENPLAY_TOO_LARGE_MESSAGE,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { DEFAULT_PARSE_LIMITS, ParseFailure, parseInWorker } from "./parse-in-worker.ts";
import { recordParseTimeout } from "./parse-timeouts.repo.ts";
import { readVersionBytes } from "./read-version-bytes.ts";
import { findParse, findVersionById, saveParse } from "./screenplay.repo.ts";

const FAILURE_MESSAGES: Record<string, string> = {
  too_large: SCREENPLAY_TOO_LARGE_MESSAGE,
  too_costly: PDF_TOO_COSTLY_MESSAGE,
  page_tree: PDF_BROKEN_PAGE_TREE_MESSAGE,
};

export type ParseOutcome = "updated" | "kept" | "failed" | "gone";

/**
 * The one way a stored version gets parsed: the parse job after an upload, a re-parse after a deploy
 * that improved the engine (`again`), and coverage of a version whose parse has not run yet. Reads
 * the version's file, parses it in a worker thread under the default limits (threads shared fairly
 * between uploaders) and stores the model and statistics. A file that cannot be parsed is recorded
 * as failed (the reader then offers the PDF itself), except that a re-parse keeps an earlier
 * successful result; a first parse that runs out of time or memory counts against the uploader's
 * budget (issue 28, finding 3). Infrastructure errors throw, so a queue retries. Safe to run twice.
 * The page filters follow (a parse of an older version changes nothing there).
 */
export function parseVersion(
  ctx: AppContext,
  versionId: string,
  options: { again?: boolean } = {},
): Promise<ParseOutcome> {
  // One parse of a version at a time in this process: coverage requested right after an upload
  // waits for the parse job's run instead of parsing the same file again beside it.
  const key = `${versionId}|${options.again ? "again" : "first"}`;
  const running = inFlight.get(key);
  if (running) return running;
  const run = parseOnce(ctx, versionId, options).finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}

const inFlight = new Map<string, Promise<ParseOutcome>>();

async function parseOnce(
  ctx: AppContext,
  versionId: string,
  options: { again?: boolean },
): Promise<ParseOutcome> {
  const version = await findVersionById(ctx.database.db, versionId);
  if (!version) return "gone"; // deleted meanwhile
  const outcome = await parseAndStore(ctx, version, options.again ?? false);
  // A kept public detail remembers its current parse (screenplay reads): drop it in this process.
  ctx.detailCache?.invalidate(version.scriptId);
  await ctx.refreshScriptFacts?.(version.scriptId);
  return outcome;
}

async function parseAndStore(
  ctx: AppContext,
  version: NonNullable<Awaited<ReturnType<typeof findVersionById>>>,
  again: boolean,
): Promise<Exclude<ParseOutcome, "gone">> {
  const versionId = version.id;
  const bytes = await readVersionBytes(ctx, version.s3Key, versionId);
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
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
      durationMs: durationMs(),
    });
    return "updated";
  } catch (err) {
    if (!(err instanceof ParseFailure)) throw err;
    if (again && (await findParse(ctx.database.db, versionId))?.status === "done") return "kept";
    if (!again && (err.reason === "timeout" || err.reason === "memory") && version.uploadedBy)
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
      durationMs: durationMs(),
    });
    return "failed";
  }
}
