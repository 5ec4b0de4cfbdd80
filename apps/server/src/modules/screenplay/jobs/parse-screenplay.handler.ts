import { SCREENPLAY_TOO_LARGE_MESSAGE } from "@twl/contract";

import type { AppContext } from "../../../context.ts";
import { DEFAULT_PARSE_LIMITS, ParseFailure, parseInWorker } from "../parse-in-worker.ts";
import { findVersionById, saveParse } from "../screenplay.repo.ts";

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
    await saveParse(ctx.database.db, {
      versionId,
      status: "failed",
      model: null,
      stats: null,
      error: err.code === "too_large" ? SCREENPLAY_TOO_LARGE_MESSAGE : err.message,
      durationMs: Math.round(performance.now() - started),
    });
  }
}
