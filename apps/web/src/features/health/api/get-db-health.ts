import { queryOptions, useQuery } from "@tanstack/react-query";

import { dbHealthResponseSchema, HEALTH_POLL_INTERVAL_MS, type DbHealthResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** GET /db-health: 200 when the database answers, 503 `{ success: false, status: "unavailable" }` otherwise. */
export function getDbHealth(signal?: AbortSignal): Promise<DbHealthResponse> {
  return apiFetch("/db-health", { schema: dbHealthResponseSchema, token: null, signal });
}

export const dbHealthQueryOptions = queryOptions({
  queryKey: ["health", "database"],
  queryFn: ({ signal }) => getDbHealth(signal),
  refetchInterval: HEALTH_POLL_INTERVAL_MS,
  refetchIntervalInBackground: false,
  retry: false,
});

/** `enabled` false: not checked yet (see useServiceStatus). */
export function useDbHealth(enabled = true) {
  return useQuery({ ...dbHealthQueryOptions, enabled });
}
