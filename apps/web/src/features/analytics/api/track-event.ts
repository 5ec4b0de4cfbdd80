import { analyticsResponseSchema, type AnalyticsProperties } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { isTrackingAllowed } from "../lib/privacy-signals.ts";

export const TRACK_PATH = "/api/analytics/track";

/** Records a named event (e.g. a Register click). Never throws; sends nothing under DNT/GPC. */
export async function trackEvent(eventName: string, properties?: AnalyticsProperties): Promise<void> {
  if (!isTrackingAllowed()) return;
  await apiFetch(TRACK_PATH, {
    method: "POST",
    body: { eventName, ...(properties ? { properties } : {}) },
    schema: analyticsResponseSchema,
  }).catch(() => undefined);
}
