import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { scripts, scriptViews } from "../../db/schema.ts";

/**
 * Counts a view once per viewer per UTC day, never the owner's. Signed-in viewers are keyed by
 * account, others by a hash of IP and user agent (nothing identifying is stored).
 */
export async function recordView(ctx: AppContext, input: { scriptId: string; ownerId: string; viewerId?: string; ip: string; userAgent?: string }): Promise<boolean> {
  if (input.viewerId === input.ownerId) return false;
  const viewerKey = input.viewerId
    ? `u:${input.viewerId}`
    : `a:${createHash("sha256").update(`${input.ip}\n${input.userAgent ?? ""}`).digest("hex").slice(0, 32)}`;
  const day = new Date().toISOString().slice(0, 10);
  return ctx.database.db.transaction(async (tx) => {
    const inserted = await tx.insert(scriptViews).values({ scriptId: input.scriptId, viewerKey, day }).onConflictDoNothing().returning({ day: scriptViews.day });
    if (inserted.length === 0) return false;
    await tx.update(scripts).set({ views: sql`${scripts.views} + 1` }).where(eq(scripts.id, input.scriptId));
    return true;
  });
}
