import { useMutation, useQueryClient } from "@tanstack/react-query";

import { readerListResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { listKeys } from "./list-keys.ts";

/** POST /api/lists */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch("/api/lists", { method: "POST", body: { name }, schema: readerListResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
