import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { scriptsListResponseSchema, type ScriptsListResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { discoverKeys } from "./discover-keys.ts";

/**
 * GET /api/scripts: public scripts, 12 a page. The bearer token goes only with
 * includeOwn=true (the signed-in user's own private scripts); otherwise the call is anonymous.
 */
export function getScriptsList(query: URLSearchParams, signal?: AbortSignal): Promise<ScriptsListResponse> {
  const withOwn = query.get("includeOwn") === "true";
  return apiFetch(`/api/scripts?${query}`, {
    schema: scriptsListResponseSchema,
    signal,
    token: withOwn ? undefined : null,
  });
}

export function scriptsListQueryOptions(query: URLSearchParams, enabled = true) {
  const text = query.toString();
  return queryOptions({
    queryKey: discoverKeys.scriptsList(text),
    queryFn: ({ signal }) => getScriptsList(new URLSearchParams(text), signal),
    // The previous results stay (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useScriptsList(query: URLSearchParams, enabled = true) {
  return useQuery(scriptsListQueryOptions(query, enabled));
}
