import type Stripe from "stripe";

import { planOf, TOKEN_PACK_PRICE_USD, TOKEN_PRICE_USD } from "@twl/contract";

import { loadDotenv } from "../config/dotenv.ts";
import { loadConfig } from "../config/env.ts";
import { stripeClient } from "../modules/billing/stripe-client.ts";

const USAGE = `Usage:
  npm run stripe:setup [-- <stripe secret key>]
Creates (or finds, by lookup key) the products and prices of the plans and coverage tokens in a Stripe
account and prints the STRIPE_PRICE_* lines for .env. Without an argument the key comes from
STRIPE_SECRET_KEY. With PUBLIC_URL set it also creates the webhook endpoint and prints its secret.`;

const WEBHOOK_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

interface PriceSpec {
  env: string;
  lookupKey: string;
  product: string;
  description: string;
  unitAmount: number;
  recurring: boolean;
}

const SPECS: PriceSpec[] = [
  ...(["basic", "pro", "studio"] as const).map((tier) => {
    const plan = planOf(tier);
    return {
      env: `STRIPE_PRICE_${tier.toUpperCase()}`,
      lookupKey: `twl_${tier}_monthly`,
      product: `The White List ${plan.name}`,
      description: `${plan.coveragesPerMonth} coverage a month, ${plan.monthlyClout} liquid clout on the 1st`,
      unitAmount: plan.priceUsd! * 100,
      recurring: true,
    };
  }),
  {
    env: "STRIPE_PRICE_TOKEN",
    lookupKey: "twl_coverage_token",
    product: "Coverage token",
    description: "One coverage, never expires",
    unitAmount: TOKEN_PRICE_USD * 100,
    recurring: false,
  },
  {
    env: "STRIPE_PRICE_TOKEN_PACK",
    lookupKey: "twl_coverage_token_pack",
    product: "5-token pack",
    description: "Five coverages, never expire",
    unitAmount: TOKEN_PACK_PRICE_USD * 100,
    recurring: false,
  },
];

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (arg === "--help" || arg === "-h") {
    console.log(USAGE);
    return 0;
  }
  loadDotenv();
  const config = loadConfig();
  const key = arg ?? config.billing.stripe?.secretKey;
  if (!key) {
    console.error(
      "No Stripe secret key: pass it as an argument or set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET).\n",
    );
    console.error(USAGE);
    return 2;
  }
  const stripe: Stripe = stripeClient({
    secretKey: key,
    webhookSecret: "",
    apiBase: config.billing.stripe?.apiBase,
    prices: {},
  });
  const lines: string[] = [];
  for (const spec of SPECS) {
    const existing = await stripe.prices.list({ lookup_keys: [spec.lookupKey], active: true, limit: 1 });
    let price = existing.data[0];
    if (!price) {
      const product = await stripe.products.create(
        { name: spec.product, description: spec.description, metadata: { twl: spec.lookupKey } },
        { idempotencyKey: `twl-product:${spec.lookupKey}` },
      );
      price = await stripe.prices.create(
        {
          product: product.id,
          currency: "usd",
          unit_amount: spec.unitAmount,
          lookup_key: spec.lookupKey,
          ...(spec.recurring ? { recurring: { interval: "month" as const } } : {}),
        },
        { idempotencyKey: `twl-price:${spec.lookupKey}:${spec.unitAmount}` },
      );
      console.error(`created ${spec.product} (${price.id})`);
    } else {
      console.error(`found ${spec.product} (${price.id})`);
    }
    lines.push(`${spec.env}=${price.id}`);
  }
  if (config.publicUrl) {
    const url = `${config.publicUrl.replace(/\/$/, "")}/api/billing/webhook`;
    const endpoints = await stripe.webhookEndpoints.list({ limit: 100 });
    if (endpoints.data.some((e) => e.url === url)) {
      console.error(`webhook endpoint ${url} exists; its signing secret is in the Stripe dashboard`);
    } else {
      const endpoint = await stripe.webhookEndpoints.create({ url, enabled_events: [...WEBHOOK_EVENTS] });
      lines.push(`STRIPE_WEBHOOK_SECRET=${endpoint.secret}`);
    }
  } else {
    console.error(
      `Set PUBLIC_URL to create the webhook endpoint, or add <your url>/api/billing/webhook in the dashboard with: ${WEBHOOK_EVENTS.join(", ")}`,
    );
  }
  console.log(lines.join("\n"));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
