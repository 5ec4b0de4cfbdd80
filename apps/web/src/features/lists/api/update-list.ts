import { useMutation, useQueryClient } from "@tanstack/react-query";

import { readerListResponseSchema, type UpdateReaderListRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { listKeys } from "./list-keys.ts";

/** PATCH /api/lists/{id}: rename, share or make private again. */
export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateReaderListRequest & { id: string }) =>
      apiFetch(`/api/lists/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: changes,
        schema: readerListResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
