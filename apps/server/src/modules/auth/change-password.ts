import { and, eq, ne } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { accounts, sessions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { passwordChangedMail } from "./auth-mail.ts";
import { passwordProblem } from "./password-strength.ts";

/**
 * Changes a local account's password and signs out every other session of the account (the session
 * that asked stays). The new password follows the sign-up rules; the owner is told by email.
 */
export async function changePassword(
  ctx: AppContext,
  input: { userId: string; sessionId: string; currentPassword: string; newPassword: string },
): Promise<{ revokedSessions: number }> {
  const { db } = ctx.database;
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new AppError("UNAUTHORIZED", "Account not found");
  const auth = await ctx.auth.$context;
  const account = await auth.internalAdapter.findCredentialAccount(input.userId);
  if (!account?.password)
    throw new AppError("BAD_REQUEST", "This account signs in with a provider and has no password to change");
  const isCurrent = await auth.password.verify({ hash: account.password, password: input.currentPassword });
  if (!isCurrent) throw new AppError("BAD_REQUEST", "Your current password is not correct");
  const problem = passwordProblem(input.newPassword, user);
  if (problem) throw new AppError("BAD_REQUEST", problem);
  if (input.newPassword === input.currentPassword)
    throw new AppError("BAD_REQUEST", "Choose a password different from the current one");
  const hash = await auth.password.hash(input.newPassword);
  // One transaction: the new hash and the end of every other session land together.
  const revoked = await db.transaction(async (tx) => {
    await tx.update(accounts).set({ password: hash }).where(eq(accounts.id, account.id));
    return tx
      .delete(sessions)
      .where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.sessionId)))
      .returning({ id: sessions.id });
  });
  await ctx.mailer.send(passwordChangedMail(user.email)).catch(() => undefined);
  return { revokedSessions: revoked.length };
}
