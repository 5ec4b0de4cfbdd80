import { useMutation, useQueryClient } from "@tanstack/react-query";

import { payCoverageWithCloutResponseSchema, type PayCoverageWithCloutResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/protected/scripts/{id}/coverage/pay-with-clout: one coverage for liquid clout when nothing else is left. */
export function payCoverageWithClout(scriptId: string): Promise<PayCoverageWithCloutResponse> {
  return apiFetch(`/api/protected/scripts/${encodeURIComponent(scriptId)}/coverage/pay-with-clout`, {
    method: "POST",
    schema: payCoverageWithCloutResponseSchema,
  });
}

/** Balances, usage and the coverage list all move: every query is refetched. */
export function usePayCoverageWithClout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payCoverageWithClout, onSettled: () => queryClient.invalidateQueries() });
}
