import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { scriptsListResponseSchema, type ScriptsListResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { discoverKeys } from "./discover-keys.ts";

/** GET /api/discover: public scripts only, 12 a page, ranked by relevance when searching. */
export function getDiscoverScripts(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ScriptsListResponse> {
  return apiFetch(`/api/discover?${query}`, { schema: scriptsListResponseSchema, signal, token: null });
}

export function discoverScriptsQueryOptions(query: URLSearchParams) {
  const text = query.toString();
  return queryOptions({
    queryKey: discoverKeys.discover(text),
    queryFn: ({ signal }) => getDiscoverScripts(new URLSearchParams(text), signal),
    placeholderData: keepPreviousData,
  });
}

export function useDiscoverScripts(query: URLSearchParams) {
  return useQuery(discoverScriptsQueryOptions(query));
}
