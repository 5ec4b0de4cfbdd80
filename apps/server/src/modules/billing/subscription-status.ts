import { eq } from "drizzle-orm";

import type { PaymentMode, SubscriptionState, SubscriptionStatusResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { pendingCloutOf } from "../clout/liquid-grants.ts";
import { coverageUsageOf } from "../identity/coverage-usage.ts";
import { isLiveStatus } from "./billing-events.ts";
import { findAccountByUser, type BillingAccount } from "./billing.repo.ts";

/** The state the UI shows, from the stored subscription. */
export function subscriptionStateOf(account: BillingAccount | null, now: Date): SubscriptionState {
  if (!account?.subscriptionId || !account.status) return "none";
  if (account.status === "canceled" || account.status === "unpaid" || account.status === "incomplete_expired")
    return "expired";
  if (account.status === "past_due") return "past_due";
  if (!isLiveStatus(account.status)) return "none";
  if (account.cancelAtPeriodEnd) {
    return account.currentPeriodEnd && account.currentPeriodEnd.getTime() <= now.getTime()
      ? "expired"
      : "cancelled_but_active";
  }
  return "active";
}

/** GET /api/billing/subscription-status; `paymentMode` is this request's (payment-mode.ts). */
export async function getSubscriptionStatus(
  ctx: AppContext,
  userId: string,
  paymentMode: PaymentMode,
  now: Date = new Date(),
): Promise<SubscriptionStatusResponse> {
  const db = ctx.database.db;
  const [[user], account, pendingClout] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    findAccountByUser(db, userId),
    pendingCloutOf(db, userId),
  ]);
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  const state = subscriptionStateOf(account, now);
  const currentPeriodEnd = account?.currentPeriodEnd?.toISOString() ?? null;
  return {
    success: true,
    subscription:
      account?.subscriptionId && account.status
        ? {
            tier: account.tier,
            status: account.status,
            cancelAtPeriodEnd: account.cancelAtPeriodEnd,
            currentPeriodEnd,
          }
        : null,
    subscriptionState: state,
    canReactivate: state === "cancelled_but_active",
    canResubscribe: state === "none" || state === "expired",
    tier: user.tier,
    currentPeriodEnd,
    paymentMode,
    coverageUsage: coverageUsageOf(user, now),
    availableClout: user.availableClout,
    pendingClout,
  };
}
