import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "../src/config/env.ts";
import {
  configuredPaymentMode,
  describePaymentMode,
  isDirectLoopbackRequest,
} from "../src/modules/billing/payment-mode.ts";

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

describe("PAYMENTS_TEST_MODE (issue 28 #1)", () => {
  it("is auto by default and reads true and false; anything else is refused", () => {
    expect(loadConfig({}).billing.testMode).toBe("auto");
    expect(loadConfig({ PAYMENTS_TEST_MODE: "true" }).billing.testMode).toBe("on");
    expect(loadConfig({ PAYMENTS_TEST_MODE: "false" }).billing.testMode).toBe("off");
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: "yes please" })).toThrow(/PAYMENTS_TEST_MODE/);
  });

  it("auto: on in development and test; in production only for a loopback PUBLIC_URL, per request", () => {
    const mode = (env: Record<string, string>) => configuredPaymentMode(loadConfig(env)).mode;
    expect(mode({ NODE_ENV: "development" })).toBe("test");
    expect(mode({ NODE_ENV: "test" })).toBe("test");
    expect(mode({ NODE_ENV: "production" })).toBe("none");
    expect(mode({ NODE_ENV: "production", PUBLIC_URL: "https://thewhitelist.example" })).toBe("none");
    expect(mode({ NODE_ENV: "production", PUBLIC_URL: "http://localhost.example.com" })).toBe("none");
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://127.1.2.3",
      "http://[::1]:3000",
    ])
      expect(mode({ NODE_ENV: "production", PUBLIC_URL: url }), url).toBe("local-only");
    // An explicit setting wins; Stripe keys always mean Stripe.
    expect(mode({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" })).toBe("test");
    expect(mode({ NODE_ENV: "development", PAYMENTS_TEST_MODE: "false" })).toBe("none");
    expect(
      mode({ PAYMENTS_TEST_MODE: "true", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }),
    ).toBe("stripe");
  });

  it("the start-up log names the mode and warns whenever purchases are granted without charge", () => {
    const on = describePaymentMode(loadConfig({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" }));
    expect(on.level).toBe("warn");
    expect(on.message).toMatch(/test-mode payments are ON: purchases are granted without charge/);
    expect(on.message).toMatch(/PAYMENTS_TEST_MODE=true/);
    const local = describePaymentMode(
      loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }),
    );
    expect(local.level).toBe("warn");
    expect(local.message).toMatch(/loopback/);
    const off = describePaymentMode(loadConfig({ NODE_ENV: "production" }));
    expect(off.level).toBe("info");
    expect(off.message).toMatch(/payments are not available/);
  });

  it("a loopback request is one over a loopback socket with no forwarding header", () => {
    const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({
      socket: { remoteAddress },
      headers,
    });
    expect(isDirectLoopbackRequest(req("127.0.0.1"))).toBe(true);
    expect(isDirectLoopbackRequest(req("::ffff:127.0.0.1"))).toBe(true);
    expect(isDirectLoopbackRequest(req("::1"))).toBe(true);
    expect(isDirectLoopbackRequest(req("192.168.1.4"))).toBe(false);
    expect(isDirectLoopbackRequest(req("::ffff:10.0.0.1"))).toBe(false);
    for (const h of ["x-forwarded-for", "forwarded", "x-real-ip"])
      expect(isDirectLoopbackRequest(req("127.0.0.1", { [h]: "127.0.0.1" })), h).toBe(false);
  });
});
