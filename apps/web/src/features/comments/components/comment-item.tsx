import { Trash2 } from "lucide-react";

import type { Comment } from "@twl/contract";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { formatDateTime } from "../../../lib/format.ts";

/** One comment: who, when, what; 'You' on the viewer's own; delete when the viewer may (canDelete). */
export function CommentItem({
  comment,
  onDelete,
}: {
  comment: Comment;
  onDelete: (comment: Comment) => void;
}) {
  return (
    <li className="flex gap-3 py-4">
      <Avatar name={comment.user.name} src={comment.user.avatar} className="size-8" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <p className="text-sm font-medium text-ink">{comment.user.name || "Anonymous"}</p>
          {comment.isOwn && (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold text-accent-ink">
              You
            </span>
          )}
          <time dateTime={comment.createdAt} className="text-xs text-ink-subtle">
            {formatDateTime(comment.createdAt)}
          </time>
        </div>
        <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink-muted">
          {comment.content}
        </p>
      </div>
      {comment.canDelete && (
        <button
          type="button"
          onClick={() => onDelete(comment)}
          aria-label={`Delete comment by ${comment.isOwn ? "you" : comment.user.name || "Anonymous"}`}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-subtle transition-colors hover:bg-surface-2 hover:text-danger-ink"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}
