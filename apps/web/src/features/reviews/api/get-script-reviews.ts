import { queryOptions, useQuery } from "@tanstack/react-query";

import { reviewListResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { reviewKeys } from "./review-keys.ts";
import { scriptReviewsApiPath } from "./review-paths.ts";

export type ScriptReviews = Awaited<ReturnType<typeof getScriptReviews>>;

/** GET /api/scripts/{id}/reviews: public; with the stored token the viewer's own review is marked. */
export function getScriptReviews(scriptId: string, signal?: AbortSignal) {
  return apiFetch(scriptReviewsApiPath(scriptId), {
    schema: reviewListResponseSchema,
    signal,
  });
}

export function scriptReviewsQueryOptions(scriptId: string) {
  return queryOptions({
    queryKey: reviewKeys.list(scriptId),
    queryFn: ({ signal }) => getScriptReviews(scriptId, signal),
    enabled: scriptId !== "",
  });
}

export function useScriptReviews(scriptId: string) {
  return useQuery(scriptReviewsQueryOptions(scriptId));
}
