import { useMutation, useQueryClient } from "@tanstack/react-query";

import { requestCoverageResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { compareKeys } from "./compare-keys.ts";

/**
 * Re-covers the newer draft from the compare view: the same coverage request as the Coverage tab
 * (POST .../scripts/{id}/coverage, the owner's allowance, tokens and clout rules; the admin route
 * for a dummy author), then the comparison polls until the report is in.
 */
export async function requestRecover(scriptId: string, asAdmin: boolean) {
  const path = `/api/${asAdmin ? "admin" : "protected"}/scripts/${encodeURIComponent(scriptId)}/coverage`;
  return apiFetch(path, { method: "POST", schema: requestCoverageResponseSchema });
}

export function useRequestRecover(scriptId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (asAdmin: boolean) => requestRecover(scriptId, asAdmin),
    onSettled: () => client.invalidateQueries({ queryKey: compareKeys.all(scriptId) }),
  });
}
