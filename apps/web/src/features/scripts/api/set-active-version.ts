import { useMutation } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { ownerScriptPath } from "../lib/script-target.ts";

/** PUT /api/protected/scripts/{id}/active-version {version}: what readers see from now on. */
export async function setActiveVersion({ id, version }: { id: string; version: number }): Promise<void> {
  await apiFetch(`${ownerScriptPath(id)}/active-version`, {
    method: "PUT",
    body: { version },
    schema: successResponseSchema,
  });
}

/** The page refreshes a moment later (see useDelayedRefresh), so nothing is invalidated here. */
export function useSetActiveVersion() {
  return useMutation({ mutationFn: setActiveVersion });
}
