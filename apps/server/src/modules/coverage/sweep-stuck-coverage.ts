import { and, inArray, lt } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { coverages } from "../../db/schema.ts";
import { analyzeCoverageJob } from "./jobs/analyze-coverage.ts";
import { markCoverageFailed } from "./mark-coverage-failed.ts";

/** Longer than every attempt of the analysis job with its backoff: a report this old is stuck. */
export function stuckAfterMs(): number {
  const { retryLimit, retryDelaySeconds, expireInSeconds } = analyzeCoverageJob.retry;
  const attempts = retryLimit + 1;
  const backoff = retryDelaySeconds * (2 ** attempts - 1);
  return (attempts * expireInSeconds + backoff) * 1000 + 5 * 60_000;
}

/** Fails (and refunds) reports that stayed pending or processing past any chance of finishing. */
export async function sweepStuckCoverage(ctx: AppContext, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - stuckAfterMs());
  const stuck = await ctx.database.db
    .select({ id: coverages.id })
    .from(coverages)
    .where(and(inArray(coverages.status, ["pending", "processing"]), lt(coverages.updatedAt, cutoff)));
  let failed = 0;
  for (const { id } of stuck) {
    if (await markCoverageFailed(ctx.database.db, id, "Coverage analysis timed out")) failed++;
  }
  return failed;
}
