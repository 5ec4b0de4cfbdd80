import { createHash } from "node:crypto";

import type { AppContext } from "../../context.ts";
import { viewerNetwork } from "../../lib/client-network.ts";

export { viewerNetwork } from "../../lib/client-network.ts";

export interface ViewInput {
  scriptId: string;
  ownerId: string;
  viewerId?: string;
  ip: string;
  userAgent?: string;
}

/**
 * Who a view is counted for, and on which UTC day; null for the owner, whose views never count.
 * Signed-in viewers are keyed by account, others by a hash of their network address and the day —
 * not the User-Agent, which a client chooses freely (docs/security.md, finding 8). Nothing
 * identifying is stored. Every process derives the same key, so the database dedupes across them.
 */
export function viewKeyOf(input: ViewInput, now = new Date()): { viewerKey: string; day: string } | null {
  if (input.viewerId === input.ownerId) return null;
  const day = now.toISOString().slice(0, 10);
  const viewerKey = input.viewerId
    ? `u:${input.viewerId}`
    : `a:${createHash("sha256")
        .update(`view\n${day}\n${viewerNetwork(input.ip)}`)
        .digest("hex")
        .slice(0, 32)}`;
  return { viewerKey, day };
}

/**
 * Counts a view once per viewer per script per UTC day, never the owner's, off the request path:
 * it is noted in the process's ViewCounter and written with the next flush (view-counter.ts).
 */
export function recordView(ctx: AppContext, input: ViewInput): boolean {
  return ctx.views?.record(input) ?? false;
}
