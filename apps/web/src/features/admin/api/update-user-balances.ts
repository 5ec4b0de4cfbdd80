import { useMutation, useQueryClient } from "@tanstack/react-query";

import { adminUserResponseSchema, type AdminUser } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

/** PUT /api/admin/users/{id}/clout (admin): sets spendable clout (0-10000). */
export function updateUserClout(userId: string, availableClout: number) {
  return apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/clout`, {
    method: "PUT",
    body: { availableClout },
    schema: adminUserResponseSchema,
  });
}

/** PUT /api/admin/users/{id}/coverage (admin): sets remaining coverages (at least 0). */
export function updateUserCoverage(userId: string, coverageRemaining: number) {
  return apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/coverage`, {
    method: "PUT",
    body: { coverageRemaining },
    schema: adminUserResponseSchema,
  });
}

export type BalanceField = "spendableClout" | "coverageRemaining";

/** Saves one inline edit; the lists, cards and that user's audit trail reload. */
export function useUpdateUserBalance(field: BalanceField) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, value }: { userId: string; value: number }): Promise<{ user: AdminUser }> =>
      field === "spendableClout" ? updateUserClout(userId, value) : updateUserCoverage(userId, value),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
