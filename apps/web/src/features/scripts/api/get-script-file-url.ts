import { queryOptions, useQuery } from "@tanstack/react-query";

import { fileUrlResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { scriptKeys } from "./script-keys.ts";

export interface ScriptFileUrl {
  url: string;
  version: number;
  fileType: "pdf" | "fdx" | "fountain";
  expiresAt: string;
}

/**
 * A signed, expiring URL of the script file: GET /api/protected/scripts/{id}/url for editors
 * (any version, private scripts), GET /api/scripts/{id}/url for readers of public scripts.
 * `version` null means the active one.
 */
export async function getScriptFileUrl(
  id: string,
  version: number | null,
  isEditor: boolean,
  signal?: AbortSignal,
): Promise<ScriptFileUrl> {
  const base = isEditor
    ? `/api/protected/scripts/${encodeURIComponent(id)}`
    : `/api/scripts/${encodeURIComponent(id)}`;
  const query = version === null ? "" : `?${new URLSearchParams({ version: String(version) })}`;
  const {
    url,
    version: served,
    fileType,
    expiresAt,
  } = await apiFetch(`${base}/url${query}`, { schema: fileUrlResponseSchema, signal });
  return { url, version: served, fileType, expiresAt };
}

export function scriptFileUrlQueryOptions(
  id: string,
  version: number | null,
  isEditor: boolean,
  enabled = true,
) {
  return queryOptions({
    queryKey: scriptKeys.fileUrl(id, version, isEditor),
    queryFn: ({ signal }) => getScriptFileUrl(id, version, isEditor, signal),
    enabled,
    // A new URL reloads the reader; keep it until shortly before a typical expiry.
    staleTime: 4 * 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useScriptFileUrl(id: string, version: number | null, isEditor: boolean, enabled = true) {
  return useQuery(scriptFileUrlQueryOptions(id, version, isEditor, enabled));
}
