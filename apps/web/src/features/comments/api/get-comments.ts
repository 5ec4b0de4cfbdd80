import { queryOptions, useQuery } from "@tanstack/react-query";

import { commentListResponseSchema, type Comment } from "@twl/contract";

import { apiFetch, ApiRequestError } from "../../../lib/api-client.ts";
import { commentKeys } from "./comment-keys.ts";

/** GET /api/protected/scripts/{id}/comments (bearer). A 403 reads as no comments. */
export async function getComments(scriptId: string, signal?: AbortSignal): Promise<Comment[]> {
  try {
    const { comments } = await apiFetch(`/api/protected/scripts/${encodeURIComponent(scriptId)}/comments`, {
      schema: commentListResponseSchema,
      signal,
    });
    return comments;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) return [];
    throw error;
  }
}

export function commentsQueryOptions(scriptId: string, isSignedIn: boolean) {
  return queryOptions({
    queryKey: commentKeys.list(scriptId),
    queryFn: ({ signal }) => getComments(scriptId, signal),
    // Only signed-in viewers may read them.
    enabled: isSignedIn && scriptId !== "",
  });
}

export function useComments(scriptId: string, isSignedIn: boolean) {
  return useQuery(commentsQueryOptions(scriptId, isSignedIn));
}
