import { queryOptions, useQuery } from "@tanstack/react-query";

import { versionsResponseSchema, type ScriptVersion } from "@twl/contract";

import { apiFetch, ApiRequestError } from "../../../lib/api-client.ts";
import { ownerScriptPath } from "../lib/script-target.ts";
import { scriptKeys } from "./script-keys.ts";

/** GET /api/protected/scripts/{id}/versions, newest first. A 403 means "none to show". */
export async function getScriptVersions(id: string, signal?: AbortSignal): Promise<ScriptVersion[]> {
  try {
    const { versions } = await apiFetch(`${ownerScriptPath(id)}/versions`, {
      schema: versionsResponseSchema,
      signal,
    });
    return [...versions].sort((a, b) => b.version - a.version);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return [];
    throw error;
  }
}

export function scriptVersionsQueryOptions(id: string, enabled = true) {
  return queryOptions({
    queryKey: scriptKeys.versions(id),
    queryFn: ({ signal }) => getScriptVersions(id, signal),
    enabled,
  });
}

export function useScriptVersions(id: string, enabled = true) {
  return useQuery(scriptVersionsQueryOptions(id, enabled));
}
