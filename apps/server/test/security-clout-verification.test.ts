import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { MONTHLY_CLOUT_GRANT_BY_TIER } from "@twl/contract";

import { cloutTransactions, pendingCloutGrants, users } from "../src/db/schema.ts";
import { onEmailVerified } from "../src/modules/auth/on-email-verified.ts";
import { grantKeyFor, grantMonthlyClout } from "../src/modules/clout/monthly-grants.ts";
import { bearer, signUp, verifyEmailOf } from "./auth-helpers.ts";
import { buyInTestMode, status } from "./billing-helpers.ts";
import { balancesOf, ledgerMismatches } from "./clout-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * Issue 28 #2: a never-verified account bought Studio and got 1,000 liquid clout. Every path that
 * grants liquid clout now follows one rule (clout/liquid-grants.ts): none until the address is
 * verified; the grant waits as pending and is paid once on verification.
 */
describe("liquid clout waits for a verified address, on every granting path", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000", PAYMENTS_TEST_MODE: "true" });
  const db = ctx.database.db;
  const FREE = MONTHLY_CLOUT_GRANT_BY_TIER.free;
  const STUDIO = MONTHLY_CLOUT_GRANT_BY_TIER.studio;

  const ledgerOf = (userId: string) =>
    db
      .select({ key: cloutTransactions.idempotencyKey, amount: cloutTransactions.amount })
      .from(cloutTransactions)
      .where(eq(cloutTransactions.userId, userId));
  const pendingOf = (userId: string) =>
    db
      .select({ key: pendingCloutGrants.idempotencyKey, amount: pendingCloutGrants.amount })
      .from(pendingCloutGrants)
      .where(eq(pendingCloutGrants.userId, userId));
  const sum = (rows: { amount: number }[]) => rows.reduce((n, r) => n + r.amount, 0);

  /** Verification again, and the monthly job again: nothing more is paid. */
  async function expectPaidOnce(userId: string, expected: number, months: Date[]) {
    await onEmailVerified(db, userId, []);
    for (const month of months) await grantMonthlyClout(db, month);
    expect((await balancesOf(ctx, userId)).availableClout).toBe(expected);
    expect(sum(await ledgerOf(userId))).toBe(expected);
    expect(await pendingOf(userId)).toEqual([]);
    expect(await ledgerMismatches(ctx)).toEqual([]);
  }

  it("the sign-up grant: pending until the link is opened, then paid once", async () => {
    const w = await signUp(app, { verify: false });
    expect(await balancesOf(ctx, w.userId)).toEqual({ availableClout: 0, receivedClout: 0 });
    expect(await ledgerOf(w.userId)).toEqual([]);
    expect(await pendingOf(w.userId)).toEqual([{ key: grantKeyFor(new Date()), amount: FREE }]);
    await verifyEmailOf(app, w.email);
    expect((await balancesOf(ctx, w.userId)).availableClout).toBe(FREE);
    await expectPaidOnce(w.userId, FREE, [new Date()]);
  });

  it("the monthly job: each month waits as its own pending grant, all paid once on verification", async () => {
    const w = await signUp(app, { verify: false });
    const later = [new Date(Date.UTC(2032, 0, 1, 0, 0, 1)), new Date(Date.UTC(2032, 1, 1, 0, 0, 1))];
    for (const month of later) {
      await grantMonthlyClout(db, month);
      await grantMonthlyClout(db, month);
    }
    expect((await balancesOf(ctx, w.userId)).availableClout).toBe(0);
    expect(sum(await pendingOf(w.userId))).toBe(3 * FREE);
    await verifyEmailOf(app, w.email);
    expect((await balancesOf(ctx, w.userId)).availableClout).toBe(3 * FREE);
    await expectPaidOnce(w.userId, 3 * FREE, [new Date(), ...later]);
  });

  it("a plan top-up: an unverified buyer of Studio gets the plan, not the clout, until verified", async () => {
    const w = await signUp(app, { verify: false });
    await buyInTestMode(app, w.token, "create-checkout-session", { tier: "studio" });
    const [row] = await db.select().from(users).where(eq(users.id, w.userId));
    expect(row).toMatchObject({ tier: "studio", availableClout: 0 });
    expect(sum(await pendingOf(w.userId))).toBe(STUDIO);
    // It cannot give what it does not have.
    const s = await status(app, w.token);
    expect(s).toMatchObject({ availableClout: 0, pendingClout: STUDIO });
    await verifyEmailOf(app, w.email);
    expect((await balancesOf(ctx, w.userId)).availableClout).toBe(STUDIO);
    expect((await status(app, w.token)).pendingClout).toBe(0);
    // This month's grant is not paid again at the Studio rate, by the job or a second verification.
    await expectPaidOnce(w.userId, STUDIO, [new Date()]);
  });

  it("a verified account is credited at once on every path (no pending)", async () => {
    const w = await signUp(app);
    expect((await balancesOf(ctx, w.userId)).availableClout).toBe(FREE);
    await buyInTestMode(app, w.token, "create-checkout-session", { tier: "studio" });
    expect((await balancesOf(ctx, w.userId)).availableClout).toBe(STUDIO);
    expect(await pendingOf(w.userId)).toEqual([]);
  });

  it("verification racing the monthly job and plan changes pays each grant exactly once", async () => {
    const w = await signUp(app, { verify: false });
    await buyInTestMode(app, w.token, "create-checkout-session", { tier: "studio" });
    const month = new Date(Date.UTC(2033, 4, 1, 0, 0, 1));
    await grantMonthlyClout(db, month);
    // The address becomes verified while the job and the verification hook run several times at once.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, w.userId));
    await Promise.all([
      onEmailVerified(db, w.userId, []),
      grantMonthlyClout(db, month),
      onEmailVerified(db, w.userId, []),
      grantMonthlyClout(db, month),
      onEmailVerified(db, w.userId, []),
    ]);
    expect((await balancesOf(ctx, w.userId)).availableClout).toBe(2 * STUDIO);
    await expectPaidOnce(w.userId, 2 * STUDIO, [month]);
    const give = await app.inject({ url: "/api/billing/subscription-status", headers: bearer(w.token) });
    expect(give.json()).toMatchObject({ availableClout: 2 * STUDIO, pendingClout: 0 });
  });
});
