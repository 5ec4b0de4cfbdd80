import { toast } from "sonner";

import { COMMENT_MESSAGES } from "@twl/contract";

import { ApiRequestError } from "../../../lib/api-client.ts";
import { useAddComment } from "../api/add-comment.ts";
import { useDeleteComment } from "../api/delete-comment.ts";

function isSignedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** Adding and deleting comments with the spec's messages. */
export function useCommentActions(scriptId: string) {
  const add = useAddComment(scriptId);
  const remove = useDeleteComment(scriptId);

  const addComment = (content: string, onDone: () => void) =>
    add.mutate(content, {
      onSuccess: onDone,
      onError: (error) =>
        toast.error(isSignedOut(error) ? COMMENT_MESSAGES.loginToComment : COMMENT_MESSAGES.addFailed),
    });

  const deleteComment = (commentId: string, onDone: () => void) =>
    remove.mutate(commentId, {
      onSuccess: () => {
        toast.success("Comment deleted");
        onDone();
      },
      onError: (error) => {
        toast.error(isSignedOut(error) ? COMMENT_MESSAGES.loginToDelete : COMMENT_MESSAGES.deleteFailed);
        onDone();
      },
    });

  return { addComment, isAdding: add.isPending, deleteComment, isDeleting: remove.isPending };
}
