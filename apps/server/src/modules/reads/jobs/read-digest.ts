import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { sendReadDigests } from "../read-notifications.ts";

/** Hourly: one email per owner with the read notifications not yet mailed (a digest, not a flood). */
export const readDigestJob = defineJob({
  name: "reads.digest",
  payload: z.object({}).loose(),
  schedule: { cron: "7 * * * *" },
  retry: { retryLimit: 2, retryDelaySeconds: 120, expireInSeconds: 15 * 60 },
  handler: async (_payload, ctx) => {
    const sent = await sendReadDigests(ctx.database.db, ctx.mailer);
    ctx.log?.info({ sent }, "read digests sent");
  },
});
