import { queryOptions, useQuery } from "@tanstack/react-query";

import {
  AUTH_PROVIDERS_DATA_ID,
  authProvidersResponseSchema,
  type AuthProvidersResponse,
} from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** GET /api/auth/providers: the enabled providers, whether email accounts are on, and the env hint. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return apiFetch("/api/auth/providers", { schema: authProvidersResponseSchema, token: null, signal });
}

/**
 * The same answer as the server wrote it into the page's HTML (a JSON data block in every page it
 * sends, apps/server/src/modules/auth/auth-providers-tag.ts): no request. Undefined without the block (the dev
 * server, a build opened from disk) or when it does not parse: the query then reads the API.
 */
export function authProvidersFromPage(): AuthProvidersResponse | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(AUTH_PROVIDERS_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = authProvidersResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ["auth", "providers"],
  queryFn: ({ signal }) => getAuthProviders(signal),
  // The page's copy is as fresh as the page: fetched again only once stale, like a fetched answer.
  initialData: authProvidersFromPage,
  staleTime: 5 * 60_000,
});

export function useAuthProviders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...authProvidersQueryOptions, enabled });
}
