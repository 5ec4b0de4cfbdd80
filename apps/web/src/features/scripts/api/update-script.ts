import { useMutation, useQueryClient } from "@tanstack/react-query";

import { scriptResponseSchema, type ScriptDetail, type UpdateScriptRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { updatePathOf, type ScriptTarget } from "../lib/script-target.ts";
import { scriptKeys } from "./script-keys.ts";

export interface UpdateScriptInput {
  target: ScriptTarget;
  changes: UpdateScriptRequest;
}

/**
 * PUT /api/protected/scripts/{id} (owner) or PUT /api/admin/users/{authorId}/scripts/{id} (admin
 * for a dummy author): title, logline, genres as slugs, visibility.
 */
export async function updateScript({ target, changes }: UpdateScriptInput): Promise<ScriptDetail> {
  const { script } = await apiFetch(updatePathOf(target), {
    method: "PUT",
    body: changes,
    schema: scriptResponseSchema,
  });
  return script;
}

/** Saves changes from the script page; the answer replaces the cached detail. */
export function useUpdateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScript,
    onSuccess: (script) => {
      queryClient.setQueryData(scriptKeys.detail(script.id), script);
      void queryClient.invalidateQueries({ queryKey: scriptKeys.mine() });
    },
  });
}
