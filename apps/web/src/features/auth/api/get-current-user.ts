import { queryOptions, useQuery } from "@tanstack/react-query";

import { currentUserResponseSchema, type SessionUser } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** GET /api/auth/current-user (bearer): the same user as the session, under `data`. */
export async function getCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  const { data } = await apiFetch("/api/auth/current-user", { schema: currentUserResponseSchema, signal });
  return data;
}

export const currentUserQueryOptions = queryOptions({
  queryKey: ["auth", "current-user"],
  queryFn: ({ signal }) => getCurrentUser(signal),
});

export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions, enabled });
}
