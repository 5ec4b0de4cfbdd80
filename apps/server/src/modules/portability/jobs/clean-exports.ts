import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { cleanExpiredExports } from "../clean-expired-exports.ts";

/** Hourly: deletes export ZIPs past their expiry from storage and marks them expired. */
export const cleanExportsJob = defineJob({
  name: "account.export.cleanup",
  payload: z.object({}).loose(),
  schedule: { cron: "23 * * * *", runAtStart: true },
  retry: { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
  handler: async (_payload, ctx) => {
    await cleanExpiredExports(ctx, new Date());
  },
});
