import { LogIn, MessagesSquare } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";

import { COMMENT_MESSAGES, type Comment } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useComments } from "../api/get-comments.ts";
import { useCommentActions } from "../hooks/use-comment-actions.ts";
import { CommentForm } from "./comment-form.tsx";
import { CommentItem } from "./comment-item.tsx";

interface CommentsSectionProps {
  scriptId: string;
  sessionStatus: "loading" | "authenticated" | "anonymous";
}

function SignInPrompt() {
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line-strong bg-surface/60 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-muted">{COMMENT_MESSAGES.loginToComment}</p>
      <Button to={`/login?redirect=${redirect}`} variant="secondary" size="sm">
        <LogIn aria-hidden="true" /> Sign in to comment
      </Button>
    </div>
  );
}

function newestFirst(comments: readonly Comment[]): Comment[] {
  return [...comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Comments on a script: signed-in viewers read, add and delete (their own, or any
 * on their script); visitors are asked to sign in. Deleting asks first.
 */
export function CommentsSection({ scriptId, sessionStatus }: CommentsSectionProps) {
  const isSignedIn = sessionStatus === "authenticated";
  const comments = useComments(scriptId, isSignedIn);
  const actions = useCommentActions(scriptId);
  const [deleting, setDeleting] = useState<Comment | null>(null);

  let body: ReactNode = null;
  if (sessionStatus === "anonymous") body = <SignInPrompt />;
  else if (!isSignedIn || comments.isPending)
    body = (
      <div aria-label="Loading comments" aria-busy="true" className="space-y-3">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-12 w-2/3" />
      </div>
    );
  else
    body = (
      <>
        <CommentForm isSending={actions.isAdding} onSubmit={actions.addComment} />
        {comments.isError ? (
          <InlineAlert>
            <p>{COMMENT_MESSAGES.loadFailed}</p>
            <button
              type="button"
              onClick={() => void comments.refetch()}
              className="mt-1 font-semibold underline underline-offset-2"
            >
              Try again
            </button>
          </InlineAlert>
        ) : comments.data.length === 0 ? (
          <p className="text-sm text-ink-muted">No comments yet. Start the conversation.</p>
        ) : (
          <ul aria-label="Comments" className="divide-y divide-line">
            {newestFirst(comments.data).map((comment) => (
              <CommentItem key={comment.id} comment={comment} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </>
    );

  const count = comments.data?.length;
  return (
    <section aria-labelledby="comments-heading" className="space-y-4">
      <h2
        id="comments-heading"
        className="flex items-center gap-2 font-display-tight text-2xl font-semibold text-ink"
      >
        <MessagesSquare aria-hidden="true" className="size-5 text-ink-subtle" />
        Comments
        {count !== undefined && count > 0 && (
          <span className="text-base font-normal text-ink-subtle tabular-nums">({count})</span>
        )}
      </h2>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this comment?"
        description="The comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete comment"
        isDestructive
        isBusy={actions.isDeleting}
        onConfirm={() => deleting && actions.deleteComment(deleting.id, () => setDeleting(null))}
      />
    </section>
  );
}
