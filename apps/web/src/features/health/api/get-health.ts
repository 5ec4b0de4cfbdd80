import { queryOptions, useQuery } from "@tanstack/react-query";

import { HEALTH_POLL_INTERVAL_MS, healthResponseSchema, type HealthResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** GET /health: is the API server reachable at all? */
export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiFetch("/health", { schema: healthResponseSchema, token: null, signal });
}

export const healthQueryOptions = queryOptions({
  queryKey: ["health", "server"],
  queryFn: ({ signal }) => getHealth(signal),
  refetchInterval: HEALTH_POLL_INTERVAL_MS,
  refetchIntervalInBackground: false,
  retry: false,
});

/** `enabled` false: not checked yet (see useServiceStatus). */
export function useHealth(enabled = true) {
  return useQuery({ ...healthQueryOptions, enabled });
}
