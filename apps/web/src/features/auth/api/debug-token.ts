import { queryOptions, useQuery } from "@tanstack/react-query";

import { debugTokenResponseSchema, type DebugTokenResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/debug/token (bearer): what the token stands for. 403 for non-admins in production. */
export function debugToken(signal?: AbortSignal): Promise<DebugTokenResponse> {
  return apiFetch("/api/debug/token", { method: "POST", schema: debugTokenResponseSchema, signal });
}

export function debugTokenQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ["auth", "debug-token", userId],
    queryFn: ({ signal }) => debugToken(signal),
    enabled: userId !== null,
    retry: false,
    staleTime: 0,
  });
}

export function useDebugToken(userId: string | null) {
  return useQuery(debugTokenQueryOptions(userId));
}
