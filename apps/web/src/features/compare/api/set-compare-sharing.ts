import { useMutation, useQueryClient } from "@tanstack/react-query";

import { compareSharingResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { compareKeys, comparePath } from "./compare-keys.ts";

/** PUT /api/protected/scripts/{id}/compare-sharing: let readers of the public script compare its drafts. */
export async function setCompareSharing(scriptId: string, readersMayCompare: boolean) {
  return apiFetch(`${comparePath(scriptId)}/compare-sharing`, {
    method: "PUT",
    body: { readersMayCompare },
    schema: compareSharingResponseSchema,
  });
}

export function useSetCompareSharing(scriptId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) => setCompareSharing(scriptId, value),
    onSuccess: () => client.invalidateQueries({ queryKey: compareKeys.timeline(scriptId) }),
  });
}
