import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import type { AppContext } from "../src/context.ts";
import { users } from "../src/db/schema.ts";

let counter = 0;

/** The newest mail the local outbox holds for an address. */
export async function latestMailTo(app: FastifyInstance, email: string) {
  const [latest] = await app.ctx.mailer.list(1, email);
  return latest;
}

/** Opens the verification link emailed to an address (as its owner would) and expects the success redirect. */
export async function verifyEmailOf(app: FastifyInstance, email: string, remoteAddress = "127.0.0.1") {
  const mail = await latestMailTo(app, email);
  expect(mail?.link, `no verification mail for ${email}`).toBeTruthy();
  const link = new URL(mail!.link!);
  const res = await app.inject({ method: "GET", url: link.pathname + link.search, remoteAddress });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe("/home?email=verified");
}

/**
 * Signs up a local account, opens the emailed verification link (unless `verify: false`) and signs
 * in; returns the bearer token and id. Sign-up itself answers without a token (it must look the same
 * for taken addresses), as the web client does it.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: { email?: string; name?: string; password?: string; verify?: boolean } = {},
) {
  counter++;
  const body = {
    name: overrides.name ?? `Writer ${counter}`,
    email: overrides.email ?? `writer${counter}-${Date.now()}@example.com`,
    password: overrides.password ?? "correct horse battery",
  };
  const remoteAddress = `198.51.100.${counter % 250}`;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: body,
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  if (overrides.verify !== false) await verifyEmailOf(app, body.email, remoteAddress);
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email: body.email, password: body.password },
    remoteAddress,
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const json = signIn.json() as { token: string; user: { id: string } };
  return { token: json.token, userId: json.user.id, ...body };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up and makes the account an admin directly in the database. */
export async function signUpAdmin(app: FastifyInstance, ctx: AppContext) {
  const account = await signUp(app);
  await ctx.database.db.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  return account;
}
