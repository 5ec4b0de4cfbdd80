import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";

import { BILLING_MESSAGES, paidTierSchema, planOf, type TestCheckoutSession } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { billingAccounts, testCheckoutSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isLiveStatus, processBillingEvents, type BillingEvent } from "./billing-events.ts";
import { findAccountByUser, type BillingAccount } from "./billing.repo.ts";
import { addMonth } from "./months.ts";
import { isTestModePossible } from "./payment-mode.ts";

/**
 * Test-mode checkout (no Stripe keys, and PAYMENTS_TEST_MODE allows it): our own page, labelled 'Test mode — no card is charged',
 * completes a purchase by building the same events the Stripe webhook would and applying them
 * through the same fulfilment code. The test controls on /billing drive renewal, a failed payment
 * and the end of the period the same way, so every state can be reached by hand.
 */
function requireTestMode(ctx: AppContext) {
  if (ctx.config.billing.stripe) throw new AppError("NOT_FOUND", BILLING_MESSAGES.testModeOnly);
  // The routes check the request too (payment-mode.ts); this holds for any other caller.
  if (!isTestModePossible(ctx.config))
    throw new AppError("UNAVAILABLE", BILLING_MESSAGES.paymentsUnavailable);
}

const TEST_CARD = { cardBrand: "visa", cardLast4: "4242", cardExpMonth: 12 } as const;

async function loadSession(ctx: AppContext, userId: string, sessionId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new AppError("NOT_FOUND", BILLING_MESSAGES.checkoutNotFound);
  const [row] = await ctx.database.db
    .select()
    .from(testCheckoutSessions)
    .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND", BILLING_MESSAGES.checkoutNotFound);
  return row;
}

export async function getTestCheckout(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<TestCheckoutSession> {
  requireTestMode(ctx);
  const row = await loadSession(ctx, userId, sessionId);
  return {
    id: row.id,
    kind: row.kind,
    tier: row.tier,
    quantity: row.quantity,
    description: row.description,
    amountUsd: row.amountCents / 100,
    status: row.status,
  };
}

/** Pays the test session: the checkout (and, for a plan, its first invoice) through processBillingEvents, once. */
export async function completeTestCheckout(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  now: Date = new Date(),
) {
  requireTestMode(ctx);
  const session = await loadSession(ctx, userId, sessionId);
  if (session.status === "completed") return { redirectUrl: "/billing?success=true" };
  if (session.status !== "open") throw new AppError("CONFLICT", BILLING_MESSAGES.checkoutClosed);
  const account = await findAccountByUser(ctx.database.db, userId);
  const events: BillingEvent[] = [];
  const base = { at: now, provider: "test" as const };
  if (session.kind === "tokens") {
    events.push({
      ...base,
      id: `test_checkout:${session.id}`,
      type: "checkout.completed",
      userId,
      ref: `test_cs_${session.id}`,
      amountCents: session.amountCents,
      purchase: { kind: "tokens", tokens: session.quantity!, description: session.description },
    });
  } else {
    const tier = paidTierSchema.parse(session.tier);
    const keepsSubscription =
      account?.provider === "test" && account.subscriptionId && isLiveStatus(account.status);
    const subscriptionId = keepsSubscription ? account.subscriptionId! : `test_sub_${randomUUID()}`;
    const periodEnd =
      keepsSubscription && account.currentPeriodEnd ? account.currentPeriodEnd : addMonth(now);
    events.push(
      {
        ...base,
        id: `test_checkout:${session.id}`,
        type: "checkout.completed",
        userId,
        ref: `test_cs_${session.id}`,
        amountCents: session.amountCents,
        purchase: { kind: "subscription", tier, customerId: null, subscriptionId, periodEnd },
      },
      {
        ...base,
        id: `test_invoice:${session.id}`,
        type: "invoice.paid",
        subscriptionId,
        customerId: null,
        userId,
        ref: `test_in_${session.id}`,
        amountCents: session.amountCents,
        description: session.description,
        periodEnd,
      },
    );
  }
  await processBillingEvents(ctx, events, now, async (tx) => {
    await tx
      .update(testCheckoutSessions)
      .set({ status: "completed", completedAt: now })
      .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, "open")));
    await setTestCard(tx, userId, now, false);
  });
  return { redirectUrl: "/billing?success=true" };
}

export async function cancelTestCheckout(ctx: AppContext, userId: string, sessionId: string) {
  requireTestMode(ctx);
  const session = await loadSession(ctx, userId, sessionId);
  if (session.status === "open") {
    await ctx.database.db
      .update(testCheckoutSessions)
      .set({ status: "cancelled" })
      .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, "open")));
  }
  return { redirectUrl: "/billing?canceled=true" };
}

/** The test card on the account (the account row is created here for a token-only buyer). */
async function setTestCard(tx: Db, userId: string, now: Date, replace: boolean) {
  const card = { ...TEST_CARD, cardExpYear: now.getUTCFullYear() + 3 };
  await tx
    .insert(billingAccounts)
    .values({ userId, provider: "test", ...card })
    .onConflictDoUpdate({
      target: billingAccounts.userId,
      set: replace ? { ...card, updatedAt: now } : { updatedAt: now },
    });
  if (!replace) {
    const [row] = await tx
      .select({ last4: billingAccounts.cardLast4 })
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, userId));
    if (!row?.last4) await tx.update(billingAccounts).set(card).where(eq(billingAccounts.userId, userId));
  }
}

async function requireTestSubscription(ctx: AppContext, userId: string): Promise<BillingAccount> {
  requireTestMode(ctx);
  const account = await findAccountByUser(ctx.database.db, userId);
  if (!account || account.provider !== "test" || !account.subscriptionId || !isLiveStatus(account.status)) {
    throw new AppError("CONFLICT", BILLING_MESSAGES.noSubscription);
  }
  return account;
}

function invoiceEvent(
  account: BillingAccount,
  type: "invoice.paid" | "invoice.failed",
  now: Date,
  periodEnd: Date | null,
  label: string,
): BillingEvent {
  const id = randomUUID();
  const plan = planOf(account.tier);
  return {
    id: `test_${type}:${id}`,
    at: now,
    provider: "test",
    type,
    subscriptionId: account.subscriptionId,
    customerId: account.customerId,
    userId: account.userId,
    ref: `test_in_${id}`,
    amountCents: (plan.priceUsd ?? 0) * 100,
    description: `${plan.name} plan — ${label}`,
    periodEnd,
  };
}

const nextPeriodEnd = (account: BillingAccount, now: Date) =>
  addMonth(account.currentPeriodEnd && account.currentPeriodEnd > now ? account.currentPeriodEnd : now);

/** Test control: the period renews and the invoice is paid. */
export async function simulateRenewal(ctx: AppContext, userId: string, now: Date = new Date()) {
  const account = await requireTestSubscription(ctx, userId);
  if (account.cancelAtPeriodEnd)
    throw new AppError("CONFLICT", "This subscription ends at the end of the period: it does not renew");
  await processBillingEvents(
    ctx,
    [invoiceEvent(account, "invoice.paid", now, nextPeriodEnd(account, now), "renewal")],
    now,
  );
}

/** Test control: the renewal payment fails and the subscription is past due. */
export async function simulateFailedPayment(ctx: AppContext, userId: string, now: Date = new Date()) {
  const account = await requireTestSubscription(ctx, userId);
  await processBillingEvents(
    ctx,
    [invoiceEvent(account, "invoice.failed", now, null, "renewal payment failed")],
    now,
  );
}

/** Test control: the period ends. A cancelled or unpaid subscription ends (back to free); an active one renews. */
export async function simulatePeriodEnd(ctx: AppContext, userId: string, now: Date = new Date()) {
  const account = await requireTestSubscription(ctx, userId);
  if (!account.cancelAtPeriodEnd && account.status !== "past_due") return simulateRenewal(ctx, userId, now);
  await processBillingEvents(
    ctx,
    [
      {
        id: `test_subscription_deleted:${randomUUID()}`,
        at: now,
        provider: "test",
        type: "subscription.changed",
        subscriptionId: account.subscriptionId!,
        customerId: account.customerId,
        userId,
        tier: account.tier,
        status: "canceled",
        cancelAtPeriodEnd: account.cancelAtPeriodEnd,
        periodEnd:
          account.currentPeriodEnd && account.currentPeriodEnd < now ? account.currentPeriodEnd : now,
      },
    ],
    now,
  );
}

/** The test-mode billing portal: a new test card; a past-due invoice is then paid. */
export async function updateTestPaymentMethod(ctx: AppContext, userId: string, now: Date = new Date()) {
  requireTestMode(ctx);
  const account = await findAccountByUser(ctx.database.db, userId);
  const events =
    account?.provider === "test" && account.status === "past_due"
      ? [invoiceEvent(account, "invoice.paid", now, nextPeriodEnd(account, now), "overdue payment")]
      : [];
  await processBillingEvents(ctx, events, now, (tx) => setTestCard(tx, userId, now, true));
}
