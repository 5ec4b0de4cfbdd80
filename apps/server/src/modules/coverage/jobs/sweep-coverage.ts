import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { sweepStuckCoverage } from "../sweep-stuck-coverage.ts";

/** Every five minutes: reports stuck in pending or processing past every retry end as failed, visibly. */
export const sweepCoverageJob = defineJob({
  name: "coverage.sweep",
  payload: z.object({}).loose(),
  schedule: { cron: "*/5 * * * *" },
  retry: { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 5 * 60 },
  handler: async (_payload, ctx) => {
    await sweepStuckCoverage(ctx, new Date());
  },
});
