import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { profileViews, users } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";

/**
 * Counts a profile view once per viewer per UTC day, never the user's own. Signed-in viewers are
 * keyed by account, others by a hash of IP and user agent (nothing identifying is stored), as for
 * script views. Unknown users are ignored (the page then answers 'User not found').
 */
export async function recordProfileView(
  db: Db,
  input: { userId: string; viewerId?: string; ip: string; userAgent?: string },
  now = new Date(),
): Promise<boolean> {
  if (input.viewerId === input.userId) return false;
  const viewerKey = input.viewerId
    ? `u:${input.viewerId}`
    : `a:${createHash("sha256")
        .update(`${input.ip}\n${input.userAgent ?? ""}`)
        .digest("hex")
        .slice(0, 32)}`;
  const day = now.toISOString().slice(0, 10);
  return withTransaction(db, async (tx) => {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!exists) return false;
    const inserted = await tx
      .insert(profileViews)
      .values({ userId: input.userId, viewerKey, day })
      .onConflictDoNothing()
      .returning({ day: profileViews.day });
    if (inserted.length === 0) return false;
    await tx
      .update(users)
      .set({ profileViews: sql`${users.profileViews} + 1` })
      .where(eq(users.id, input.userId));
    return true;
  });
}
