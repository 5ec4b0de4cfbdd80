import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";

import { BILLING_MESSAGES, type Tier } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { processBillingEvents, type BillingEvent } from "./billing-events.ts";
import { findAccountByUser, type BillingAccount } from "./billing.repo.ts";
import { isTestModePossible } from "./payment-mode.ts";
import { stripeOf } from "./stripe-client.ts";
import { subscriptionEvent } from "./stripe-events.ts";
import { subscriptionStateOf } from "./subscription-status.ts";

async function tierOf(ctx: AppContext, userId: string): Promise<Tier> {
  const [row] = await ctx.database.db.select({ tier: users.tier }).from(users).where(eq(users.id, userId));
  return row?.tier ?? "free";
}

/** Sets or clears cancel-at-period-end, at Stripe (then applied from its answer) or in test mode, through the fulfilment code. */
async function setCancelAtPeriodEnd(
  ctx: AppContext,
  account: BillingAccount,
  cancel: boolean,
  reason: string | undefined,
  now: Date,
  requestKey?: string,
) {
  const stripe = stripeOf(ctx);
  let event: BillingEvent;
  if (account.provider === "stripe") {
    if (!stripe) throw new AppError("UNAVAILABLE", BILLING_MESSAGES.stripeNotConfigured);
    const sub = await stripe.stripe.subscriptions.update(
      account.subscriptionId!,
      cancel
        ? { cancel_at_period_end: true, metadata: { cancel_reason: reason ?? "user_requested" } }
        : { cancel_at_period_end: false },
      {
        idempotencyKey: cancel
          ? `cancel:${account.subscriptionId}:${account.currentPeriodEnd?.getTime() ?? 0}`
          : `reactivate:${account.subscriptionId}:${requestKey ?? randomUUID()}`,
      },
    );
    event = subscriptionEvent(
      stripe.config,
      sub,
      `api:${cancel ? "cancel" : "reactivate"}:${sub.id}:${randomUUID()}`,
      now,
    );
  } else {
    // Ending a test subscription is always allowed; bringing one back only where test mode may run.
    if (!cancel && !isTestModePossible(ctx.config))
      throw new AppError("UNAVAILABLE", BILLING_MESSAGES.paymentsUnavailable);
    event = {
      id: `test_${cancel ? "cancel" : "reactivate"}:${randomUUID()}`,
      at: now,
      provider: "test",
      type: "subscription.changed",
      subscriptionId: account.subscriptionId!,
      customerId: account.customerId,
      userId: account.userId,
      tier: account.tier,
      status: account.status!,
      cancelAtPeriodEnd: cancel,
      periodEnd: account.currentPeriodEnd,
    };
  }
  await processBillingEvents(ctx, [event], now);
}

/** POST /api/billing/cancel-subscription: the plan stays until the period ends, then drops to free. */
export async function cancelSubscription(
  ctx: AppContext,
  userId: string,
  reason?: string,
  now: Date = new Date(),
) {
  const account = await findAccountByUser(ctx.database.db, userId);
  const state = subscriptionStateOf(account, now);
  if (state === "active" || state === "past_due")
    await setCancelAtPeriodEnd(ctx, account!, true, reason, now);
  else if (state !== "cancelled_but_active") throw new AppError("CONFLICT", BILLING_MESSAGES.noSubscription);
  const after = await findAccountByUser(ctx.database.db, userId);
  return {
    success: true as const,
    cancelAt: after?.currentPeriodEnd?.toISOString() ?? null,
    currentTier: await tierOf(ctx, userId),
  };
}

/** POST /api/billing/reactivate-subscription: undoes a cancellation before the period ends. */
export async function reactivateSubscription(
  ctx: AppContext,
  userId: string,
  requestKey?: string,
  now: Date = new Date(),
) {
  const account = await findAccountByUser(ctx.database.db, userId);
  const state = subscriptionStateOf(account, now);
  if (state === "cancelled_but_active")
    await setCancelAtPeriodEnd(ctx, account!, false, undefined, now, requestKey);
  else if (state !== "active") throw new AppError("CONFLICT", BILLING_MESSAGES.notCancelling);
  const after = await findAccountByUser(ctx.database.db, userId);
  return {
    success: true as const,
    tier: await tierOf(ctx, userId),
    currentPeriodEnd: after?.currentPeriodEnd?.toISOString() ?? null,
  };
}

/** POST /api/billing/create-portal-session: Stripe's billing portal, or our labelled test-mode page. */
export async function createPortalSession(
  ctx: AppContext,
  userId: string,
  baseUrl: string,
): Promise<{ url: string }> {
  const stripe = stripeOf(ctx);
  if (!stripe) {
    if (!isTestModePossible(ctx.config))
      throw new AppError("UNAVAILABLE", BILLING_MESSAGES.paymentsUnavailable);
    return { url: `${baseUrl}/billing/portal` };
  }
  const account = await findAccountByUser(ctx.database.db, userId);
  if (!account?.customerId)
    throw new AppError("CONFLICT", "No billing account yet: buy a plan or tokens first");
  const session = await stripe.stripe.billingPortal.sessions.create({
    customer: account.customerId,
    return_url: `${baseUrl}/billing`,
  });
  return { url: session.url };
}
