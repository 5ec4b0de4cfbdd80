import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../src/db/schema.ts";
import type { AppContext } from "../src/context.ts";

let counter = 0;

/** Signs up a local account and returns its bearer token and id. */
export async function signUp(app: FastifyInstance, overrides: { email?: string; name?: string; password?: string } = {}) {
  counter++;
  const body = {
    name: overrides.name ?? `Writer ${counter}`,
    email: overrides.email ?? `writer${counter}-${Date.now()}@example.com`,
    password: overrides.password ?? "correct horse battery",
  };
  const res = await app.inject({ method: "POST", url: "/api/auth/sign-up/email", payload: body, remoteAddress: `198.51.100.${counter % 250}` });
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json() as { token: string; user: { id: string } };
  return { token: json.token, userId: json.user.id, ...body };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up and makes the account an admin directly in the database. */
export async function signUpAdmin(app: FastifyInstance, ctx: AppContext) {
  const account = await signUp(app);
  await ctx.database.db.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  return account;
}
