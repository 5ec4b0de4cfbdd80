import { useMutation, useQueryClient } from "@tanstack/react-query";

import { adminUserResponseSchema, type AdminSetPlanRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

/** PUT /api/admin/users/{id}/plan (admin): a plan by hand; Enterprise with its custom monthly figures. */
export function setUserPlan(userId: string, plan: AdminSetPlanRequest) {
  return apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/plan`, {
    method: "PUT",
    body: plan,
    schema: adminUserResponseSchema,
  });
}

/** Saves the plan; the lists, cards and that user's audit trail reload. */
export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, plan }: { userId: string; plan: AdminSetPlanRequest }) =>
      setUserPlan(userId, plan),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
