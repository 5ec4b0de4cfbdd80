import { analyticsResponseSchema, type PageViewRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export const PAGE_VIEW_PATH = "/api/analytics/page-view";

/** Records a page view (with the bearer token when signed in); resolves to its id, or null. */
export async function sendPageView(body: PageViewRequest): Promise<string | null> {
  const answer = await apiFetch(PAGE_VIEW_PATH, { method: "POST", body, schema: analyticsResponseSchema });
  return answer.id;
}

/**
 * Reports time spent as the page is left: `sendBeacon` survives the page closing. It posts
 * text/plain (no preflight, no token); the view id ties it to the view already recorded.
 */
export function beaconTimeSpent(body: PageViewRequest): void {
  const json = JSON.stringify(body);
  if (
    typeof navigator !== "undefined" &&
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(PAGE_VIEW_PATH, json)
  )
    return;
  void fetch(PAGE_VIEW_PATH, {
    method: "POST",
    body: json,
    keepalive: true,
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
  }).catch(() => {});
}
