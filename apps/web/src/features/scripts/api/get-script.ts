import { queryOptions, useQuery } from "@tanstack/react-query";

import { scriptDetailResponseSchema, type ScriptDetail } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { scriptKeys } from "./script-keys.ts";
import { scriptApiPath } from "./script-paths.ts";

/**
 * GET /api/scripts/{id}: public scripts for anyone, private ones for the owner (the stored token is
 * sent when there is one). 404 'Script not found', 403 'This script is private'.
 */
export async function getScript(id: string, signal?: AbortSignal): Promise<ScriptDetail> {
  const { script } = await apiFetch(scriptApiPath(id), {
    schema: scriptDetailResponseSchema,
    signal,
  });
  return script;
}

export function scriptQueryOptions(id: string) {
  return queryOptions({
    queryKey: scriptKeys.detail(id),
    queryFn: ({ signal }) => getScript(id, signal),
  });
}

export function useScript(id: string) {
  return useQuery(scriptQueryOptions(id));
}
