import { useMutation, useQueryClient } from "@tanstack/react-query";

import { successResponseSchema, type Comment } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { commentKeys } from "./comment-keys.ts";

/** DELETE /api/protected/comments/{id}: the viewer's own, or any on their script. */
export async function deleteComment(commentId: string): Promise<void> {
  await apiFetch(`/api/protected/comments/${encodeURIComponent(commentId)}`, {
    method: "DELETE",
    schema: successResponseSchema,
  });
}

export function useDeleteComment(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, commentId) => {
      queryClient.setQueryData<Comment[]>(commentKeys.list(scriptId), (current) =>
        current?.filter((item) => item.id !== commentId),
      );
      void queryClient.invalidateQueries({ queryKey: commentKeys.list(scriptId) });
    },
  });
}
