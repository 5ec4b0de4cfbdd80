import { useMutation, useQueryClient } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { listKeys } from "./list-keys.ts";

/** DELETE /api/lists/{id} */
export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/lists/${encodeURIComponent(id)}`, { method: "DELETE", schema: successResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
