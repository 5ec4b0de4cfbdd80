import { eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { toSessionUser } from "../identity/session-user.ts";

/** The session-user view of the account a new token belongs to (sign-in and the provider hand-off). */
export async function loadSessionUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError("UNAUTHORIZED", "Account not found");
  return toSessionUser(row);
}

/** Ends one session by its token (a provider sign-in that this browser did not start). */
export async function dropSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.token, token));
}
