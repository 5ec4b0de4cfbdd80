import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { runCoverage } from "../run-coverage.ts";

/**
 * Analyses one pending coverage. Infrastructure errors retry with backoff; an engine failure (the
 * provider failed, timed out or answered nonsense) ends the report as failed at once. A job past
 * its expiry is failed by pg-boss and retried; the sweeper fails reports stuck beyond all retries.
 */
const RETRY = { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 15 * 60 };

export const analyzeCoverageJob = defineJob({
  name: "coverage.analyze",
  payload: z.object({ coverageId: z.uuid() }),
  retry: RETRY,
  handler: ({ coverageId }, ctx) =>
    runCoverage(ctx, coverageId, { signal: ctx.signal, isLastAttempt: ctx.attempt > RETRY.retryLimit }),
});
