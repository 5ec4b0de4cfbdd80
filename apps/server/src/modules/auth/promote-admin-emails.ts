import { and, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** ADMIN_EMAILS: accounts with these emails are admins (new ones on creation, existing ones at start-up). */
export async function promoteAdminEmails(db: Db, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const promoted = await db
    .update(users)
    .set({ role: "admin" })
    .where(and(inArray(sql`lower(${users.email})`, emails), ne(users.role, "admin")))
    .returning({ id: users.id });
  return promoted.length;
}
