import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { grantMonthlyClout } from "../monthly-grants.ts";

/**
 * On the 1st of each month at 00:00 UTC (and once at every worker start, to catch up after
 * downtime): the tier's liquid grant for every user and the coverage usage reset. Safe to run twice.
 */
export const monthlyGrantsJob = defineJob({
  name: "clout.monthly-grants",
  payload: z.object({}).loose(),
  schedule: { cron: "0 0 1 * *", runAtStart: true },
  retry: { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 10 * 60 },
  handler: async (_payload, ctx) => {
    await grantMonthlyClout(ctx.database.db, new Date());
  },
});
