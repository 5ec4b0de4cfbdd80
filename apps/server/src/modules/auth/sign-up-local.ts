import { APIError } from "better-auth/api";
import { eq, sql } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { alreadyRegisteredMail } from "./auth-mail.ts";
import { authBaseUrl } from "./create-auth.ts";
import { passwordProblem } from "./password-strength.ts";

/** What sign-up answers every time, whether or not the address already had an account. */
export const SIGN_UP_MESSAGE = "Check your inbox: we sent a link to confirm your email address.";

/**
 * Creates a local account, or, when the address already has one, emails its owner instead. The caller
 * answers the same in both cases, so sign-up never tells whether an address is registered. The
 * password is checked (strength, not containing the email or name) before the address is looked
 * up, and hashed on both paths so the two take about as long.
 */
export async function signUpLocalAccount(
  ctx: AppContext,
  input: { name: string; email: string; password: string },
  headers: Headers,
): Promise<void> {
  const problem = passwordProblem(input.password, input);
  if (problem) throw new AppError("BAD_REQUEST", problem);
  const email = input.email.trim();
  const [existing] = await ctx.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (existing) return notifyOwner(ctx, existing.email, input.password);
  try {
    await ctx.auth.api.signUpEmail({
      body: { name: input.name, email, password: input.password, callbackURL: "/" },
      headers,
    });
  } catch (err) {
    // A sign-up for the same address that won a race: the same answer as above.
    if (err instanceof APIError && /^USER_ALREADY_EXISTS/.test(String(err.body?.code ?? "")))
      return notifyOwner(ctx, email, null);
    throw err;
  }
}

async function notifyOwner(ctx: AppContext, email: string, password: string | null): Promise<void> {
  if (password !== null) await (await ctx.auth.$context).password.hash(password);
  await ctx.mailer
    .send(alreadyRegisteredMail(email, `${authBaseUrl(ctx.config)}/login`))
    .catch(() => undefined);
}
