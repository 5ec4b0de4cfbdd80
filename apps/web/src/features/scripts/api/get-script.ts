import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

import { scriptDetailResponseSchema, scriptViewResponseSchema, type ScriptDetail } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { scriptKeys } from "./script-keys.ts";
import { takeScriptPageData, takeScriptPageView } from "./script-page-data.ts";
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

/**
 * POST /api/scripts/{id}/view: counts the view of a page that rendered from the detail in its HTML
 * (the server counts a read of the detail itself; once per viewer per day, never the owner's).
 */
export async function sendScriptView(id: string): Promise<boolean> {
  const { counted } = await apiFetch(`${scriptApiPath(id)}/view`, {
    method: "POST",
    schema: scriptViewResponseSchema,
  });
  return counted;
}

/**
 * The script, from the page's HTML on a first anonymous visit (no API read, first render shows it;
 * its view is then counted once the page has mounted), else from the API.
 */
export function useScript(id: string) {
  // Taken once per mount (ScriptView is keyed by the id); without it the query is as it always was.
  const [fromPage] = useState(() => takeScriptPageData(id));
  const query = useQuery(
    fromPage ? { ...scriptQueryOptions(id), initialData: fromPage } : scriptQueryOptions(id),
  );
  useEffect(() => {
    if (takeScriptPageView(id)) void sendScriptView(id).catch(() => undefined);
  }, [id]);
  return query;
}
