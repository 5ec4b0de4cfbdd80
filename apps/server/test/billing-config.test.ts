import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "../src/config/env.ts";

describe("Stripe configuration", () => {
  it("is off (test-mode checkout) without keys", () => {
    expect(loadConfig({}).billing.stripe).toBeUndefined();
  });

  it("needs both keys", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("reads price ids and the API base from the environment", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_PRO: "price_pro",
      STRIPE_PRICE_TOKEN_PACK: "price_pack",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config.billing.stripe).toEqual({
      secretKey: "sk_test_x",
      webhookSecret: "whsec_x",
      apiBase: "http://127.0.0.1:12111",
      prices: {
        basic: undefined,
        pro: "price_pro",
        studio: undefined,
        token: undefined,
        tokenPack: "price_pack",
      },
    });
  });
});
