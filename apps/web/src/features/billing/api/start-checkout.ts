import { useMutation } from "@tanstack/react-query";

import { checkoutUrlResponseSchema, type PaidTier } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export type CheckoutInput =
  { kind: "plan"; tier: PaidTier } | { kind: "tokens"; quantity: number; pack: boolean };

/**
 * POST /api/billing/create-checkout-session {tier} or /api/billing/create-coverage-checkout {quantity, pack}:
 * the address of the checkout (Stripe's, or our test-mode page). One Idempotency-Key per click.
 */
export function startCheckout(input: CheckoutInput): Promise<{ url: string }> {
  const headers = { "Idempotency-Key": crypto.randomUUID() };
  if (input.kind === "plan") {
    return apiFetch("/api/billing/create-checkout-session", {
      method: "POST",
      body: { tier: input.tier },
      headers,
      schema: checkoutUrlResponseSchema,
    });
  }
  return apiFetch("/api/billing/create-coverage-checkout", {
    method: "POST",
    body: { quantity: input.quantity, pack: input.pack },
    headers,
    schema: checkoutUrlResponseSchema,
  });
}

/** Sends the browser to the checkout it answers with. */
export function useStartCheckout(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => navigate(url) });
}
