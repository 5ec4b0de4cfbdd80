import { queryOptions, useQuery } from "@tanstack/react-query";

import { featuredResponseSchema, type DiscoverScript } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { discoverKeys } from "./discover-keys.ts";

/** GET /api/discover/featured: trending and most-clout picks; Discover shows the first 3. */
export async function getFeatured(signal?: AbortSignal): Promise<DiscoverScript[]> {
  const { featured } = await apiFetch("/api/discover/featured", {
    schema: featuredResponseSchema,
    signal,
    token: null,
  });
  return featured;
}

export function featuredQueryOptions() {
  return queryOptions({ queryKey: discoverKeys.featured(), queryFn: ({ signal }) => getFeatured(signal) });
}

export function useFeatured(enabled: boolean) {
  return useQuery({ ...featuredQueryOptions(), enabled });
}
