import { useMutation, useQueryClient } from "@tanstack/react-query";

import { savedSearchResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { savedSearchKeys } from "./saved-search-keys.ts";

/** PATCH /api/saved-searches/{id} */
export function useRenameSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { name },
        schema: savedSearchResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
