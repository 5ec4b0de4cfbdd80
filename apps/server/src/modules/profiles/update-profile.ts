import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { toSessionUser } from "../auth/session-user.ts";

/** Changes only the fields a user owns (name, bio); role, tier, balances and allowance are not reachable here. */
export async function updateProfile(db: Db, userId: string, input: { name?: string; bio?: string | null }) {
  const patch: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.bio !== undefined) patch.bio = input.bio === "" ? null : input.bio;
  const [row] =
    Object.keys(patch).length > 0
      ? await db.update(users).set(patch).where(eq(users.id, userId)).returning()
      : await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  return toSessionUser(row);
}
