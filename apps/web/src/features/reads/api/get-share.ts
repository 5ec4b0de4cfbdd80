import { useQuery } from "@tanstack/react-query";

import { sharedScriptResponseSchema } from "@twl/contract";

import { apiFetch, retryUnlessClientError } from "../../../lib/api-client.ts";
import { readKeys } from "./read-keys.ts";

/** GET /api/share/{token}: what a share link opens (410 once revoked or expired). */
export function useSharedScript(token: string) {
  return useQuery({
    queryKey: readKeys.share(token),
    queryFn: ({ signal }) =>
      apiFetch(`/api/share/${encodeURIComponent(token)}`, {
        schema: sharedScriptResponseSchema,
        signal,
        token: null,
      }).then((r) => r.share),
    retry: retryUnlessClientError,
    refetchOnWindowFocus: false,
  });
}
