import { queryOptions, useQuery } from "@tanstack/react-query";

import { commentListResponseSchema, reviewListResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

/** A script's reviews and comments, for the admin's moderation list on the script page. */
async function getModerationTargets(scriptId: string, signal?: AbortSignal) {
  const id = encodeURIComponent(scriptId);
  const [reviews, comments] = await Promise.all([
    apiFetch(`/api/scripts/${id}/reviews`, { schema: reviewListResponseSchema, signal }),
    apiFetch(`/api/protected/scripts/${id}/comments`, { schema: commentListResponseSchema, signal }),
  ]);
  return { reviews: reviews.reviews, comments: comments.comments };
}

export function useModerationTargets(scriptId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.moderationTargets(scriptId),
      queryFn: ({ signal }) => getModerationTargets(scriptId, signal),
      enabled,
    }),
  );
}
