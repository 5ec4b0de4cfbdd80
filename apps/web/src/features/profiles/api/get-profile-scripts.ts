import { queryOptions, useQuery } from "@tanstack/react-query";

import { publicUserScriptsResponseSchema, type ScriptListItem } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { profileKeys } from "./profile-keys.ts";
import { profileScriptsApiPath } from "./profile-paths.ts";

/** GET /api/public/users/{id}/scripts: public scripts, plus private ones for the user themself; newest first. */
export async function getProfileScripts(userId: string, signal?: AbortSignal): Promise<ScriptListItem[]> {
  const { scripts } = await apiFetch(profileScriptsApiPath(userId), {
    schema: publicUserScriptsResponseSchema,
    signal,
  });
  return scripts;
}

export function profileScriptsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.scripts(userId),
    queryFn: ({ signal }) => getProfileScripts(userId, signal),
  });
}

export function useProfileScripts(userId: string) {
  return useQuery(profileScriptsQueryOptions(userId));
}
