import { and, eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { grantMonthlyClout } from "../clout/monthly-grants.ts";
import { isAdminEmail } from "./admin-emails.ts";

/**
 * An address was just verified (its owner opened the emailed link): the account is paid the clout
 * grants it held as pending (sign-up, monthly, plan top-ups; each once, by its ledger key) and this
 * month's grant if none was recorded, and becomes an admin when the address is on ADMIN_EMAILS.
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
