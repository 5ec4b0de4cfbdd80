import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { DASHBOARD_PAGE_SIZE, myScriptsResponseSchema, type MyScriptsResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { scriptKeys } from "./script-keys.ts";

/** GET /api/protected/scripts/my-scripts?page=&limit= : the signed-in writer's scripts and totals. */
export function getMyScripts(
  page: number,
  limit = DASHBOARD_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<MyScriptsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  return apiFetch(`/api/protected/scripts/my-scripts?${query}`, { schema: myScriptsResponseSchema, signal });
}

export function myScriptsQueryOptions(page: number, limit = DASHBOARD_PAGE_SIZE) {
  return queryOptions({
    queryKey: scriptKeys.minePage(page, limit),
    queryFn: ({ signal }) => getMyScripts(page, limit, signal),
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMyScripts(page: number) {
  return useQuery(myScriptsQueryOptions(page));
}
