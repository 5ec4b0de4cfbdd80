import { useMutation, useQueryClient } from "@tanstack/react-query";

import { readerListResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { listKeys } from "./list-keys.ts";

/** PUT (add) or DELETE (remove) /api/lists/{id}/scripts/{scriptId}. */
export function useToggleListScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, scriptId, add }: { listId: string; scriptId: string; add: boolean }) =>
      apiFetch(`/api/lists/${encodeURIComponent(listId)}/scripts/${encodeURIComponent(scriptId)}`, {
        method: add ? "PUT" : "DELETE",
        schema: readerListResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
