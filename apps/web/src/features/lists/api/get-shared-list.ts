import { useQuery } from "@tanstack/react-query";

import { sharedReaderListResponseSchema } from "@twl/contract";

import { apiFetch, retryUnlessClientError } from "../../../lib/api-client.ts";
import { listKeys } from "./list-keys.ts";

/** GET /api/shared-lists/{token}: a shared list's public scripts, for anyone with the link. */
export function useSharedList(token: string) {
  return useQuery({
    queryKey: listKeys.shared(token),
    queryFn: ({ signal }) =>
      apiFetch(`/api/shared-lists/${encodeURIComponent(token)}`, {
        schema: sharedReaderListResponseSchema,
        signal,
        token: null,
      }),
    retry: retryUnlessClientError,
  });
}
