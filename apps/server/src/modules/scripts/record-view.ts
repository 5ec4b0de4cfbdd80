import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { scripts, scriptViews } from "../../db/schema.ts";
import { viewerNetwork } from "../../lib/client-network.ts";

export { viewerNetwork } from "../../lib/client-network.ts";

/**
 * Counts a view once per viewer per script per UTC day, never the owner's. Signed-in viewers are
 * keyed by account, others by a hash of their network address and the day — not the User-Agent,
 * which a client chooses freely (docs/security.md, finding 8). Nothing identifying is stored.
 */
export async function recordView(
  ctx: AppContext,
  input: { scriptId: string; ownerId: string; viewerId?: string; ip: string; userAgent?: string },
): Promise<boolean> {
  if (input.viewerId === input.ownerId) return false;
  const day = new Date().toISOString().slice(0, 10);
  const viewerKey = input.viewerId
    ? `u:${input.viewerId}`
    : `a:${createHash("sha256")
        .update(`view\n${day}\n${viewerNetwork(input.ip)}`)
        .digest("hex")
        .slice(0, 32)}`;
  return ctx.database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(scriptViews)
      .values({ scriptId: input.scriptId, viewerKey, day })
      .onConflictDoNothing()
      .returning({ day: scriptViews.day });
    if (inserted.length === 0) return false;
    await tx
      .update(scripts)
      .set({ views: sql`${scripts.views} + 1` })
      .where(eq(scripts.id, input.scriptId));
    return true;
  });
}
