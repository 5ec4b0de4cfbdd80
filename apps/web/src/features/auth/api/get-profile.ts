import { queryOptions, useQuery } from "@tanstack/react-query";

import type { SessionUser } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** Loaded with the request, not with the first page (see profile-schema.ts). */
const loadProfileSchema = () => import("./profile-schema.ts").then((m) => m.authProfileResponseSchema);

/** The session's address: the app's entry asks it as soon as it runs when a token is stored (start-app.tsx). */
export const SESSION_API_PATH = "/api/auth/profile";

/** GET /api/auth/profile (bearer): the signed-in user. This is the session query. */
export async function getProfile(signal?: AbortSignal): Promise<SessionUser> {
  const { user } = await apiFetch(SESSION_API_PATH, { schema: loadProfileSchema, signal });
  return user;
}

export const SESSION_QUERY_KEY = ["auth", "session"] as const;

export function sessionQueryOptions(hasToken: boolean) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
    // Only ask when there is a token to ask with.
    enabled: hasToken,
    staleTime: 30_000,
  });
}

export function useProfile(hasToken: boolean) {
  return useQuery(sessionQueryOptions(hasToken));
}
