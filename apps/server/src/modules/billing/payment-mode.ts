import { BlockList, isIP } from "node:net";
import type { FastifyRequest } from "fastify";

import { BILLING_MESSAGES, type PaymentMode } from "@twl/contract";

import type { Config } from "../../config/env.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * How this server takes payments (issue 28 #1). With Stripe keys: Stripe, always. Without them the
 * test-mode checkout grants plans and tokens for nothing, so it must be something the operator chose:
 * PAYMENTS_TEST_MODE=true (everyone, with a start-up warning), =false (no payments), or `auto`: on in
 * development and test; in production only where the product is plainly not public, that is a
 * loopback PUBLIC_URL and, per request, a loopback client socket with no forwarding headers (a
 * proxy in front, or a server reachable from outside, gives nothing away).
 */

/** Headers a proxy adds: a request carrying any of them did not come straight from this machine. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"] as const;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** localhost (and *.localhost), 127.0.0.0/8, ::1 and the IPv4-mapped loopback. */
export function isLoopbackHost(host: string | undefined | null): boolean {
  if (!host) return false;
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (h === "localhost" || h.endsWith(".localhost")) return true;
  const v4 = h.startsWith("::ffff:") ? h.slice(7) : h;
  if (isIP(v4) === 4) return LOOPBACK.check(v4, "ipv4");
  if (isIP(h) === 6) return LOOPBACK.check(h, "ipv6");
  return false;
}

const isLoopbackPublicUrl = (config: Config) => {
  if (!config.publicUrl) return false;
  try {
    return isLoopbackHost(new URL(config.publicUrl).hostname);
  } catch {
    return false;
  }
};

/** What the configuration decides before any request: a fixed mode, or `local-only` (auto in production). */
type ConfiguredMode = PaymentMode | "local-only";

export function configuredPaymentMode(config: Config): { mode: ConfiguredMode; reason: string } {
  if (config.billing.stripe) return { mode: "stripe", reason: "Stripe keys are set" };
  const setting = config.billing.testMode;
  if (setting === "on") return { mode: "test", reason: "PAYMENTS_TEST_MODE=true" };
  if (setting === "off") return { mode: "none", reason: "PAYMENTS_TEST_MODE=false and no Stripe keys" };
  if (!config.isProduction)
    return { mode: "test", reason: `PAYMENTS_TEST_MODE=auto and NODE_ENV=${config.env}` };
  if (isLoopbackPublicUrl(config))
    return {
      mode: "local-only",
      reason: `PAYMENTS_TEST_MODE=auto, production, PUBLIC_URL ${config.publicUrl} is loopback: only for direct loopback requests`,
    };
  return {
    mode: "none",
    reason: `PAYMENTS_TEST_MODE=auto in production without a loopback PUBLIC_URL (${config.publicUrl ?? "not set"})`,
  };
}

/** Whether the test-mode checkout may run at all under this configuration (use cases check it too). */
export const isTestModePossible = (config: Config) => {
  const { mode } = configuredPaymentMode(config);
  return mode === "test" || mode === "local-only";
};

type RequestLike = Pick<FastifyRequest, "headers"> & { socket: { remoteAddress?: string | undefined } };

/** True when the request came over a loopback socket with no proxy's forwarding header. */
export function isDirectLoopbackRequest(request: RequestLike): boolean {
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) return false;
  return isLoopbackHost(request.socket.remoteAddress);
}

/** The payment mode for this request. */
export function paymentModeFor(config: Config, request: RequestLike): PaymentMode {
  const { mode } = configuredPaymentMode(config);
  if (mode !== "local-only") return mode;
  return isDirectLoopbackRequest(request) ? "test" : "none";
}

/** Guards every purchase route: 503 "Payments are not available on this server" when nothing can be bought. */
export function requirePayments(config: Config, request: RequestLike): PaymentMode {
  const mode = paymentModeFor(config, request);
  if (mode === "none") throw new AppError("UNAVAILABLE", BILLING_MESSAGES.paymentsUnavailable);
  return mode;
}

/** Guards the test checkout and the test controls: only in test mode (404 with Stripe, 503 without payments). */
export function requireTestPayments(config: Config, request: RequestLike): void {
  const mode = requirePayments(config, request);
  if (mode !== "test") throw new AppError("NOT_FOUND", BILLING_MESSAGES.testModeOnly);
}

/** The start-up line naming the mode in force and why; a warning whenever purchases are granted without charge. */
export function describePaymentMode(config: Config): { level: "info" | "warn"; message: string } {
  const { mode, reason } = configuredPaymentMode(config);
  switch (mode) {
    case "stripe":
      return { level: "info", message: `payments: Stripe (${reason})` };
    case "none":
      return {
        level: "info",
        message: `payments are not available: purchases are refused (${reason}; set Stripe keys, or PAYMENTS_TEST_MODE=true for test-mode payments)`,
      };
    case "test":
      return {
        level: "warn",
        message: `test-mode payments are ON: purchases are granted without charge (${reason}). Set Stripe keys, or PAYMENTS_TEST_MODE=false, on a public server`,
      };
    case "local-only":
      return {
        level: "warn",
        message: `test-mode payments are ON for direct loopback requests only: purchases are granted without charge (${reason}). Set PAYMENTS_TEST_MODE=false to turn them off`,
      };
  }
}
