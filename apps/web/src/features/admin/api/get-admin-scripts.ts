import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { adminScriptsResponseSchema, type AdminScriptsQuery } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

/** GET /api/admin/scripts (admin): every script, with the tab's sort, filters, search and page. */
export function getAdminScripts(query: AdminScriptsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    sort: query.sort,
    visibility: query.visibility,
    coverage: query.coverage,
    featured: query.featured,
    page: String(query.page),
    limit: String(query.limit),
  });
  if (query.search) params.set("search", query.search);
  return apiFetch(`/api/admin/scripts?${params}`, { schema: adminScriptsResponseSchema, signal });
}

export function useAdminScripts(query: AdminScriptsQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.scripts(query),
      queryFn: ({ signal }) => getAdminScripts(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
