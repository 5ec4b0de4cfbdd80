import { queryOptions, useQuery } from "@tanstack/react-query";

import { authTokenResponseSchema, type AuthTokenResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/auth/exchange: trades the one-time code from /auth/callback (single use, 60 s) for a token. */
export function exchangeCode(code: string, signal?: AbortSignal): Promise<AuthTokenResponse> {
  return apiFetch("/api/auth/exchange", {
    method: "POST",
    body: { code },
    schema: authTokenResponseSchema,
    token: null,
    signal,
  });
}

/**
 * A query rather than a mutation on purpose: the cache runs it exactly once per code, even when
 * React mounts the callback page twice (StrictMode) — a second POST would burn the single-use code.
 * It never refetches or retries for the same reason.
 */
export function exchangeCodeQueryOptions(code: string | null) {
  return queryOptions({
    queryKey: ["auth", "exchange", code],
    queryFn: () => exchangeCode(code ?? ""),
    enabled: code !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useExchangeCode(code: string | null) {
  return useQuery(exchangeCodeQueryOptions(code));
}
