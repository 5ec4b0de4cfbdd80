import type { ReactNode } from "react";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { formatDate } from "../../../lib/format.ts";
import type { ReviewLike } from "../lib/review-like.ts";
import { ReviewStars } from "./review-stars.tsx";

/** One review: reviewer, date, stars and text; the viewer's own is marked and may carry actions. */
export function ReviewCard({ review, actions }: { review: ReviewLike; actions?: ReactNode }) {
  const edited = review.updatedAt && review.updatedAt !== review.createdAt;
  return (
    <li className="rounded-2xl border border-line bg-canvas/60 p-4">
      <div className="flex items-center gap-3">
        <Avatar name={review.user.name} className="size-8" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-sm font-medium text-ink">
            <span className="truncate">{review.user.name || "Anonymous"}</span>
            {review.isOwn && (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-semibold text-accent-ink">
                You
              </span>
            )}
          </p>
          <p className="text-xs text-ink-subtle">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            {edited && " · edited"}
          </p>
        </div>
        <ReviewStars rating={review.rating} />
      </div>
      {review.comment && (
        <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink-muted">{review.comment}</p>
      )}
      {actions && <div className="mt-3 flex gap-2">{actions}</div>}
    </li>
  );
}
