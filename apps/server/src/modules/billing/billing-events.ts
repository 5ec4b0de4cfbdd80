import { and, eq, sql } from "drizzle-orm";

import type { PaidTier, Tier } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { billingAccounts, billingEvents, billingTransactions, users } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { applyTier } from "./apply-tier.ts";
import { findAccountFor, type BillingAccount } from "./billing.repo.ts";

/**
 * What a payment provider tells us, in our own words. The Stripe webhook and the test-mode checkout
 * both turn their input into these events and apply them through `processBillingEvents`: the same
 * fulfilment code whichever provider is in use (conventions §9: webhooks are triggers).
 */
export type Provider = "stripe" | "test";
interface EventBase {
  /** The provider's event id (or ours in test mode): each is applied once. */
  id: string;
  /** When the provider made the change: an older change never overwrites a newer one. */
  at: Date;
  provider: Provider;
}
export type BillingEvent =
  | (EventBase & {
      type: "checkout.completed";
      userId: string;
      /** The checkout session: the payment's reference, fulfilled once. */
      ref: string;
      amountCents: number;
      purchase:
        | { kind: "tokens"; tokens: number; description: string }
        | {
            kind: "subscription";
            tier: PaidTier;
            customerId: string | null;
            subscriptionId: string;
            periodEnd: Date | null;
          };
    })
  | (EventBase & {
      type: "subscription.changed";
      subscriptionId: string;
      customerId: string | null;
      userId: string | null;
      /** The tier of the subscription's price; null when unknown (kept as is). */
      tier: Tier | null;
      status: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    })
  | (EventBase & {
      type: "invoice.paid" | "invoice.failed";
      subscriptionId: string | null;
      customerId: string | null;
      userId: string | null;
      ref: string;
      amountCents: number;
      description: string;
      periodEnd: Date | null;
    });

/** Statuses under which the subscription's tier applies. */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);
const ENDED_STATUSES = new Set(["canceled", "unpaid", "incomplete_expired"]);
export const isLiveStatus = (status: string | null | undefined) => !!status && LIVE_STATUSES.has(status);

/**
 * Applies provider events in one transaction: each event id is recorded first (a redelivered or
 * concurrent duplicate finds it and changes nothing), then its change and the ledger rows are written.
 * Any failure rolls everything back, including the event id, so the provider's redelivery applies it.
 */
export async function processBillingEvents(
  ctx: AppContext,
  events: BillingEvent[],
  now: Date = new Date(),
  /** More writes that belong to the same transaction (the test checkout marks its session completed). */
  alsoInTransaction?: (tx: Db) => Promise<void>,
): Promise<{ applied: number }> {
  return withTransaction(ctx.database.db, async (tx) => {
    let applied = 0;
    for (const event of events) {
      const recorded = await tx
        .insert(billingEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (recorded.length === 0) continue;
      await applyEvent(tx, event, now);
      applied++;
    }
    await alsoInTransaction?.(tx);
    return { applied };
  });
}

async function applyEvent(tx: Db, event: BillingEvent, now: Date): Promise<void> {
  switch (event.type) {
    case "checkout.completed":
      return event.purchase.kind === "tokens"
        ? fulfilTokens(tx, event, event.purchase)
        : fulfilSubscriptionCheckout(tx, event, event.purchase, now);
    case "subscription.changed":
      return applySubscriptionChange(tx, event, now);
    case "invoice.paid":
    case "invoice.failed":
      return applyInvoice(tx, event);
  }
}

type Of<T extends BillingEvent["type"]> = Extract<BillingEvent, { type: T }>;

/** Coverage tokens: the payment row and the tokens together, once per checkout session. */
async function fulfilTokens(
  tx: Db,
  event: Of<"checkout.completed">,
  purchase: { tokens: number; description: string },
) {
  const inserted = await tx
    .insert(billingTransactions)
    .values({
      userId: event.userId,
      providerRef: event.ref,
      description: purchase.description,
      amountCents: event.amountCents,
      status: "paid",
      createdAt: event.at,
    })
    .onConflictDoNothing()
    .returning({ id: billingTransactions.id });
  if (inserted.length === 0) return;
  await tx
    .update(users)
    .set({ coverageTokens: sql`${users.coverageTokens} + ${purchase.tokens}` })
    .where(eq(users.id, event.userId));
}

async function fulfilSubscriptionCheckout(
  tx: Db,
  event: Of<"checkout.completed">,
  purchase: { tier: PaidTier; customerId: string | null; subscriptionId: string; periodEnd: Date | null },
  now: Date,
) {
  const account = await lockAccount(tx, event.userId);
  // A later change of the same subscription (say a failed payment) already arrived: keep it.
  const newerKnown =
    account?.subscriptionId === purchase.subscriptionId && account.stateAt && account.stateAt > event.at;
  if (newerKnown) {
    if (!account.customerId && purchase.customerId)
      await tx
        .update(billingAccounts)
        .set({ customerId: purchase.customerId })
        .where(eq(billingAccounts.userId, event.userId));
    return;
  }
  await upsertAccount(tx, event.userId, {
    provider: event.provider,
    customerId: purchase.customerId ?? account?.customerId ?? null,
    subscriptionId: purchase.subscriptionId,
    tier: purchase.tier,
    status: "active",
    cancelAtPeriodEnd: false,
    currentPeriodEnd:
      purchase.periodEnd ??
      (account?.subscriptionId === purchase.subscriptionId ? account.currentPeriodEnd : null),
    stateAt: event.at,
  });
  await applyTier(tx, event.userId, purchase.tier, now);
}

/**
 * A subscription's new state. Out of order safety: a canceled (deleted) subscription is final, and
 * a change older than the one applied last is ignored; a different subscription replaces the stored
 * one unless it has already ended while the stored one is live.
 */
async function applySubscriptionChange(tx: Db, event: Of<"subscription.changed">, now: Date) {
  const found = await findAccountFor(tx, {
    subscriptionId: event.subscriptionId,
    userId: event.userId,
    customerId: event.customerId,
  });
  const userId = found?.userId ?? event.userId;
  if (!userId) return; // a customer we do not know: nothing of ours to change
  const account = await lockAccount(tx, userId);
  if (account?.subscriptionId === event.subscriptionId) {
    if (account.status === "canceled") return;
    if (account.stateAt && account.stateAt > event.at) return;
  } else if (account?.subscriptionId && isLiveStatus(account.status) && !isLiveStatus(event.status)) {
    return;
  }
  const subscriptionTier: Tier = event.tier ?? account?.tier ?? "free";
  await upsertAccount(tx, userId, {
    provider: event.provider,
    customerId: event.customerId ?? account?.customerId ?? null,
    subscriptionId: event.subscriptionId,
    tier: subscriptionTier,
    status: event.status,
    cancelAtPeriodEnd: event.cancelAtPeriodEnd,
    currentPeriodEnd:
      event.periodEnd ?? (account?.subscriptionId === event.subscriptionId ? account.currentPeriodEnd : null),
    stateAt: event.at,
  });
  // Live: the subscription's tier; ended: back to free; incomplete or paused: unchanged until paid.
  const userTier: Tier | null = isLiveStatus(event.status)
    ? subscriptionTier
    : ENDED_STATUSES.has(event.status)
      ? "free"
      : null;
  if (!userTier) return;
  const [user] = await tx.select({ tier: users.tier }).from(users).where(eq(users.id, userId));
  if (user && user.tier !== userTier) await applyTier(tx, userId, userTier, now);
}

/** A paid or failed invoice: the payment row once, and the subscription's status and period. */
async function applyInvoice(tx: Db, event: Of<"invoice.paid" | "invoice.failed">) {
  const found = await findAccountFor(tx, {
    subscriptionId: event.subscriptionId,
    userId: event.userId,
    customerId: event.customerId,
  });
  if (!found) return;
  const account = (await lockAccount(tx, found.userId))!;
  await tx
    .insert(billingTransactions)
    .values({
      userId: account.userId,
      providerRef: event.ref,
      description: event.description,
      amountCents: event.amountCents,
      status: event.type === "invoice.paid" ? "paid" : "failed",
      createdAt: event.at,
    })
    .onConflictDoNothing();
  if (
    !event.subscriptionId ||
    account.subscriptionId !== event.subscriptionId ||
    account.status === "canceled"
  )
    return;
  const isNewer = !account.stateAt || account.stateAt <= event.at;
  const periodEnd =
    event.periodEnd && (!account.currentPeriodEnd || event.periodEnd > account.currentPeriodEnd)
      ? event.periodEnd
      : account.currentPeriodEnd;
  await tx
    .update(billingAccounts)
    .set({
      currentPeriodEnd: periodEnd,
      ...(isNewer
        ? { status: event.type === "invoice.paid" ? "active" : "past_due", stateAt: event.at }
        : {}),
    })
    .where(and(eq(billingAccounts.userId, account.userId)));
}

/** The user's account row, locked for the rest of the transaction (PostgreSQL; PGlite runs one transaction at a time). */
async function lockAccount(tx: Db, userId: string): Promise<BillingAccount | null> {
  const [row] = await tx
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .for("update");
  return row ?? null;
}

type AccountState = Pick<
  BillingAccount,
  | "provider"
  | "customerId"
  | "subscriptionId"
  | "tier"
  | "status"
  | "cancelAtPeriodEnd"
  | "currentPeriodEnd"
  | "stateAt"
>;

async function upsertAccount(tx: Db, userId: string, state: AccountState) {
  await tx
    .insert(billingAccounts)
    .values({ userId, ...state })
    .onConflictDoUpdate({ target: billingAccounts.userId, set: { ...state, updatedAt: new Date() } });
}
