import type Stripe from "stripe";

import { paidTierSchema, planOf, TOKEN_PACK_SIZE, type Tier } from "@twl/contract";

import type { BillingEvent } from "./billing-events.ts";
import { tierOfPrice, type StripeConfig } from "./stripe-client.ts";

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;
const dateOf = (seconds: number | null | undefined): Date | null =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;

/** A Stripe subscription as our event: tier by its price (else its metadata), period end from its items. */
export function subscriptionEvent(
  config: StripeConfig,
  sub: Stripe.Subscription,
  id: string,
  at: Date,
  statusOverride?: string,
): BillingEvent {
  const item = sub.items?.data?.[0];
  const metadataTier = paidTierSchema.safeParse(sub.metadata?.tier);
  const tier: Tier | null =
    tierOfPrice(config, item?.price?.id) ?? (metadataTier.success ? metadataTier.data : null);
  const legacyPeriodEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  return {
    id,
    at,
    provider: "stripe",
    type: "subscription.changed",
    subscriptionId: sub.id,
    customerId: idOf(sub.customer),
    userId: sub.metadata?.userId ?? null,
    tier,
    status: statusOverride ?? sub.status,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
    periodEnd: dateOf(item?.current_period_end ?? legacyPeriodEnd),
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(parent ?? legacy ?? null);
}

/**
 * Turns a verified Stripe event into ours, or null for a type we do not act on (answered 200, no writes).
 * Nothing in the payload is trusted beyond what the signature covers; amounts and ids come from Stripe.
 */
export function toBillingEvent(config: StripeConfig, event: Stripe.Event): BillingEvent | null {
  const at = new Date(event.created * 1000);
  const base = { id: event.id, at, provider: "stripe" as const };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      if (session.payment_status === "unpaid") return null; // an async payment not settled yet
      const userId = session.metadata?.userId ?? session.client_reference_id;
      if (!userId) return null;
      if (session.mode === "payment" && session.metadata?.kind === "tokens") {
        const tokens = Number(session.metadata.tokens);
        if (!Number.isInteger(tokens) || tokens < 1) return null;
        const pack = session.metadata.pack === "true";
        return {
          ...base,
          type: "checkout.completed",
          userId,
          ref: session.id,
          amountCents: session.amount_total ?? 0,
          purchase: { kind: "tokens", tokens, description: tokenDescription(tokens, pack) },
        };
      }
      if (session.mode === "subscription") {
        const tier = paidTierSchema.safeParse(session.metadata?.tier);
        const subscriptionId = idOf(session.subscription);
        if (!tier.success || !subscriptionId) return null;
        return {
          ...base,
          type: "checkout.completed",
          userId,
          ref: session.id,
          amountCents: session.amount_total ?? 0,
          purchase: {
            kind: "subscription",
            tier: tier.data,
            customerId: idOf(session.customer),
            subscriptionId,
            periodEnd: null,
          },
        };
      }
      return null;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return subscriptionEvent(config, event.data.object, event.id, at);
    case "customer.subscription.deleted":
      return subscriptionEvent(config, event.data.object, event.id, at, "canceled");
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const paid = event.type === "invoice.paid";
      const line = invoice.lines?.data?.[0];
      const tier = tierOfPrice(
        config,
        (line?.pricing as { price_details?: { price?: string } } | null | undefined)?.price_details?.price,
      );
      return {
        ...base,
        type: paid ? "invoice.paid" : "invoice.failed",
        subscriptionId: invoiceSubscriptionId(invoice),
        customerId: idOf(invoice.customer),
        userId: invoice.parent?.subscription_details?.metadata?.userId ?? null,
        // One row per invoice, and one per failed attempt.
        ref: paid ? invoice.id! : `${invoice.id}:failed:${invoice.attempt_count ?? 0}`,
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        description:
          invoice.description ?? line?.description ?? (tier ? `${planOf(tier).name} plan` : "Subscription"),
        periodEnd: dateOf(line?.period?.end),
      };
    }
    default:
      return null;
  }
}

export function tokenDescription(tokens: number, pack: boolean): string {
  if (pack) {
    const packs = tokens / TOKEN_PACK_SIZE;
    return `Coverage tokens: ${packs} × 5-token pack${packs === 1 ? "" : "s"}`;
  }
  return `Coverage tokens: ${tokens} × single token${tokens === 1 ? "" : "s"}`;
}
