import { useMutation, useQueryClient } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { scriptKeys } from "./script-keys.ts";

/** DELETE /api/protected/scripts/{id} (owner). */
export async function deleteScript(id: string): Promise<void> {
  await apiFetch(`/api/protected/scripts/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: successResponseSchema,
  });
}

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScript,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: scriptKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
    },
  });
}
