import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { rollUpReads } from "../roll-up-reads.ts";

/** Every five minutes: raw page reports fold into per-read summaries and are deleted. */
export const rollUpReadsJob = defineJob({
  name: "reads.roll-up",
  payload: z.object({}).loose(),
  schedule: { cron: "*/5 * * * *", runAtStart: true },
  retry: { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 10 * 60 },
  handler: async (_payload, ctx) => {
    const result = await rollUpReads(ctx.database.db);
    ctx.log?.info(result, "reads rolled up");
  },
});
