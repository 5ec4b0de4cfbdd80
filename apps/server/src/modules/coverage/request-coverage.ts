import { eq } from "drizzle-orm";

import { COVERAGE_ALREADY_REQUESTED, COVERAGE_NO_FILE, type RequestCoverageResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { coverages, users } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { coverageUsageOf } from "../identity/coverage-usage.ts";
import { findVersion, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { chargeCoverage } from "./charge-coverage.ts";
import { giveCoverageAward } from "./coverage-award.ts";
import { findCoverage, toCoverageDto } from "./coverage.repo.ts";
import { analyzeCoverageJob } from "./jobs/analyze-coverage.ts";
import { coverageEngineFor } from "./select-engine.ts";

export interface RequestCoverageInput {
  script: ScriptWithAuthor;
  /** Who asks: the owner (charged to their allowance), or an admin for a dummy author (no quota). */
  requesterId: string;
  chargeAllowance: boolean;
  now?: Date;
  /** Runs in the request's transaction just before the charge (paying with liquid clout buys the token it takes). */
  beforeCharge?: (tx: Db) => Promise<void>;
}

/**
 * Requests coverage of the script's active version. In one transaction: a pending report
 * (one live report per version: pending, processing or completed), the charge to the allowance or
 * a token, the analysis job, and +50 solid clout to the author, once per version.
 */
export async function requestCoverage(
  ctx: AppContext,
  input: RequestCoverageInput,
): Promise<RequestCoverageResponse> {
  const { script } = input.script;
  const now = input.now ?? new Date();
  if (!script.s3Key || !script.activeVersion) throw new AppError("BAD_REQUEST", COVERAGE_NO_FILE);
  const version = await findVersion(ctx.database.db, script.id, script.activeVersion);
  if (!version) throw new AppError("BAD_REQUEST", COVERAGE_NO_FILE);
  const queue = ctx.queue;
  if (!queue) throw new AppError("UNAVAILABLE", "The analysis queue is not running");
  const engine = coverageEngineFor(ctx);

  let result: { coverageId: string; awarded: number; receivedClout: number };
  try {
    result = await withTransaction(ctx.database.db, async (tx) => {
      const [created] = await tx
        .insert(coverages)
        .values({
          scriptId: script.id,
          versionId: version.id,
          requestedBy: input.requesterId,
          status: "pending",
          engine: engine.kind,
          providerName: engine.providerName,
          providerModel: engine.model,
          chargedWith: "none",
        })
        .returning({ id: coverages.id });
      await input.beforeCharge?.(tx);
      if (input.chargeAllowance) {
        const charge = await chargeCoverage(tx, input.requesterId, now);
        await tx
          .update(coverages)
          .set({ chargedWith: charge.chargedWith, chargedPeriod: charge.period })
          .where(eq(coverages.id, created!.id));
      }
      await queue.send(analyzeCoverageJob, { coverageId: created!.id }, { singletonKey: created!.id, tx });
      const award = await giveCoverageAward(tx, {
        ownerId: script.userId,
        scriptId: script.id,
        versionId: version.id,
      });
      return { coverageId: created!.id, awarded: award.awarded, receivedClout: award.receivedClout };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", COVERAGE_ALREADY_REQUESTED);
    throw err;
  }

  const [coverage, [requester]] = await Promise.all([
    findCoverage(ctx.database.db, result.coverageId),
    ctx.database.db.select().from(users).where(eq(users.id, input.requesterId)),
  ]);
  return {
    success: true,
    coverage: toCoverageDto(coverage!),
    coverageUsage: coverageUsageOf(requester!, now),
    cloutAwarded: result.awarded,
    newCloutBalance: input.requesterId === script.userId ? result.receivedClout : requester!.receivedClout,
  };
}
