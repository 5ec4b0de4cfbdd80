import { queryOptions, useQuery } from "@tanstack/react-query";

import { moderationNoticesResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** GET /api/protected/moderation-notices (signed in): what moderation removed from the user's content. */
export function getModerationNotices(signal?: AbortSignal) {
  return apiFetch("/api/protected/moderation-notices", { schema: moderationNoticesResponseSchema, signal });
}

export function useModerationNotices(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ["moderation-notices"],
      queryFn: ({ signal }) => getModerationNotices(signal),
      enabled,
    }),
  );
}
