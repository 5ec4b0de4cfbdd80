import { queryOptions, useQuery } from "@tanstack/react-query";

import { paymentModeResponseSchema, type PaymentMode } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { billingKeys } from "./billing-keys.ts";

/** GET /api/billing/payment-mode (public): stripe, test (no card is charged) or none (nothing can be bought here). */
export async function getPaymentMode(signal?: AbortSignal): Promise<PaymentMode> {
  return (
    await apiFetch("/api/billing/payment-mode", { schema: paymentModeResponseSchema, token: null, signal })
  ).paymentMode;
}

export const paymentModeQuery = () =>
  queryOptions({
    queryKey: billingKeys.paymentMode(),
    queryFn: ({ signal }) => getPaymentMode(signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentMode() {
  return useQuery(paymentModeQuery());
}
