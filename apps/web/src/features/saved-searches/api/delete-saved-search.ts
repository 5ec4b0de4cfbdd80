import { useMutation, useQueryClient } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { savedSearchKeys } from "./saved-search-keys.ts";

/** DELETE /api/saved-searches/{id} */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, {
        method: "DELETE",
        schema: successResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
