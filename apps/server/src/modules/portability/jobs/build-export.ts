import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { runAccountExport } from "../run-account-export.ts";

/** Builds one account export ZIP (safe to run twice: a ready or expired export is left alone). */
export const buildExportJob = defineJob({
  name: "account.export",
  payload: z.object({ exportId: z.string().uuid() }),
  retry: { retryLimit: 1, retryDelaySeconds: 30, expireInSeconds: 60 * 60 },
  concurrency: { local: 1 },
  handler: async (payload, ctx) => {
    await runAccountExport(ctx, payload.exportId, new Date());
  },
});
