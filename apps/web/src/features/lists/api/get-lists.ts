import { useQuery } from "@tanstack/react-query";

import { readerListsResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { listKeys } from "./list-keys.ts";

/** GET /api/lists (with `scriptId`: each list says whether it holds that script). */
export function useReaderLists(scriptId?: string, enabled = true) {
  return useQuery({
    queryKey: listKeys.index(scriptId),
    queryFn: ({ signal }) =>
      apiFetch(scriptId ? `/api/lists?scriptId=${encodeURIComponent(scriptId)}` : "/api/lists", {
        schema: readerListsResponseSchema,
        signal,
      }),
    select: (data) => data.lists,
    enabled,
  });
}
