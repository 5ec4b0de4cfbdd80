import { queryOptions, useQuery } from "@tanstack/react-query";

import { scriptReadersResponseSchema, type ScriptReadersResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export const scriptReadersKey = ["account", "script-readers"] as const;

/** GET /api/protected/account/script-readers: which engine read each of the user's scripts. */
export async function getScriptReaders(signal?: AbortSignal): Promise<ScriptReadersResponse> {
  return apiFetch("/api/protected/account/script-readers", { schema: scriptReadersResponseSchema, signal });
}

export function scriptReadersQueryOptions() {
  return queryOptions({ queryKey: scriptReadersKey, queryFn: ({ signal }) => getScriptReaders(signal) });
}

export function useScriptReaders() {
  return useQuery(scriptReadersQueryOptions());
}
