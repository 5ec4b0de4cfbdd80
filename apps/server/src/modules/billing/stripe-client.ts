import Stripe from "stripe";

import type { Config } from "../../config/env.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";

export type StripeConfig = NonNullable<Config["billing"]["stripe"]>;

const clients = new WeakMap<StripeConfig, Stripe>();

/** The official SDK, one client per configuration; STRIPE_API_BASE points it at stripe-mock or a test server. */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const base = config.apiBase ? new URL(config.apiBase) : undefined;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: "The White List" },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === "https:" ? 443 : 80),
            protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

/** Stripe when configured, else undefined (test mode). */
export function stripeOf(ctx: AppContext): { stripe: Stripe; config: StripeConfig } | undefined {
  const config = ctx.config.billing.stripe;
  return config ? { stripe: stripeClient(config), config } : undefined;
}

/** A price id from the configuration, or a 503 naming what is missing. */
export function requirePrice(config: StripeConfig, key: keyof StripeConfig["prices"]): string {
  const price = config.prices[key];
  if (!price)
    throw new AppError(
      "UNAVAILABLE",
      "Card payments are not fully configured (a Stripe price id is missing)",
    );
  return price;
}

/** The tier a Stripe price stands for, by the configured price ids. */
export function tierOfPrice(
  config: StripeConfig,
  priceId: string | null | undefined,
): "basic" | "pro" | "studio" | null {
  if (!priceId) return null;
  for (const tier of ["basic", "pro", "studio"] as const) if (config.prices[tier] === priceId) return tier;
  return null;
}
