import { eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { ListCache } from "../discover/list-cache.ts";
import { toSessionUser } from "../identity/session-user.ts";

/** Changes only the fields a user owns (name, bio); role, tier, balances and allowance are not reachable here. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: { name?: string; bio?: string | null },
  listCache?: ListCache,
) {
  const patch: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.bio !== undefined) patch.bio = input.bio === "" ? null : input.bio;
  const [row] =
    Object.keys(patch).length > 0
      ? await db.update(users).set(patch).where(eq(users.id, userId)).returning()
      : await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  // Lists show the author's name: the entries showing their scripts go.
  if (input.name !== undefined) listCache?.invalidate({ kind: "author", userId });
  return toSessionUser(row);
}
