import { useQuery } from "@tanstack/react-query";

import { readerListDetailResponseSchema } from "@twl/contract";

import { apiFetch, retryUnlessClientError } from "../../../lib/api-client.ts";
import { listKeys } from "./list-keys.ts";

/** GET /api/lists/{id}: the owner's list with its scripts. */
export function useReaderList(id: string) {
  return useQuery({
    queryKey: listKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/lists/${encodeURIComponent(id)}`, { schema: readerListDetailResponseSchema, signal }),
    retry: retryUnlessClientError,
  });
}
