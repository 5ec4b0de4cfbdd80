import { queryOptions, useQuery } from "@tanstack/react-query";

import { siteStatsResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export const siteStatsQuery = () =>
  queryOptions({
    queryKey: ["site-stats"],
    queryFn: async ({ signal }) =>
      (await apiFetch("/api/public/stats", { schema: siteStatsResponseSchema, token: null, signal })).stats,
    staleTime: 60_000,
  });

export const useSiteStats = () => useQuery(siteStatsQuery());
