import { and, eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { grantMonthlyClout } from "../clout/monthly-grants.ts";
import { isAdminEmail } from "./admin-emails.ts";

/**
 * An address was just verified (its owner opened the emailed link): the account now receives the
 * month's clout grant it was held back from, and becomes an admin when the address is on ADMIN_EMAILS.
 */
export async function onEmailVerified(db: Db, userId: string, adminEmails: readonly string[]): Promise<void> {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.emailVerified) return;
  if (isAdminEmail(row.email, adminEmails)) {
    await db
      .update(users)
      .set({ role: "admin" })
      .where(and(eq(users.id, userId), eq(users.emailVerified, true)));
  }
  await grantMonthlyClout(db, new Date(), userId);
}
