import { queryOptions, useQuery } from "@tanstack/react-query";

import { authProvidersResponseSchema, type AuthProvidersResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** GET /api/auth/providers: the enabled providers, whether email accounts are on, and the env hint. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return apiFetch("/api/auth/providers", { schema: authProvidersResponseSchema, token: null, signal });
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ["auth", "providers"],
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: 5 * 60_000,
});

export function useAuthProviders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...authProvidersQueryOptions, enabled });
}
