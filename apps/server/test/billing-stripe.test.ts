import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";

import { billingEvents, billingTransactions } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { status, userRow } from "./billing-helpers.ts";
import { FakeStripe, stripeSubscription } from "./fakes/fake-stripe.ts";
import { createTestApp, type TestApp } from "./helper.ts";

const WEBHOOK_SECRET = "whsec_test_secret_for_the_white_list";
const PRICES = {
  basic: "price_basic",
  pro: "price_pro",
  studio: "price_studio",
  token: "price_token",
  pack: "price_pack",
};
const fake = await new FakeStripe().start();
afterAll(() => fake.stop());
const t: TestApp = await createTestApp({
  RATE_LIMIT_MAX: "5000",
  PUBLIC_URL: "https://twl.test",
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.baseUrl,
  STRIPE_PRICE_BASIC: PRICES.basic,
  STRIPE_PRICE_PRO: PRICES.pro,
  STRIPE_PRICE_STUDIO: PRICES.studio,
  STRIPE_PRICE_TOKEN: PRICES.token,
  STRIPE_PRICE_TOKEN_PACK: PRICES.pack,
});
const signer = new Stripe("sk_test_fake");
let eventCounter = 0;

function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_${++eventCounter}_${Date.now()}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created,
    livemode: false,
    type,
    data: { object },
  };
}

async function deliver(
  event: object,
  options: { secret?: string; timestamp?: number; body?: (payload: string) => string } = {},
) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return t.app.inject({
    method: "POST",
    url: "/api/billing/webhook",
    headers: { "content-type": "application/json", "stripe-signature": header },
    payload: options.body ? options.body(payload) : payload,
  });
}

const tokensCompleted = (userId: string, sessionId: string, tokens = 10, pack = true) =>
  stripeEvent("checkout.session.completed", {
    id: sessionId,
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    amount_total: 14000,
    customer: null,
    client_reference_id: userId,
    metadata: { userId, kind: "tokens", tokens: String(tokens), pack: String(pack) },
  });

const subscriptionCompleted = (
  userId: string,
  subscriptionId: string,
  customer: string,
  tier = "pro",
  created?: number,
) =>
  stripeEvent(
    "checkout.session.completed",
    {
      id: `cs_${subscriptionId}`,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      amount_total: 2900,
      customer,
      subscription: subscriptionId,
      client_reference_id: userId,
      metadata: { userId, kind: "subscription", tier },
    },
    created,
  );

async function countRows() {
  const [e] = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(billingEvents);
  const [tx] = await t.ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(billingTransactions);
  return { events: Number(e!.n), transactions: Number(tx!.n) };
}

describe("POST /api/billing/webhook", () => {
  it("refuses a bad signature, a stale timestamp and a re-serialized body with 400 and no writes", async () => {
    const w = await signUp(t.app);
    const before = await countRows();
    const event = tokensCompleted(w.userId, "cs_refused");
    expect((await deliver(event, { secret: "whsec_wrong" })).statusCode).toBe(400);
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).statusCode).toBe(400);
    const reserialized = await deliver(event, { body: (p) => JSON.stringify(JSON.parse(p), null, 2) });
    expect(reserialized.statusCode).toBe(400);
    expect(reserialized.json()).toEqual({ success: false, error: "Invalid webhook signature" });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await countRows()).toEqual(before);
    expect((await userRow(t.ctx, w.userId)).coverageTokens).toBe(0);
  });

  it("applies the same event once, sent twice or ten at once: a 5-pack x 2 adds 10 tokens", async () => {
    const w = await signUp(t.app);
    const event = tokensCompleted(w.userId, "cs_once");
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ applied: true });
    expect((await deliver(event)).json()).toMatchObject({ applied: false });
    const burst = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    for (const r of burst) expect(r.statusCode).toBe(200);
    expect((await userRow(t.ctx, w.userId)).coverageTokens).toBe(10);
    // Ten different events of one checkout session still fulfil it once (the session is the payment's reference).
    const other = tokensCompleted(w.userId, "cs_once");
    await Promise.all(
      Array.from({ length: 10 }, () => deliver({ ...other, id: `evt_dup_${Math.random()}` })),
    );
    expect((await userRow(t.ctx, w.userId)).coverageTokens).toBe(10);
  });

  it("answers 200 to an unknown event type and writes nothing", async () => {
    const before = await countRows();
    const res = await deliver(stripeEvent("customer.tax_id.created", { id: "txi_1", object: "tax_id" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: false });
    expect(await countRows()).toEqual(before);
  });

  it("ends cancelled when 'deleted' arrives before the older 'updated'", async () => {
    const w = await signUp(t.app);
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 30 * 86_400;
    expect(
      (await deliver(subscriptionCompleted(w.userId, "sub_ooo", "cus_ooo", "pro", now))).statusCode,
    ).toBe(200);
    expect(await userRow(t.ctx, w.userId)).toMatchObject({ tier: "pro", coverageAllowance: 3 });
    const sub = (over: object) => ({
      ...stripeSubscription({
        id: "sub_ooo",
        customer: "cus_ooo",
        userId: w.userId,
        price: PRICES.pro,
        periodEnd,
      }),
      ...over,
    });
    expect(
      (await deliver(stripeEvent("customer.subscription.deleted", sub({ status: "canceled" }), now + 20)))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await deliver(
          stripeEvent("customer.subscription.updated", sub({ cancel_at_period_end: true }), now + 10),
        )
      ).statusCode,
    ).toBe(200);
    expect(await status(t.app, w.token)).toMatchObject({
      subscriptionState: "expired",
      tier: "free",
      canResubscribe: true,
    });
    expect(await userRow(t.ctx, w.userId)).toMatchObject({ tier: "free", coverageAllowance: 1 });
  });

  it("marks a failed invoice past due and a paid one active again, recording both payments", async () => {
    const w = await signUp(t.app);
    const now = Math.floor(Date.now() / 1000);
    await deliver(subscriptionCompleted(w.userId, "sub_inv", "cus_inv", "basic", now));
    const invoice = (over: object) => ({
      id: "in_1",
      object: "invoice",
      customer: "cus_inv",
      amount_paid: 0,
      amount_due: 1900,
      attempt_count: 1,
      description: null,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: "sub_inv", metadata: { userId: w.userId } },
      },
      lines: {
        object: "list",
        data: [{ description: "Basic plan", period: { start: now, end: now + 31 * 86_400 } }],
      },
      ...over,
    });
    await deliver(stripeEvent("invoice.payment_failed", invoice({}), now + 5));
    expect(await status(t.app, w.token)).toMatchObject({ subscriptionState: "past_due", tier: "basic" });
    await deliver(stripeEvent("invoice.paid", invoice({ amount_paid: 1900 }), now + 6));
    const s = await status(t.app, w.token);
    expect(s).toMatchObject({ subscriptionState: "active", tier: "basic" });
    expect(new Date(s.currentPeriodEnd).getTime()).toBe((now + 31 * 86_400) * 1000);
    const rows = await t.ctx.database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.userId, w.userId));
    expect(rows.map((r) => [r.status, r.amountCents]).sort()).toEqual([
      ["failed", 1900],
      ["paid", 1900],
    ]);
  });

  it("leaves nothing applied when the fulfilment fails midway, and the redelivery succeeds", async () => {
    const w = await signUp(t.app);
    const before = await countRows();
    const db = t.ctx.database.db;
    await db.execute(sql`create or replace function twl_test_fail_tokens() returns trigger language plpgsql as $$
      begin
        if new.coverage_tokens <> old.coverage_tokens then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger twl_test_fail_tokens before update on users for each row execute function twl_test_fail_tokens()`,
    );
    const event = tokensCompleted(w.userId, "cs_midway", 3, false);
    try {
      const failed = await deliver(event);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().error).toBe("Server error occurred");
      expect(await countRows()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger twl_test_fail_tokens on users`);
    }
    const redelivered = await deliver(event);
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json()).toMatchObject({ applied: true });
    expect((await userRow(t.ctx, w.userId)).coverageTokens).toBe(3);
    expect(await countRows()).toEqual({ events: before.events + 1, transactions: before.transactions + 1 });
  });
});

describe("the Stripe client code against a fake Stripe API on 127.0.0.1", () => {
  it("opens Checkout for a tier with a customer created once, price ids from config and idempotency keys", async () => {
    const w = await signUp(t.app);
    fake.requests.length = 0;
    const headers = { ...bearer(w.token), "idempotency-key": "click-0001-abcdef" };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/create-checkout-session",
      headers,
      payload: { tier: "pro" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/cs_test_/);
    const [customer, session] = fake.requests;
    expect(customer).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      idempotencyKey: `customer:${w.userId}`,
      authorization: "Bearer sk_test_fake",
    });
    expect(customer!.form).toMatchObject({ email: w.email, "metadata[userId]": w.userId });
    expect(session).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: `checkout:${w.userId}:pro:click-0001-abcdef`,
    });
    expect(session!.form).toMatchObject({
      mode: "subscription",
      customer: expect.stringMatching(/^cus_/),
      "line_items[0][price]": PRICES.pro,
      "line_items[0][quantity]": "1",
      "metadata[userId]": w.userId,
      "metadata[tier]": "pro",
      "subscription_data[metadata][userId]": w.userId,
      success_url: "https://twl.test/billing?success=true",
      cancel_url: "https://twl.test/billing?canceled=true",
    });
    // The customer is reused for the next checkout.
    fake.requests.length = 0;
    await t.app.inject({
      method: "POST",
      url: "/api/billing/create-coverage-checkout",
      headers: bearer(w.token),
      payload: { quantity: 10, pack: true },
    });
    expect(fake.requests.map((r) => r.path)).toEqual(["/v1/checkout/sessions"]);
    expect(fake.requests[0]!.form).toMatchObject({
      mode: "payment",
      "line_items[0][price]": PRICES.pack,
      "line_items[0][quantity]": "2",
      "metadata[tokens]": "10",
      "metadata[pack]": "true",
    });
    expect(fake.requests[0]!.idempotencyKey).toMatch(new RegExp(`^tokens:${w.userId}:10:true:`));
  });

  it("opens the billing portal, cancels at period end and reactivates through the SDK", async () => {
    const w = await signUp(t.app);
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 30 * 86_400;
    fake.subscriptions.set(
      "sub_life",
      stripeSubscription({
        id: "sub_life",
        customer: "cus_life",
        userId: w.userId,
        price: PRICES.studio,
        periodEnd,
      }),
    );
    await deliver(subscriptionCompleted(w.userId, "sub_life", "cus_life", "studio", now - 5));
    await deliver(stripeEvent("customer.subscription.created", fake.subscriptions.get("sub_life")!, now - 4));
    expect(await status(t.app, w.token)).toMatchObject({
      subscriptionState: "active",
      tier: "studio",
      paymentMode: "stripe",
    });

    fake.requests.length = 0;
    const portal = await t.app.inject({
      method: "POST",
      url: "/api/billing/create-portal-session",
      headers: bearer(w.token),
    });
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\//);
    expect(fake.requests[0]).toMatchObject({
      path: "/v1/billing_portal/sessions",
      form: { customer: "cus_life", return_url: "https://twl.test/billing" },
    });

    fake.requests.length = 0;
    const cancelled = await t.app.inject({
      method: "POST",
      url: "/api/billing/cancel-subscription",
      headers: bearer(w.token),
      payload: { reason: "user_requested" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      currentTier: "studio",
      cancelAt: new Date(periodEnd * 1000).toISOString(),
    });
    expect(fake.requests[0]).toMatchObject({
      method: "POST",
      path: "/v1/subscriptions/sub_life",
      form: { cancel_at_period_end: "true", "metadata[cancel_reason]": "user_requested" },
    });
    expect(fake.requests[0]!.idempotencyKey).toMatch(/^cancel:sub_life:/);
    expect(await status(t.app, w.token)).toMatchObject({
      subscriptionState: "cancelled_but_active",
      canReactivate: true,
    });

    fake.requests.length = 0;
    const resumed = await t.app.inject({
      method: "POST",
      url: "/api/billing/reactivate-subscription",
      headers: { ...bearer(w.token), "idempotency-key": "resume-0001-abcdef" },
    });
    expect(resumed.json()).toMatchObject({
      tier: "studio",
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });
    expect(fake.requests[0]).toMatchObject({
      path: "/v1/subscriptions/sub_life",
      idempotencyKey: "reactivate:sub_life:resume-0001-abcdef",
      form: { cancel_at_period_end: "false" },
    });
    expect(await status(t.app, w.token)).toMatchObject({ subscriptionState: "active" });

    // An upgrade of a live subscription changes its price instead of opening a second checkout.
    fake.requests.length = 0;
    const downgrade = await t.app.inject({
      method: "POST",
      url: "/api/billing/create-checkout-session",
      headers: bearer(w.token),
      payload: { tier: "pro" },
    });
    expect(downgrade.json().url).toBe("https://twl.test/billing?success=true");
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /v1/subscriptions/sub_life",
      "POST /v1/subscriptions/sub_life",
    ]);
    expect(fake.requests[1]!.form).toMatchObject({
      "items[0][price]": PRICES.pro,
      proration_behavior: "always_invoice",
    });
    expect(await userRow(t.ctx, w.userId)).toMatchObject({ tier: "pro", coverageAllowance: 3 });

    const pm = (await t.app.inject({ url: "/api/billing/payment-methods", headers: bearer(w.token) })).json();
    expect(pm.paymentMethods).toEqual([{ brand: "mastercard", last4: "4444", expMonth: 3, expYear: 2030 }]);
    const tx = (
      await t.app.inject({ url: "/api/billing/transactions?limit=5", headers: bearer(w.token) })
    ).json();
    expect(tx.transactions).toEqual([
      {
        id: "ch_2",
        description: "Pro plan",
        date: new Date(1_790_000_100_000).toISOString(),
        amount: 29,
        status: "failed",
      },
      {
        id: "ch_1",
        description: "Payment",
        date: new Date(1_790_000_000_000).toISOString(),
        amount: 70,
        status: "succeeded",
      },
    ]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/charges",
      form: { customer: "cus_life", limit: "5" },
    });
  });

  it("the test-mode routes are closed when Stripe is configured", async () => {
    const w = await signUp(t.app);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/billing/test/renew", headers: bearer(w.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: "/api/billing/test-checkout/00000000-0000-4000-8000-000000000000",
          headers: bearer(w.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
