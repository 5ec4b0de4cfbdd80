import { and, eq, inArray, ne, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { isAdminEmail } from "./admin-emails.ts";

/**
 * ADMIN_EMAILS at start-up: accounts whose address is on the list AND verified become admins. An
 * account someone registered with a listed address before the operator listed it is not promoted
 * until the owner of that mailbox verifies it (and new accounts are promoted on verification).
 */
export async function promoteAdminEmails(db: Db, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const candidates = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, emails),
        eq(users.emailVerified, true),
        ne(users.role, "admin"),
        eq(users.isDummy, false),
      ),
    );
  let promoted = 0;
  for (const user of candidates) {
    if (!isAdminEmail(user.email, emails)) continue;
    await db.update(users).set({ role: "admin" }).where(eq(users.id, user.id));
    promoted++;
  }
  return promoted;
}
