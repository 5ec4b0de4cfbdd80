import { useMutation, useQueryClient } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { ownerScriptPath } from "../lib/script-target.ts";
import { scriptKeys } from "./script-keys.ts";

type Target = { id: string; version: number };

/** DELETE /api/protected/scripts/{id}/versions/{version}: an old version and its file (frees storage). */
export async function deleteScriptVersion({ id, version }: Target): Promise<void> {
  await apiFetch(`${ownerScriptPath(id)}/versions/${version}`, {
    method: "DELETE",
    schema: successResponseSchema,
  });
}

/** DELETE /api/protected/scripts/{id}/covers/{version}: an old cover and its images (frees storage). */
export async function deleteScriptCover({ id, version }: Target): Promise<void> {
  await apiFetch(`${ownerScriptPath(id)}/covers/${version}`, {
    method: "DELETE",
    schema: successResponseSchema,
  });
}

function useDeleteStored(mutationFn: (target: Target) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scriptKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: scriptKeys.storage() }),
      ]),
  });
}

export const useDeleteScriptVersion = () => useDeleteStored(deleteScriptVersion);
export const useDeleteScriptCover = () => useDeleteStored(deleteScriptCover);
