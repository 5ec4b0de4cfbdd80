import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { COVERAGE_CLOUT_PRICE, MONTHLY_CLOUT_GRANT_BY_TIER, TEST_MODE_LABEL } from "@twl/contract";

import { cloutTransactions, users } from "../src/db/schema.ts";
import { grantMonthlyClout } from "../src/modules/clout/monthly-grants.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { buyInTestMode, cloneScript, status, userRow } from "./billing-helpers.ts";
import { ledgerMismatches } from "./clout-helpers.ts";
import { QUEUE_POLL_SECONDS, silent, uploadFountain } from "./coverage-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// Test-mode checkout is something an operator turns on (issue 28 #1): these tests do so explicitly.
const t: TestApp = await createTestApp({ RATE_LIMIT_MAX: "5000", PAYMENTS_TEST_MODE: "true" });
const queue = await JobQueue.start(t.ctx.database, silent);
await queue.declare(ALL_JOBS);
t.ctx.queue = queue;
// Coverage requests send their job on the request's transaction: the worker must be up first.
await queue.work(ALL_JOBS, t.ctx, silent, QUEUE_POLL_SECONDS);
afterAll(() => queue.stop());

describe("billing in test mode (no Stripe keys)", () => {
  it("needs a bearer session", async () => {
    for (const url of [
      "/api/billing/subscription-status",
      "/api/billing/payment-methods",
      "/api/billing/transactions",
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/billing/create-checkout-session",
          payload: { tier: "pro" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("a new account has no subscription, the free tier and test mode", async () => {
    const w = await signUp(t.app);
    const s = await status(t.app, w.token);
    expect(s).toMatchObject({
      subscription: null,
      subscriptionState: "none",
      canReactivate: false,
      canResubscribe: true,
      tier: "free",
      paymentMode: "test",
    });
    expect(TEST_MODE_LABEL).toMatch(/no card is charged/);
  });

  it("an upgrade to Pro gives 3 coverages this month at once and tops clout up to the Pro grant", async () => {
    const w = await signUp(t.app);
    const before = await userRow(t.ctx, w.userId);
    expect(before).toMatchObject({
      tier: "free",
      coverageAllowance: 1,
      availableClout: MONTHLY_CLOUT_GRANT_BY_TIER.free,
    });
    await buyInTestMode(t.app, w.token, "create-checkout-session", { tier: "pro" });
    const after = await userRow(t.ctx, w.userId);
    expect(after).toMatchObject({
      tier: "pro",
      coverageAllowance: 3,
      availableClout: MONTHLY_CLOUT_GRANT_BY_TIER.pro,
    });
    const s = await status(t.app, w.token);
    expect(s).toMatchObject({
      subscriptionState: "active",
      tier: "pro",
      canResubscribe: false,
      coverageUsage: { used: 0, allowance: 3 },
    });
    expect(new Date(s.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    // The first invoice and the test card are on record.
    const tx = (await t.app.inject({ url: "/api/billing/transactions", headers: bearer(w.token) })).json();
    expect(tx.transactions).toHaveLength(1);
    expect(tx.transactions[0]).toMatchObject({ amount: 29, status: "paid" });
    const pm = (await t.app.inject({ url: "/api/billing/payment-methods", headers: bearer(w.token) })).json();
    expect(pm.paymentMethods).toEqual([expect.objectContaining({ brand: "visa", last4: "4242" })]);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
    // Three coverages really can be requested this month.
    const uploaded = await uploadFountain(t.app, w.token, { title: "Pro script" });
    const [a, b, c] = await cloneScript(t.ctx, uploaded, 3);
    for (const scriptId of [uploaded, a!, b!]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/protected/scripts/${scriptId}/coverage`,
        headers: bearer(w.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const fourth = c!;
    const limited = await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${fourth}/coverage`,
      headers: bearer(w.token),
    });
    expect(limited.statusCode).toBe(403);
    expect(limited.json()).toMatchObject({ limit: 3, used: 3, tier: "pro" });
  });

  it("completing the same checkout twice applies it once; a 5-pack x 2 adds 10 tokens exactly once", async () => {
    const w = await signUp(t.app);
    const id = await buyInTestMode(t.app, w.token, "create-coverage-checkout", { quantity: 10, pack: true });
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: "POST",
          url: `/api/billing/test-checkout/${id}/complete`,
          headers: bearer(w.token),
        }),
      ),
    );
    for (const r of again) expect(r.statusCode).toBe(200);
    expect((await userRow(t.ctx, w.userId)).coverageTokens).toBe(10);
    const tx = (await t.app.inject({ url: "/api/billing/transactions", headers: bearer(w.token) })).json();
    expect(tx.transactions).toEqual([
      expect.objectContaining({
        amount: 140,
        status: "paid",
        description: "Coverage tokens: 2 × 5-token packs",
      }),
    ]);
  });

  it("validates token quantities and prices singles at $20", async () => {
    const w = await signUp(t.app);
    for (const payload of [
      { quantity: 0 },
      { quantity: 11, pack: false },
      { quantity: 7, pack: true },
      { quantity: 30, pack: true },
      { quantity: 12 },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/billing/create-coverage-checkout",
        headers: bearer(w.token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/create-coverage-checkout",
      headers: bearer(w.token),
      payload: { quantity: 3 },
    });
    const id = new URL(res.json().url).pathname.split("/").pop();
    const session = (
      await t.app.inject({ url: `/api/billing/test-checkout/${id}`, headers: bearer(w.token) })
    ).json().session;
    expect(session).toMatchObject({ kind: "tokens", quantity: 3, amountUsd: 60, status: "open" });
    // Another user cannot see or pay it.
    const other = await signUp(t.app);
    expect(
      (await t.app.inject({ url: `/api/billing/test-checkout/${id}`, headers: bearer(other.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/billing/test-checkout/${id}/complete`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    // Cancelled: closed, and nothing bought.
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/billing/test-checkout/${id}/cancel`,
      headers: bearer(w.token),
    });
    expect(cancel.json().redirectUrl).toBe("/billing?canceled=true");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/billing/test-checkout/${id}/complete`,
          headers: bearer(w.token),
        })
      ).statusCode,
    ).toBe(409);
    expect((await userRow(t.ctx, w.userId)).coverageTokens).toBe(0);
  });

  it("walks every subscription state: cancel, resume, failed payment, pay, period end", async () => {
    const w = await signUp(t.app);
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: "POST", url, headers: bearer(w.token), ...(payload ? { payload } : {}) });
    expect((await post("/api/billing/cancel-subscription", { reason: "user_requested" })).statusCode).toBe(
      409,
    );
    await buyInTestMode(t.app, w.token, "create-checkout-session", { tier: "basic" });
    expect((await post("/api/billing/create-checkout-session", { tier: "basic" })).statusCode).toBe(409);

    const cancelled = await post("/api/billing/cancel-subscription", { reason: "user_requested" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ currentTier: "basic", cancelAt: expect.any(String) });
    expect(await status(t.app, w.token)).toMatchObject({
      subscriptionState: "cancelled_but_active",
      canReactivate: true,
      tier: "basic",
    });
    expect((await post("/api/billing/test/renew")).statusCode).toBe(409);

    const resumed = await post("/api/billing/reactivate-subscription");
    expect(resumed.json()).toMatchObject({ tier: "basic", currentPeriodEnd: expect.any(String) });
    expect(await status(t.app, w.token)).toMatchObject({ subscriptionState: "active", canReactivate: false });

    const renewedEnd = (await (await post("/api/billing/test/renew")).json()).currentPeriodEnd;
    expect(new Date(renewedEnd).getTime()).toBeGreaterThan(Date.now() + 55 * 86_400_000);

    expect((await post("/api/billing/test/fail-payment")).json()).toMatchObject({
      subscriptionState: "past_due",
      tier: "basic",
    });
    const portal = (await post("/api/billing/create-portal-session")).json();
    expect(new URL(portal.url).pathname).toBe("/billing/portal");
    expect((await post("/api/billing/test/update-payment-method")).json()).toMatchObject({
      subscriptionState: "active",
    });

    await post("/api/billing/cancel-subscription", {});
    const ended = (await post("/api/billing/test/end-period")).json();
    expect(ended).toMatchObject({ subscriptionState: "expired", canResubscribe: true, tier: "free" });
    expect(await userRow(t.ctx, w.userId)).toMatchObject({ tier: "free", coverageAllowance: 1 });

    const tx = (
      await t.app.inject({ url: "/api/billing/transactions?limit=5", headers: bearer(w.token) })
    ).json().transactions;
    expect(tx.map((r: { status: string }) => r.status).sort()).toEqual(["failed", "paid", "paid", "paid"]);

    // Resubscribing after the end starts a new subscription.
    await buyInTestMode(t.app, w.token, "create-checkout-session", { tier: "studio" });
    expect(await status(t.app, w.token)).toMatchObject({ subscriptionState: "active", tier: "studio" });
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });

  it("a downgrade lowers the allowance and never takes clout back", async () => {
    const w = await signUp(t.app);
    await buyInTestMode(t.app, w.token, "create-checkout-session", { tier: "studio" });
    expect(await userRow(t.ctx, w.userId)).toMatchObject({
      coverageAllowance: 10,
      availableClout: MONTHLY_CLOUT_GRANT_BY_TIER.studio,
    });
    await buyInTestMode(t.app, w.token, "create-checkout-session", { tier: "basic" });
    expect(await userRow(t.ctx, w.userId)).toMatchObject({
      tier: "basic",
      coverageAllowance: 1,
      availableClout: MONTHLY_CLOUT_GRANT_BY_TIER.studio,
    });
    expect(await status(t.app, w.token)).toMatchObject({ subscriptionState: "active", tier: "basic" });
  });
});

describe("the month boundary", () => {
  it("resets usage to the tier's allowance and grants the tier's clout", async () => {
    const w = await signUp(t.app);
    await buyInTestMode(t.app, w.token, "create-checkout-session", { tier: "studio" });
    // Out of step (say, set by hand): the 1st puts the allowance back to the tier's.
    await t.ctx.database.db
      .update(users)
      .set({ coverageAllowance: 1, coverageUsed: 1 })
      .where(eq(users.id, w.userId));
    const before = await userRow(t.ctx, w.userId);
    const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1, 0, 5));
    await grantMonthlyClout(t.ctx.database.db, next, w.userId);
    const after = await userRow(t.ctx, w.userId);
    expect(after).toMatchObject({
      coverageAllowance: 10,
      coverageUsed: 0,
      availableClout: before.availableClout + MONTHLY_CLOUT_GRANT_BY_TIER.studio,
    });
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});

describe("paying for coverage with liquid clout", () => {
  it("is refused while the allowance lasts, then spends the price in one ledger row", async () => {
    const w = await signUp(t.app);
    const first = await uploadFountain(t.app, w.token, { title: "Free coverage" });
    const early = await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${first}/coverage/pay-with-clout`,
      headers: bearer(w.token),
    });
    expect(early.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/protected/scripts/${first}/coverage`,
          headers: bearer(w.token),
        })
      ).statusCode,
    ).toBe(200);

    await t.ctx.database.db
      .update(users)
      .set({ availableClout: COVERAGE_CLOUT_PRICE + 5 })
      .where(eq(users.id, w.userId));
    // Keep the ledger consistent with the balance we set: record it as a grant.
    await t.ctx.database.db.insert(cloutTransactions).values({
      userId: w.userId,
      type: "monthly_allowance",
      amount: COVERAGE_CLOUT_PRICE + 5 - 100,
      balance: "liquid",
      idempotencyKey: "test-topup",
    });
    const [second, third] = await cloneScript(t.ctx, first, 2);
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${second}/coverage/pay-with-clout`,
      headers: bearer(w.token),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      cloutSpent: COVERAGE_CLOUT_PRICE,
      availableClout: 5,
      coverage: { status: "pending" },
    });
    const spent = await t.ctx.database.db
      .select()
      .from(cloutTransactions)
      .where(and(eq(cloutTransactions.userId, w.userId), eq(cloutTransactions.type, "spent")));
    expect(spent).toEqual([
      expect.objectContaining({ amount: COVERAGE_CLOUT_PRICE, balance: "liquid", scriptId: second }),
    ]);
    expect((await userRow(t.ctx, w.userId)).coverageTokens).toBe(0);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);

    const poor = await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${third}/coverage/pay-with-clout`,
      headers: bearer(w.token),
    });
    expect(poor.statusCode).toBe(403);
    expect(poor.json().error).toBe("You don't have enough clout");
  });

  it("cannot overdraw under 20 parallel requests", async () => {
    const w = await signUp(t.app);
    const first = await uploadFountain(t.app, w.token, { title: "Parallel" });
    const scripts = [first, ...(await cloneScript(t.ctx, first, 19))];
    // The free allowance is used up first.
    await t.ctx.database.db
      .update(users)
      .set({ coverageUsed: 1, coverageResetAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(users.id, w.userId));
    const balance = 2 * COVERAGE_CLOUT_PRICE + 50;
    await t.ctx.database.db.update(users).set({ availableClout: balance }).where(eq(users.id, w.userId));
    await t.ctx.database.db.insert(cloutTransactions).values({
      userId: w.userId,
      type: "monthly_allowance",
      amount: balance - 100,
      balance: "liquid",
      idempotencyKey: "test-topup",
    });
    const results = await Promise.all(
      scripts.map((id) =>
        t.app.inject({
          method: "POST",
          url: `/api/protected/scripts/${id}/coverage/pay-with-clout`,
          headers: bearer(w.token),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 403)).toHaveLength(18);
    expect(await userRow(t.ctx, w.userId)).toMatchObject({ availableClout: 50, coverageTokens: 0 });
    const spent = await t.ctx.database.db
      .select()
      .from(cloutTransactions)
      .where(and(eq(cloutTransactions.userId, w.userId), eq(cloutTransactions.type, "spent")));
    expect(spent).toHaveLength(2);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
  });
});
