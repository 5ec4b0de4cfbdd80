import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import { eq, sql } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { scripts, scriptViews } from "../../db/schema.ts";

/**
 * The network a visitor comes from: the IPv4 address, or the /64 prefix of an IPv6 address (one
 * household or host gets a whole /64, so rotating inside it is not a new viewer).
 */
export function viewerNetwork(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const full = ip.includes("::")
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill("0"), ...tailParts]
    : headParts;
  return `${full
    .slice(0, 4)
    .map((p) => p.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

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
