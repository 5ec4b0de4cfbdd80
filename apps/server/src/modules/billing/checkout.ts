import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";

import {
  BILLING_MESSAGES,
  planOf,
  TOKEN_PACK_SIZE,
  TOKEN_SINGLE_MAX,
  tokenPriceUsd,
  type CreateCoverageCheckoutRequest,
  type PaidTier,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { billingAccounts, testCheckoutSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { processBillingEvents } from "./billing-events.ts";
import { findAccountByUser } from "./billing.repo.ts";
import { isTestModePossible } from "./payment-mode.ts";
import { requirePrice, stripeOf, type StripeConfig } from "./stripe-client.ts";
import { subscriptionEvent, tokenDescription } from "./stripe-events.ts";
import { subscriptionStateOf } from "./subscription-status.ts";

export interface Buyer {
  id: string;
  email: string;
  name: string;
}
export interface CheckoutInput {
  user: Buyer;
  baseUrl: string;
  /** The client's Idempotency-Key: a double click opens one checkout, not two. */
  idempotencyKey?: string;
  now?: Date;
}

/** Without Stripe a checkout is our test-mode page, only where PAYMENTS_TEST_MODE allows it (the route checks the request). */
function requireTestCheckout(ctx: AppContext) {
  if (!isTestModePossible(ctx.config))
    throw new AppError("UNAVAILABLE", BILLING_MESSAGES.paymentsUnavailable);
}

/**
 * POST /api/billing/create-checkout-session {tier}. With Stripe: a hosted Checkout session, or, for
 * a live subscription on another tier, the subscription's price is changed (Stripe pro-rates the
 * money) and the browser goes straight back to /billing. Without Stripe: our test-mode checkout page.
 */
export async function createSubscriptionCheckout(
  ctx: AppContext,
  input: CheckoutInput & { tier: PaidTier },
): Promise<{ url: string }> {
  const now = input.now ?? new Date();
  const account = await findAccountByUser(ctx.database.db, input.user.id);
  const state = subscriptionStateOf(account, now);
  const isLive = state === "active" || state === "cancelled_but_active" || state === "past_due";
  if (isLive && account!.tier === input.tier) throw new AppError("CONFLICT", BILLING_MESSAGES.alreadyOnPlan);
  const plan = planOf(input.tier);
  const stripe = stripeOf(ctx);

  if (!stripe) {
    requireTestCheckout(ctx);
    const [session] = await ctx.database.db
      .insert(testCheckoutSessions)
      .values({
        userId: input.user.id,
        kind: "subscription",
        tier: input.tier,
        amountCents: plan.priceUsd! * 100,
        description: `${plan.name} plan — monthly`,
      })
      .returning({ id: testCheckoutSessions.id });
    return { url: `${input.baseUrl}/billing/checkout/${session!.id}` };
  }

  const price = requirePrice(stripe.config, input.tier);
  if (isLive && account!.provider === "stripe" && account!.subscriptionId) {
    await changeStripePlan(ctx, stripe, account!.subscriptionId, input.user.id, input.tier, price, now);
    return { url: `${input.baseUrl}/billing?success=true` };
  }
  const customer = await ensureCustomer(ctx, stripe.stripe, input.user);
  const session = await stripe.stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: input.user.id,
      line_items: [{ price, quantity: 1 }],
      metadata: { userId: input.user.id, kind: "subscription", tier: input.tier },
      subscription_data: { metadata: { userId: input.user.id, tier: input.tier } },
      success_url: `${input.baseUrl}/billing?success=true`,
      cancel_url: `${input.baseUrl}/billing?canceled=true`,
    },
    { idempotencyKey: `checkout:${input.user.id}:${input.tier}:${input.idempotencyKey ?? randomUUID()}` },
  );
  if (!session.url) throw new AppError("UNAVAILABLE", BILLING_MESSAGES.checkoutFailed);
  return { url: session.url };
}

/** POST /api/billing/create-coverage-checkout {quantity, pack?}: coverage tokens, never expiring. */
export async function createCoverageCheckout(
  ctx: AppContext,
  input: CheckoutInput & CreateCoverageCheckoutRequest,
): Promise<{ url: string }> {
  const pack = input.pack ?? input.quantity > TOKEN_SINGLE_MAX;
  const amountCents = tokenPriceUsd(input.quantity, pack) * 100;
  const description = tokenDescription(input.quantity, pack);
  const stripe = stripeOf(ctx);
  if (!stripe) {
    requireTestCheckout(ctx);
    const [session] = await ctx.database.db
      .insert(testCheckoutSessions)
      .values({ userId: input.user.id, kind: "tokens", quantity: input.quantity, amountCents, description })
      .returning({ id: testCheckoutSessions.id });
    return { url: `${input.baseUrl}/billing/checkout/${session!.id}` };
  }
  const price = requirePrice(stripe.config, pack ? "tokenPack" : "token");
  const customer = await ensureCustomer(ctx, stripe.stripe, input.user);
  const metadata = {
    userId: input.user.id,
    kind: "tokens",
    tokens: String(input.quantity),
    pack: String(pack),
  };
  const session = await stripe.stripe.checkout.sessions.create(
    {
      mode: "payment",
      customer,
      client_reference_id: input.user.id,
      line_items: [{ price, quantity: pack ? input.quantity / TOKEN_PACK_SIZE : input.quantity }],
      metadata,
      payment_intent_data: { metadata, description },
      success_url: `${input.baseUrl}/billing?success=true`,
      cancel_url: `${input.baseUrl}/billing?canceled=true`,
    },
    {
      idempotencyKey: `tokens:${input.user.id}:${input.quantity}:${pack}:${input.idempotencyKey ?? randomUUID()}`,
    },
  );
  if (!session.url) throw new AppError("UNAVAILABLE", BILLING_MESSAGES.checkoutFailed);
  return { url: session.url };
}

/** The user's Stripe customer, created once (the idempotency key makes a retried create return the same one). */
export async function ensureCustomer(ctx: AppContext, stripe: Stripe, user: Buyer): Promise<string> {
  const account = await findAccountByUser(ctx.database.db, user.id);
  if (account?.customerId) return account.customerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    { idempotencyKey: `customer:${user.id}` },
  );
  await ctx.database.db
    .insert(billingAccounts)
    .values({ userId: user.id, provider: "stripe", customerId: customer.id })
    .onConflictDoUpdate({
      target: billingAccounts.userId,
      set: { customerId: customer.id, provider: "stripe", updatedAt: new Date() },
    });
  const [row] = await ctx.database.db
    .select({ customerId: billingAccounts.customerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, user.id));
  return row?.customerId ?? customer.id;
}

/** Moves a live Stripe subscription to another price, invoicing the pro-rated difference now, and applies it at once. */
async function changeStripePlan(
  ctx: AppContext,
  stripe: { stripe: Stripe; config: StripeConfig },
  subscriptionId: string,
  userId: string,
  tier: PaidTier,
  price: string,
  now: Date,
) {
  const current = await stripe.stripe.subscriptions.retrieve(subscriptionId);
  const item = current.items.data[0];
  if (!item) throw new AppError("UNAVAILABLE", BILLING_MESSAGES.checkoutFailed);
  const updated = await stripe.stripe.subscriptions.update(
    subscriptionId,
    {
      items: [{ id: item.id, price }],
      proration_behavior: "always_invoice",
      cancel_at_period_end: false,
      metadata: { userId, tier },
    },
    { idempotencyKey: `plan:${subscriptionId}:${tier}:${item.id}:${current.items.data[0]?.price.id}` },
  );
  await processBillingEvents(
    ctx,
    [subscriptionEvent(stripe.config, updated, `api:plan:${subscriptionId}:${randomUUID()}`, now)],
    now,
  );
}
