import { queryOptions, useQuery } from "@tanstack/react-query";

import { paymentMethodsResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { billingKeys } from "./billing-keys.ts";

/** GET /api/billing/payment-methods (bearer). */
export async function getPaymentMethods() {
  return (await apiFetch("/api/billing/payment-methods", { schema: paymentMethodsResponseSchema }))
    .paymentMethods;
}

export const paymentMethodsQuery = () =>
  queryOptions({ queryKey: billingKeys.paymentMethods(), queryFn: getPaymentMethods });
export const usePaymentMethods = () => useQuery(paymentMethodsQuery());
