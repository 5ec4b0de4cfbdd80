import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import type { AppContext } from "../src/context.ts";
import { scripts, scriptVersions, users } from "../src/db/schema.ts";
import { bearer } from "./auth-helpers.ts";

export async function userRow(ctx: AppContext, userId: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

export async function status(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: "/api/billing/subscription-status", headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Test mode: opens a checkout and pays it on our test checkout page; returns the session id. */
export async function buyInTestMode(
  app: FastifyInstance,
  token: string,
  path: "create-checkout-session" | "create-coverage-checkout",
  payload: object,
) {
  const res = await app.inject({
    method: "POST",
    url: `/api/billing/${path}`,
    headers: bearer(token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().url);
  const id = url.pathname.split("/").pop()!;
  expect(url.pathname).toBe(`/billing/checkout/${id}`);
  const done = await app.inject({
    method: "POST",
    url: `/api/billing/test-checkout/${id}/complete`,
    headers: bearer(token),
  });
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json().redirectUrl).toBe("/billing?success=true");
  return id;
}

/** Copies of an uploaded script (same file, one version each): many coverable scripts without many uploads. */
export async function cloneScript(ctx: AppContext, scriptId: string, copies: number): Promise<string[]> {
  const [script] = await ctx.database.db.select().from(scripts).where(eq(scripts.id, scriptId));
  const versions = await ctx.database.db
    .select()
    .from(scriptVersions)
    .where(eq(scriptVersions.scriptId, scriptId));
  const ids: string[] = [];
  for (let i = 0; i < copies; i++) {
    const { id: _id, ...rest } = script!;
    const [copy] = await ctx.database.db
      .insert(scripts)
      .values({ ...rest, title: `${script!.title} copy ${i}` })
      .returning({ id: scripts.id });
    for (const v of versions) {
      const { id: _vid, ...vrest } = v;
      await ctx.database.db.insert(scriptVersions).values({ ...vrest, scriptId: copy!.id });
    }
    ids.push(copy!.id);
  }
  return ids;
}
