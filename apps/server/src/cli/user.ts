import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";

import { loadDotenv } from "../config/dotenv.ts";
import { users } from "../db/schema.ts";
import { createDummyUser } from "../modules/admin/create-dummy-user.ts";
import { openCliContext } from "./open-context.ts";

const USAGE = `Usage:
  npm run user -- create-admin <email>     make an account an admin (creates a local account with a
                                          generated password when none exists)
  npm run user -- create-dummy "<name>"    create a dummy author managed by admins`;

/** Account administration from the command line, for an existing install. */
async function main(): Promise<number> {
  const [command, arg] = process.argv.slice(2);
  if (!command || !arg) {
    console.error(USAGE);
    return 2;
  }
  loadDotenv();
  const ctx = await openCliContext();
  try {
    const { db } = ctx.database;
    if (command === "create-admin") {
      const email = arg.trim().toLowerCase();
      const [existing] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      if (existing) {
        await db.update(users).set({ role: "admin" }).where(eq(users.id, existing.id));
        console.log(`${email} is now an admin.`);
        return 0;
      }
      if (!ctx.config.auth.localAccounts) {
        console.error(
          `No account uses ${email}. Sign in once with a provider, then run this again (or set ADMIN_EMAILS).`,
        );
        return 1;
      }
      const password = randomBytes(12).toString("base64url");
      const result = await ctx.auth.api.signUpEmail({ body: { name: "Admin", email, password } });
      await db.update(users).set({ role: "admin" }).where(eq(users.id, result.user.id));
      console.log(`Created admin ${email} with password: ${password}\nSign in and change it.`);
      return 0;
    }
    if (command === "create-dummy") {
      const user = await createDummyUser(db, { name: arg.trim() });
      console.log(`Created dummy author "${user.name}" (${user.id}).`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await ctx.database.close();
  }
}

process.exitCode = await main();
