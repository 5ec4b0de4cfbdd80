import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { textSearchResponseSchema, type TextSearchResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/**
 * GET /api/search/text?q=&page=: scripts whose pages hold the words, best first, with the matching
 * lines. Sent with the session's token, so a signed-in writer's own private scripts are found too.
 */
export function searchScriptText(q: string, page: number, signal?: AbortSignal): Promise<TextSearchResponse> {
  const query = new URLSearchParams({ q, page: String(page) });
  return apiFetch(`/api/search/text?${query}`, { schema: textSearchResponseSchema, signal });
}

export function scriptTextSearchQueryOptions(q: string, page: number) {
  return queryOptions({
    // Under the viewer scope: the answer depends on who is signed in (their private scripts).
    queryKey: [VIEWER_SCOPE, "script-text-search", q, page] as const,
    queryFn: ({ signal }) => searchScriptText(q, page, signal),
    // The previous results stay (dimmed) while the next page loads.
    placeholderData: keepPreviousData,
    enabled: q.length > 0,
  });
}

export function useScriptTextSearch(q: string, page: number) {
  return useQuery(scriptTextSearchQueryOptions(q, page));
}
