import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { grantMonthlyClout } from "../clout/monthly-grants.ts";
import { toSessionUser } from "../identity/session-user.ts";

/**
 * A dummy author (isDummy): an account managed by admins that nobody signs in to. It has no
 * sign-in method, and its email sits on a reserved domain so it can never collide with a real one.
 */
export async function createDummyUser(db: Db, input: { name: string; bio?: string | null }) {
  const id = randomUUID().replaceAll("-", "");
  const [row] = await db
    .insert(users)
    .values({
      id,
      name: input.name,
      bio: input.bio ?? null,
      email: `dummy+${id}@dummy.thewhitelist.invalid`,
      isDummy: true,
    })
    .returning();
  await grantMonthlyClout(db, new Date(), id);
  const [granted] = await db.select().from(users).where(eq(users.id, id));
  return toSessionUser(granted ?? row!);
}
