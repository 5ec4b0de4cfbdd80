import type { PageBatch } from "../../../lib/page-time-tracker.ts";

/**
 * POST /api/reads/{readId}/pages: one batch of pages seen. Fire and forget (a lost batch costs a few
 * seconds of log, never the reading); `keepalive` lets the last batch leave with the page.
 */
export function reportPages(readId: string, batch: PageBatch, isLeaving: boolean): void {
  void fetch(`/api/reads/${encodeURIComponent(readId)}/pages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(batch),
    keepalive: isLeaving,
  }).catch(() => undefined);
}
