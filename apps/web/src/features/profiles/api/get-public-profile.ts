import { queryOptions, useQuery } from "@tanstack/react-query";

import { publicProfileResponseSchema, type PublicProfile } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { profileKeys } from "./profile-keys.ts";
import { publicProfileApiPath } from "./profile-paths.ts";

/** GET /api/public/users/{id}: anyone; the stored token (if any) tells the server whether it is the user themself. 404 'User not found'. */
export async function getPublicProfile(userId: string, signal?: AbortSignal): Promise<PublicProfile> {
  const { user } = await apiFetch(publicProfileApiPath(userId), {
    schema: publicProfileResponseSchema,
    signal,
  });
  return user;
}

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
