import { useMutation, useQueryClient } from "@tanstack/react-query";

import {
  cancelSubscriptionResponseSchema,
  checkoutUrlResponseSchema,
  reactivateSubscriptionResponseSchema,
  subscriptionStatusResponseSchema,
} from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/billing/cancel-subscription {reason: user_requested}: the plan runs until the period ends. */
export function cancelSubscription() {
  return apiFetch("/api/billing/cancel-subscription", {
    method: "POST",
    body: { reason: "user_requested" },
    schema: cancelSubscriptionResponseSchema,
  });
}

/** POST /api/billing/reactivate-subscription (empty body). */
export function reactivateSubscription() {
  return apiFetch("/api/billing/reactivate-subscription", {
    method: "POST",
    headers: { "Idempotency-Key": crypto.randomUUID() },
    schema: reactivateSubscriptionResponseSchema,
  });
}

/** POST /api/billing/create-portal-session: the provider's billing portal (or the test-mode page). */
export function createPortalSession() {
  return apiFetch("/api/billing/create-portal-session", {
    method: "POST",
    schema: checkoutUrlResponseSchema,
  });
}

export type TestControl = "renew" | "fail-payment" | "end-period" | "update-payment-method";
/** POST /api/billing/test/{control}: test mode only. */
export function runTestControl(control: TestControl) {
  return apiFetch(`/api/billing/test/${control}`, {
    method: "POST",
    schema: subscriptionStatusResponseSchema,
  });
}

/** After any billing change every figure on screen may move (tier, allowance, clout): refetch them all. */
function useRefetchAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useCancelSubscription() {
  const refetch = useRefetchAll();
  return useMutation({ mutationFn: cancelSubscription, onSuccess: refetch });
}
export function useReactivateSubscription() {
  const refetch = useRefetchAll();
  return useMutation({ mutationFn: reactivateSubscription, onSuccess: refetch });
}
export function useTestControl() {
  const refetch = useRefetchAll();
  return useMutation({ mutationFn: runTestControl, onSuccess: refetch });
}
export function usePortalSession(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: ({ url }) => navigate(url),
    onError: (error) => console.error("portal session failed", error),
  });
}
