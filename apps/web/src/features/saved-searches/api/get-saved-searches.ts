import { useQuery } from "@tanstack/react-query";

import { savedSearchesResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { savedSearchKeys } from "./saved-search-keys.ts";

/** GET /api/saved-searches */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => apiFetch("/api/saved-searches", { schema: savedSearchesResponseSchema, signal }),
    select: (data) => data.savedSearches,
  });
}
