import { z } from "zod";

import { optionalString } from "./env-parsers.ts";

/** STRIPE_* and PAYMENTS_TEST_MODE. */
export const billingEnvSchema = z.object({
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_STUDIO: optionalString,
  STRIPE_PRICE_TOKEN: optionalString,
  STRIPE_PRICE_TOKEN_PACK: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  /** Without Stripe keys: the test-mode checkout (grants plans free). auto = only where plainly not public. */
  PAYMENTS_TEST_MODE: z.enum(["auto", "true", "false"]).default("auto"),
});

type BillingEnv = z.infer<typeof billingEnvSchema>;

/**
 * Payments: Stripe when both keys are set (price ids from STRIPE_PRICE_*; STRIPE_API_BASE points the
 * SDK at stripe-mock or a test server), otherwise the labelled test-mode checkout.
 */
export interface BillingConfig {
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        apiBase: string | undefined;
        prices: { basic?: string; pro?: string; studio?: string; token?: string; tokenPack?: string };
      }
    | undefined;
  /**
   * PAYMENTS_TEST_MODE, used only without Stripe: `on` offers the test-mode checkout to everyone,
   * `off` makes payments unavailable, `auto` offers it in development and test, and in production
   * only to loopback requests on a loopback PUBLIC_URL (modules/billing/payment-mode.ts).
   */
  testMode: "auto" | "on" | "off";
}

export function checkBillingEnv(env: BillingEnv, ctx: z.RefinementCtx): void {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    ctx.addIssue({
      code: "custom",
      path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
      message: "Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    });
  }
}

export function billingConfig(env: BillingEnv): BillingConfig {
  return {
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
            prices: {
              basic: env.STRIPE_PRICE_BASIC,
              pro: env.STRIPE_PRICE_PRO,
              studio: env.STRIPE_PRICE_STUDIO,
              token: env.STRIPE_PRICE_TOKEN,
              tokenPack: env.STRIPE_PRICE_TOKEN_PACK,
            },
          }
        : undefined,
    testMode: env.PAYMENTS_TEST_MODE === "auto" ? "auto" : env.PAYMENTS_TEST_MODE === "true" ? "on" : "off",
  };
}
