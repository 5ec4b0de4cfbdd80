import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { redirectResponseSchema, testCheckoutSessionResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { billingKeys } from "./billing-keys.ts";

/** GET /api/billing/test-checkout/{id}: what our test-mode checkout page sells. */
export async function getTestCheckout(id: string) {
  return (
    await apiFetch(`/api/billing/test-checkout/${encodeURIComponent(id)}`, {
      schema: testCheckoutSessionResponseSchema,
    })
  ).session;
}
export const testCheckoutQuery = (id: string) =>
  queryOptions({ queryKey: billingKeys.testCheckout(id), queryFn: () => getTestCheckout(id) });
export const useTestCheckout = (id: string) => useQuery(testCheckoutQuery(id));

/** POST .../complete or .../cancel: where to go next (/billing?success=true or ?canceled=true). */
export function finishTestCheckout({ id, action }: { id: string; action: "complete" | "cancel" }) {
  return apiFetch(`/api/billing/test-checkout/${encodeURIComponent(id)}/${action}`, {
    method: "POST",
    schema: redirectResponseSchema,
  });
}
export function useFinishTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: finishTestCheckout, onSuccess: () => queryClient.invalidateQueries() });
}
