import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { adminEditorialResponseSchema, adminScriptFlagsResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export type EditorialFlag = "isStaffPick" | "isContestWinner";

/** GET /api/admin/scripts/{id}/editorial (admin): Staff Pick, Contest Winner and visibility. */
export function getEditorialFlags(scriptId: string, signal?: AbortSignal) {
  return apiFetch(`/api/admin/scripts/${encodeURIComponent(scriptId)}/editorial`, {
    schema: adminScriptFlagsResponseSchema,
    signal,
  });
}

export function useEditorialFlags(scriptId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.editorial(scriptId),
      queryFn: ({ signal }) => getEditorialFlags(scriptId, signal),
    }),
  );
}

/** PUT /api/admin/scripts/{id}/editorial (admin): sets or clears one flag; discover lists change at once. */
export function setEditorialFlag(scriptId: string, flag: EditorialFlag, value: boolean) {
  return apiFetch(`/api/admin/scripts/${encodeURIComponent(scriptId)}/editorial`, {
    method: "PUT",
    body: { [flag]: value },
    schema: adminEditorialResponseSchema,
  });
}

export function useSetEditorialFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scriptId, flag, value }: { scriptId: string; flag: EditorialFlag; value: boolean }) =>
      setEditorialFlag(scriptId, flag, value),
    onSuccess: () => {
      // Admin tables and flags, and every public list (the discover categories).
      void queryClient.invalidateQueries();
    },
  });
}
