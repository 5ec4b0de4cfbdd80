import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { rollUpAnalytics } from "../roll-up-analytics.ts";

/** Daily (and at start): raw analytics past the retention become per-day totals, then are deleted. */
export const rollUpAnalyticsJob = defineJob({
  name: "analytics.roll-up",
  payload: z.object({}).loose(),
  schedule: { cron: "20 0 * * *", runAtStart: true },
  retry: { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
  handler: async (_payload, ctx) => {
    const removed = await rollUpAnalytics(ctx.database.db, new Date());
    ctx.log?.info(removed, "analytics rolled up");
  },
});
