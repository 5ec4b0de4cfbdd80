import { useMutation, useQueryClient } from "@tanstack/react-query";

import { commentResponseSchema, type Comment } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { commentKeys } from "./comment-keys.ts";

/** POST /api/protected/scripts/{id}/comments with { content } (already trimmed). */
export async function addComment(scriptId: string, content: string): Promise<Comment> {
  const { comment } = await apiFetch(`/api/protected/scripts/${encodeURIComponent(scriptId)}/comments`, {
    method: "POST",
    body: { content },
    schema: commentResponseSchema,
  });
  return comment;
}

export function useAddComment(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(scriptId, content),
    onSuccess: (comment) => {
      queryClient.setQueryData<Comment[]>(commentKeys.list(scriptId), (current) => [
        comment,
        ...(current ?? []).filter((item) => item.id !== comment.id),
      ]);
      void queryClient.invalidateQueries({ queryKey: commentKeys.list(scriptId) });
    },
  });
}
