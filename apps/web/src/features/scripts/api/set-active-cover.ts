import { useMutation } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { ownerScriptPath } from "../lib/script-target.ts";

/** PUT /api/protected/scripts/{id}/active-cover {version}: the cover everyone sees. */
export async function setActiveCover({ id, version }: { id: string; version: number }): Promise<void> {
  await apiFetch(`${ownerScriptPath(id)}/active-cover`, {
    method: "PUT",
    body: { version },
    schema: successResponseSchema,
  });
}

/** The page refreshes a moment later (see useDelayedRefresh), so nothing is invalidated here. */
export function useSetActiveCover() {
  return useMutation({ mutationFn: setActiveCover });
}
