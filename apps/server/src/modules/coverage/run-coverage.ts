import { and, eq, inArray, sql } from "drizzle-orm";

import { coverageDraftSchema, finalizeAnalysis } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { coverages, scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { parseVersion } from "../screenplay/parse-version.ts";
import { findParse } from "../screenplay/screenplay.repo.ts";
import { giveCoverageAward } from "./coverage-award.ts";
import { loadCoverageInput } from "./coverage-input.ts";
import { markCoverageFailed } from "./mark-coverage-failed.ts";
import { refreshScriptFacts } from "./refresh-script-facts.ts";
import { coverageEngineFor } from "./select-engine.ts";

/** A failure that retrying will not fix: the report ends as failed with this public reason. */
export class CoverageFailure extends Error {
  constructor(
    readonly publicMessage: string,
    options?: { cause?: unknown },
  ) {
    super(publicMessage, options);
    this.name = "CoverageFailure";
  }
}

/**
 * Runs one coverage to completion. Safe to run twice: a completed or failed report is left alone,
 * and the result is stored only while the report is still processing, so a re-run after a crash
 * yields one report (and the charge was taken once, at request time).
 */
export async function runCoverage(
  ctx: AppContext,
  coverageId: string,
  options: { signal: AbortSignal; isLastAttempt: boolean },
): Promise<void> {
  const db = ctx.database.db;
  const [claimed] = await db
    .update(coverages)
    .set({ status: "processing", startedAt: new Date(), attempts: sql`${coverages.attempts} + 1` })
    .where(and(eq(coverages.id, coverageId), inArray(coverages.status, ["pending", "processing"])))
    .returning();
  if (!claimed) return; // completed, failed or deleted meanwhile

  const started = performance.now();
  try {
    const parse = await ensureParsed(ctx, claimed.versionId);
    if (!parse || parse.status !== "done")
      throw new CoverageFailure("The screenplay text of this file could not be read");
    const input = await loadCoverageInput(db, claimed.scriptId, parse);
    const engine = coverageEngineFor(ctx);
    let draft;
    try {
      draft = coverageDraftSchema.parse(await engine.analyze(input, options.signal));
    } catch (err) {
      if (options.signal.aborted) throw err; // the job expired or the worker is stopping: retry
      const publicMessage = (err as { publicMessage?: unknown }).publicMessage;
      throw new CoverageFailure(
        typeof publicMessage === "string" ? publicMessage : "The analysis engine failed",
        { cause: err },
      );
    }
    const analysis = finalizeAnalysis(draft);
    await withTransaction(db, async (tx) => {
      const [completed] = await tx
        .update(coverages)
        .set({
          status: "completed",
          analysis,
          error: null,
          completedAt: new Date(),
          durationMs: Math.round(performance.now() - started),
        })
        .where(and(eq(coverages.id, coverageId), eq(coverages.status, "processing")))
        .returning({ id: coverages.id });
      if (!completed) return;
      // A completed report always carries its award: given at request time, or again here if a
      // failure took it back and the report was re-analysed (idempotent per version).
      const [owner] = await tx
        .select({ userId: scripts.userId })
        .from(scripts)
        .where(eq(scripts.id, claimed.scriptId));
      if (owner) {
        await giveCoverageAward(tx, {
          ownerId: owner.userId,
          scriptId: claimed.scriptId,
          versionId: claimed.versionId,
        });
      }
    });
    // Grade, recommendation and "has coverage" of the page filters. The report stands either way:
    // a failure here is logged, and the next parse or report of the script measures again.
    await refreshScriptFacts(ctx, claimed.scriptId).catch((error: unknown) =>
      ctx.log?.error({ coverageId, error: describeError(error) }, "script facts not refreshed"),
    );
    // A finished report shows on the script's public detail (in this process; others within the TTL).
    ctx.detailCache?.invalidate(claimed.scriptId);
  } catch (err) {
    if (err instanceof CoverageFailure || options.isLastAttempt) {
      const reason =
        err instanceof CoverageFailure
          ? err.publicMessage
          : "Coverage analysis failed after several attempts";
      ctx.log?.error({ coverageId, reason, error: describeError(err) }, "coverage failed");
      await markCoverageFailed(db, coverageId, reason);
      return;
    }
    throw err;
  }
}

/** The parsed screenplay of the version, parsing it now if the parse job has not run yet. */
async function ensureParsed(ctx: AppContext, versionId: string) {
  const existing = await findParse(ctx.database.db, versionId);
  if (existing) return existing;
  await parseVersion(ctx, versionId);
  return findParse(ctx.database.db as Db, versionId);
}

/**
 * What the log keeps of a failure: names, messages, codes and statuses along the cause chain. Never
 * the whole error object, whose provider fields carry the request body (the screenplay text of a
 * possibly private script).
 */
export function describeError(err: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const { name, message } = current;
    const extra = current as { code?: unknown; statusCode?: unknown };
    chain.push({
      name,
      message: message.slice(0, 500),
      ...(extra.code !== undefined ? { code: extra.code } : {}),
      ...(extra.statusCode !== undefined ? { statusCode: extra.statusCode } : {}),
    });
    current = current.cause;
  }
  return chain;
}
