import { useMutation, useQueryClient } from "@tanstack/react-query";

import { savedSearchResponseSchema, type CreateSavedSearchRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { savedSearchKeys } from "./saved-search-keys.ts";

/** POST /api/saved-searches */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchRequest) =>
      apiFetch("/api/saved-searches", { method: "POST", body, schema: savedSearchResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
