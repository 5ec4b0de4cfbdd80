import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";

import { BILLING_MESSAGES } from "@twl/contract";

import type { AppContext } from "../src/context.ts";
import { billingAccounts, testCheckoutSessions, users } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * Issue 28 #1: without Stripe keys the test-mode checkout granted plans and tokens to anyone. It is
 * now something the operator chooses (PAYMENTS_TEST_MODE); without payments every call that buys or
 * grants answers 503 and nothing changes.
 */

/** The billing routes by what they do: a new route must be placed here (the route-table test fails otherwise). */
const PURCHASE_ROUTES = [
  { method: "POST", url: "/api/billing/create-checkout-session", payload: { tier: "studio" } },
  { method: "POST", url: "/api/billing/create-coverage-checkout", payload: { quantity: 25, pack: true } },
  { method: "POST", url: "/api/billing/reactivate-subscription" },
  { method: "POST", url: "/api/billing/create-portal-session" },
] as const;
const TEST_ROUTES = (session: string) =>
  [
    { method: "GET", url: `/api/billing/test-checkout/${session}` },
    { method: "POST", url: `/api/billing/test-checkout/${session}/complete` },
    { method: "POST", url: `/api/billing/test-checkout/${session}/cancel` },
    { method: "POST", url: "/api/billing/test/renew" },
    { method: "POST", url: "/api/billing/test/fail-payment" },
    { method: "POST", url: "/api/billing/test/end-period" },
    { method: "POST", url: "/api/billing/test/update-payment-method" },
  ] as const;
/** Calls that neither buy nor grant: reads, ending a subscription, the signed webhook, the public mode. */
const OTHER_BILLING_ROUTES = [
  "GET /api/billing/subscription-status",
  "GET /api/billing/payment-methods",
  "GET /api/billing/transactions",
  "GET /api/billing/payment-mode",
  "POST /api/billing/cancel-subscription",
  "POST /api/billing/webhook",
];

/** Every `METHOD /path` under /api/billing in the route table (printRoutes draws a tree). */
function billingRouteTable(app: FastifyInstance): string[] {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    const path = stack.join("");
    if (!path.startsWith("/api/billing") || !match[3]) continue;
    for (const method of match[3].split(",").map((m) => m.trim()))
      if (method !== "HEAD") found.add(`${method} ${path}`);
  }
  return [...found].sort();
}

/** A customer with a live test-mode subscription (from a time test mode was on) and an open test checkout for Studio. */
async function customerWithTestHistory(app: FastifyInstance, ctx: AppContext) {
  const w = await signUp(app);
  const db = ctx.database.db;
  await db.update(users).set({ tier: "basic", coverageAllowance: 2 }).where(eq(users.id, w.userId));
  await db.insert(billingAccounts).values({
    userId: w.userId,
    provider: "test",
    subscriptionId: `test_sub_${w.userId}`,
    tier: "basic",
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    cardBrand: "visa",
    cardLast4: "4242",
  });
  const [session] = await db
    .insert(testCheckoutSessions)
    .values({
      userId: w.userId,
      kind: "subscription",
      tier: "studio",
      amountCents: 4900,
      description: "Studio",
    })
    .returning({ id: testCheckoutSessions.id });
  return { ...w, session: session!.id };
}

/** Everything a purchase could change: the user's plan and balances, the ledgers, the account, the sessions. */
async function snapshot(ctx: AppContext, userId: string) {
  const db = ctx.database.db;
  const [user] = await db
    .select({
      tier: users.tier,
      coverageAllowance: users.coverageAllowance,
      coverageTokens: users.coverageTokens,
      availableClout: users.availableClout,
      receivedClout: users.receivedClout,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  const sessions = await db
    .select({ id: testCheckoutSessions.id, status: testCheckoutSessions.status })
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.userId, userId));
  const counts = await db.execute(sql`
    select (select count(*)::int from clout_transactions where user_id = ${userId}) as clout_rows,
           (select count(*)::int from billing_transactions where user_id = ${userId}) as payments,
           (select count(*)::int from billing_events) as events`);
  const row = ((counts as { rows?: unknown[] }).rows ?? counts) as unknown[];
  return { user, account, sessions, counts: row[0] };
}

async function expectRefused(app: FastifyInstance, token: string, route: { method: string; url: string }) {
  const res = await app.inject({
    method: route.method as "GET" | "POST",
    url: route.url,
    headers: bearer(token),
    ...("payload" in route ? { payload: route.payload as object } : {}),
  });
  expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(503);
  expect(res.json()).toMatchObject({ success: false, error: BILLING_MESSAGES.paymentsUnavailable });
}

describe("payments off (PAYMENTS_TEST_MODE=false, no Stripe keys)", async () => {
  const { app, ctx } = await createTestApp({ PAYMENTS_TEST_MODE: "false" });

  it("every billing route is classified: purchase, test-mode, or neither", () => {
    const classified = [
      ...PURCHASE_ROUTES.map((r) => `${r.method} ${r.url}`),
      ...TEST_ROUTES(":id").map((r) => `${r.method} ${r.url}`),
      ...OTHER_BILLING_ROUTES,
    ].sort();
    expect(billingRouteTable(app)).toEqual(classified);
  });

  it("every purchase route and every test route answers 503, and nothing is granted", async () => {
    const w = await customerWithTestHistory(app, ctx);
    const before = await snapshot(ctx, w.userId);
    for (const route of [...PURCHASE_ROUTES, ...TEST_ROUTES(w.session)])
      await expectRefused(app, w.token, route);
    expect(await snapshot(ctx, w.userId)).toEqual(before);
    expect(before.user).toMatchObject({ tier: "basic", coverageTokens: 0 });
  });

  it("the status and the public mode say so; cancelling and paying coverage with clout stay open", async () => {
    const w = await customerWithTestHistory(app, ctx);
    const status = await app.inject({ url: "/api/billing/subscription-status", headers: bearer(w.token) });
    expect(status.json()).toMatchObject({ paymentMode: "none", tier: "basic" });
    const mode = await app.inject({ url: "/api/billing/payment-mode" });
    expect(mode.statusCode).toBe(200);
    expect(mode.json()).toEqual({ success: true, paymentMode: "none" });
    const cancel = await app.inject({
      method: "POST",
      url: "/api/billing/cancel-subscription",
      headers: bearer(w.token),
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Pay-with-clout is reached (a 404 for an unknown script, not the payments refusal).
    const clout = await app.inject({
      method: "POST",
      url: "/api/protected/scripts/00000000-0000-4000-8000-000000000000/coverage/pay-with-clout",
      headers: bearer(w.token),
    });
    expect(clout.statusCode).toBe(404);
  });
});

describe("PAYMENTS_TEST_MODE=auto in production with a loopback PUBLIC_URL", async () => {
  const { app, ctx } = await createTestApp({
    NODE_ENV: "production",
    PUBLIC_URL: "http://localhost:3000",
  });

  it("offers test mode only to a direct loopback request", async () => {
    const w = await signUp(app);
    const direct = await app.inject({ url: "/api/billing/payment-mode", remoteAddress: "127.0.0.1" });
    expect(direct.json().paymentMode).toBe("test");
    const ok = await app.inject({
      method: "POST",
      url: "/api/billing/create-checkout-session",
      headers: bearer(w.token),
      payload: { tier: "pro" },
      remoteAddress: "::1",
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses a request from another address or through a proxy, on every purchase and test route", async () => {
    const w = await customerWithTestHistory(app, ctx);
    const before = await snapshot(ctx, w.userId);
    const variants: { remoteAddress: string; headers?: Record<string, string> }[] = [
      { remoteAddress: "203.0.113.7" },
      { remoteAddress: "10.0.0.2" },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { forwarded: "for=203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { "x-real-ip": "203.0.113.7" } },
    ];
    for (const v of variants) {
      const mode = await app.inject({ url: "/api/billing/payment-mode", ...v });
      expect(mode.json().paymentMode, JSON.stringify(v)).toBe("none");
      for (const route of [...PURCHASE_ROUTES, ...TEST_ROUTES(w.session)]) {
        const res = await app.inject({
          method: route.method,
          url: route.url,
          remoteAddress: v.remoteAddress,
          headers: { ...bearer(w.token), ...v.headers },
          ...("payload" in route ? { payload: route.payload as object } : {}),
        });
        expect(res.statusCode, `${route.url} ${JSON.stringify(v)}: ${res.body}`).toBe(503);
      }
    }
    expect(await snapshot(ctx, w.userId)).toEqual(before);
  });
});

describe("PAYMENTS_TEST_MODE=auto in production with a public PUBLIC_URL", async () => {
  const { app, ctx } = await createTestApp({
    NODE_ENV: "production",
    PUBLIC_URL: "https://thewhitelist.example",
  });

  it("refuses even a direct loopback request: nothing is granted", async () => {
    const w = await customerWithTestHistory(app, ctx);
    const before = await snapshot(ctx, w.userId);
    const mode = await app.inject({ url: "/api/billing/payment-mode", remoteAddress: "127.0.0.1" });
    expect(mode.json().paymentMode).toBe("none");
    for (const route of [...PURCHASE_ROUTES, ...TEST_ROUTES(w.session)])
      await expectRefused(app, w.token, route);
    expect(await snapshot(ctx, w.userId)).toEqual(before);
  });
});
