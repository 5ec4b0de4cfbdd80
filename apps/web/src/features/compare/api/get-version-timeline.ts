import { queryOptions, useQuery } from "@tanstack/react-query";

import { versionTimelineResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { compareKeys, comparePath } from "./compare-keys.ts";

/** GET /api/protected/scripts/{id}/timeline: versions oldest first with pages, score, grade and change. */
export async function getVersionTimeline(scriptId: string, signal?: AbortSignal) {
  return apiFetch(`${comparePath(scriptId)}/timeline`, { schema: versionTimelineResponseSchema, signal });
}

export function versionTimelineQueryOptions(scriptId: string) {
  return queryOptions({
    queryKey: compareKeys.timeline(scriptId),
    queryFn: ({ signal }) => getVersionTimeline(scriptId, signal),
  });
}

export function useVersionTimeline(scriptId: string) {
  return useQuery(versionTimelineQueryOptions(scriptId));
}
