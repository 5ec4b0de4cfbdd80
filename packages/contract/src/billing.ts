import { z } from "zod";

import { TIERS, tierSchema } from "./auth.ts";
import { MONTHLY_CLOUT_GRANT_BY_TIER } from "./clout.ts";
import { COVERAGE_ALLOWANCE_BY_TIER, coverageSchema, coverageUsageSchema } from "./coverage.ts";
import { cleanMultilineText } from "./text.ts";

/**
 * Plans, payments and subscriptions. The plans are data: the server
 * reads the allowance and the clout grant from here, the web shows the same figures. Names and
 * pro-rating are recorded in docs/decisions/010-billing-plans.md.
 */
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS = ["basic", "pro", "studio"] as const;
export const paidTierSchema = z.enum(PAID_TIERS);
export type PaidTier = z.infer<typeof paidTierSchema>;

export interface Plan {
  tier: Tier;
  name: string;
  /** Dollars a month; null for Enterprise (custom, contact only). */
  priceUsd: number | null;
  /** Coverages a month; null where no fixed number is shown (Enterprise). */
  coveragesPerMonth: number | null;
  /** Liquid clout granted on the 1st; null where no fixed number is shown (Enterprise). */
  monthlyClout: number | null;
  tagline: string;
  features: readonly string[];
  contactOnly: boolean;
  popular: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    tier: "free",
    name: "Free",
    priceUsd: 0,
    coveragesPerMonth: COVERAGE_ALLOWANCE_BY_TIER.free,
    monthlyClout: MONTHLY_CLOUT_GRANT_BY_TIER.free,
    tagline: "Start sharing your scripts",
    features: [
      "100 MB of storage for scripts and covers",
      "Public and private scripts",
      "Give and earn clout",
    ],
    contactOnly: false,
    popular: false,
  },
  {
    tier: "basic",
    name: "Basic",
    priceUsd: 19,
    coveragesPerMonth: COVERAGE_ALLOWANCE_BY_TIER.basic,
    monthlyClout: MONTHLY_CLOUT_GRANT_BY_TIER.basic,
    tagline: "More clout to back the scripts you love",
    features: ["Everything in Free", "Double the monthly clout"],
    contactOnly: false,
    popular: false,
  },
  {
    tier: "pro",
    name: "Pro",
    priceUsd: 29,
    coveragesPerMonth: COVERAGE_ALLOWANCE_BY_TIER.pro,
    monthlyClout: MONTHLY_CLOUT_GRANT_BY_TIER.pro,
    tagline: "For writers with several drafts on the go",
    features: ["Everything in Basic", "Export features"],
    contactOnly: false,
    popular: true,
  },
  {
    tier: "studio",
    name: "Studio",
    priceUsd: 49,
    coveragesPerMonth: COVERAGE_ALLOWANCE_BY_TIER.studio,
    monthlyClout: MONTHLY_CLOUT_GRANT_BY_TIER.studio,
    tagline: "For writing teams and producers",
    features: ["Everything in Pro", "Team collaboration", "API access", "Phone support"],
    contactOnly: false,
    popular: false,
  },
  {
    tier: "enterprise",
    name: "Enterprise",
    priceUsd: null,
    coveragesPerMonth: null,
    monthlyClout: null,
    tagline: "Custom volume and terms for companies",
    features: ["Custom coverage volume", "Custom clout grants", "Dedicated support"],
    contactOnly: true,
    popular: false,
  },
];

export const TIER_ORDER: readonly Tier[] = TIERS;
export const planOf = (tier: Tier): Plan => PLANS.find((p) => p.tier === tier)!;
export const tierRank = (tier: Tier): number => TIER_ORDER.indexOf(tier);
/** The next plan up for the Upgrade button; free maps to basic; none above enterprise. */
export function nextTier(tier: Tier): Tier | null {
  const i = tierRank(tier);
  return i >= 0 && i < TIER_ORDER.length - 1 ? TIER_ORDER[i + 1]! : null;
}

/** Coverage tokens: singles 1-10 at $20; 5-packs 1-5 at $70; the quantity sent is packs x 5. */
export const TOKEN_PRICE_USD = 20;
export const TOKEN_PACK_SIZE = 5;
export const TOKEN_PACK_PRICE_USD = 70;
export const TOKEN_PACK_LIST_PRICE_USD = TOKEN_PACK_SIZE * TOKEN_PRICE_USD;
export const TOKEN_SINGLE_MAX = 10;
export const TOKEN_PACK_MAX = 5;
/** Price in dollars of `quantity` tokens bought as singles or as 5-packs. */
export function tokenPriceUsd(quantity: number, pack: boolean): number {
  return pack ? (quantity / TOKEN_PACK_SIZE) * TOKEN_PACK_PRICE_USD : quantity * TOKEN_PRICE_USD;
}

/** Liquid clout that pays for one coverage when the month's allowance and every token are spent. */
export const COVERAGE_CLOUT_PRICE = 200;

/** Timings. */
export const PAYMENT_BANNER_MS = 5_000;
export const COUNTDOWN_REFRESH_MS = 60_000;
export const URGENT_DAYS = 3;
export const RECENT_TRANSACTIONS_LIMIT = 5;

/**
 * stripe: Stripe Checkout and portal; test: our test-mode checkout (no card is charged, chosen by the
 * operator with PAYMENTS_TEST_MODE); none: payments are not available on this server (nothing can be bought).
 */
export const PAYMENT_MODES = ["stripe", "test", "none"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const TEST_MODE_LABEL = "Test mode — no card is charged";
export const PAYMENTS_UNAVAILABLE_TITLE = "Payments are not available on this server";
export const PAYMENTS_UNAVAILABLE_DETAIL =
  "Plans and coverage tokens cannot be bought here. Your current plan, its monthly coverage and clout, and paying for coverage with clout keep working.";
/** GET /api/billing/payment-mode (public): how this server takes payments, for this request. */
export const paymentModeResponseSchema = z.object({
  success: z.literal(true),
  paymentMode: z.enum(PAYMENT_MODES),
});
export type PaymentModeResponse = z.infer<typeof paymentModeResponseSchema>;

export const SUBSCRIPTION_STATES = ["none", "active", "cancelled_but_active", "expired", "past_due"] as const;
export const subscriptionStateSchema = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const subscriptionSchema = z.object({
  tier: tierSchema,
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete ... */
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
});

export const subscriptionStatusResponseSchema = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema.nullable(),
  subscriptionState: subscriptionStateSchema,
  canReactivate: z.boolean(),
  canResubscribe: z.boolean(),
  tier: tierSchema,
  currentPeriodEnd: z.string().nullable(),
  /** See PAYMENT_MODES; `none` when nothing can be bought on this server. */
  paymentMode: z.enum(PAYMENT_MODES),
  coverageUsage: coverageUsageSchema,
  availableClout: z.number().int(),
  /** Liquid clout granted (plan, monthly grant) that waits for the email address to be verified. */
  pendingClout: z.number().int(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const paymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({
  success: z.literal(true),
  paymentMethods: z.array(paymentMethodSchema),
});

export const billingTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  date: z.string(),
  /** Dollars. */
  amount: z.number(),
  /** paid, succeeded, failed, or another provider status. */
  status: z.string(),
});
export type BillingTransaction = z.infer<typeof billingTransactionSchema>;
export const billingTransactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(RECENT_TRANSACTIONS_LIMIT),
});
export const billingTransactionsResponseSchema = z.object({
  success: z.literal(true),
  transactions: z.array(billingTransactionSchema),
});

export const createCheckoutSessionRequestSchema = z.object({ tier: paidTierSchema });
export const createCoverageCheckoutRequestSchema = z
  .object({
    /** Number of tokens: 1-10 singles, or packs x 5 (5-25). */
    quantity: z.number().int().min(1),
    /** Bought as 5-packs; when left out, a quantity above 10 means packs. */
    pack: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const pack = v.pack ?? v.quantity > TOKEN_SINGLE_MAX;
    const ok = pack
      ? v.quantity % TOKEN_PACK_SIZE === 0 &&
        v.quantity / TOKEN_PACK_SIZE >= 1 &&
        v.quantity / TOKEN_PACK_SIZE <= TOKEN_PACK_MAX
      : v.quantity >= 1 && v.quantity <= TOKEN_SINGLE_MAX;
    if (!ok)
      ctx.addIssue({
        code: "custom",
        path: ["quantity"],
        message: "Choose 1 to 10 tokens, or 1 to 5 packs of 5",
      });
  });
export type CreateCoverageCheckoutRequest = z.infer<typeof createCoverageCheckoutRequestSchema>;
export const checkoutUrlResponseSchema = z.object({ success: z.literal(true), url: z.string() });

export const cancelSubscriptionRequestSchema = z
  .object({ reason: z.string().overwrite(cleanMultilineText).max(200).optional() })
  .optional();
export const cancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  cancelAt: z.string().nullable(),
  currentTier: tierSchema,
});
export const reactivateSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  tier: tierSchema,
  currentPeriodEnd: z.string().nullable(),
});

/** Our own checkout page when Stripe is not configured. */
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(["subscription", "tokens"]),
  tier: tierSchema.nullable(),
  quantity: z.number().int().nullable(),
  description: z.string(),
  amountUsd: z.number(),
  status: z.enum(["open", "completed", "cancelled"]),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;
export const testCheckoutSessionResponseSchema = z.object({
  success: z.literal(true),
  session: testCheckoutSessionSchema,
});
export const redirectResponseSchema = z.object({ success: z.literal(true), redirectUrl: z.string() });

/** POST /api/protected/scripts/{id}/coverage/pay-with-clout: coverage paid with liquid clout. */
export const payCoverageWithCloutResponseSchema = z.object({
  success: z.literal(true),
  coverage: coverageSchema,
  coverageUsage: coverageUsageSchema,
  cloutAwarded: z.number().int(),
  newCloutBalance: z.number().int(),
  cloutSpent: z.number().int(),
  availableClout: z.number().int(),
});
export type PayCoverageWithCloutResponse = z.infer<typeof payCoverageWithCloutResponseSchema>;

export const BILLING_MESSAGES = {
  checkoutFailed: "Failed to start checkout. Please try again.",
  cancelFailed: "Failed to cancel subscription. Please try again.",
  reactivateFailed: "Failed to reactivate subscription. Please try again.",
  paymentSuccess: "Payment successful! Your account has been updated.",
  expired: "Your subscription has ended and your account has been downgraded to the Free tier.",
  alreadyOnPlan: "You are already on this plan",
  noSubscription: "You have no active subscription",
  notCancelling: "Your subscription is not set to cancel",
  stripeNotConfigured: "Card payments are not configured",
  testModeOnly: "Test controls are only available in test mode",
  paymentsUnavailable: "Payments are not available on this server",
  checkoutNotFound: "Checkout session not found",
  checkoutClosed: "This checkout session is already closed",
  coverageStillAvailable: "You still have coverage available this month",
  insufficientClout: "You don't have enough clout",
} as const;
