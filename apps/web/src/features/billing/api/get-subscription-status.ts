import { queryOptions, useQuery } from "@tanstack/react-query";

import { subscriptionStatusResponseSchema, type SubscriptionStatusResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { billingKeys } from "./billing-keys.ts";

/** GET /api/billing/subscription-status (bearer). */
export function getSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return apiFetch("/api/billing/subscription-status", { schema: subscriptionStatusResponseSchema });
}

export const subscriptionStatusQuery = () =>
  queryOptions({ queryKey: billingKeys.status(), queryFn: getSubscriptionStatus });

export function useSubscriptionStatus(enabled = true) {
  return useQuery({ ...subscriptionStatusQuery(), enabled });
}
