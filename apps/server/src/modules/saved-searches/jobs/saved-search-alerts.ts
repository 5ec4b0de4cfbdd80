import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { sendSavedSearchAlerts } from "../send-saved-search-alerts.ts";

/**
 * Hourly: saved searches with new matching public scripts tell their owners (on the site and by
 * mail), each at most once per SAVED_SEARCH_ALERT_INTERVAL_HOURS. Safe to run twice.
 */
export const savedSearchAlertsJob = defineJob({
  name: "saved-searches.alerts",
  payload: z.object({}).loose(),
  schedule: { cron: "41 * * * *", runAtStart: true },
  retry: { retryLimit: 2, retryDelaySeconds: 120, expireInSeconds: 15 * 60 },
  handler: async (_payload, ctx) => {
    const sent = await sendSavedSearchAlerts(ctx);
    ctx.log?.info({ sent }, "saved search alerts sent");
  },
});
