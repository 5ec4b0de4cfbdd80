import { Star } from "lucide-react";

import type { ScriptDetail } from "@twl/contract";

import { Avatar } from "../../../../components/ui/avatar.tsx";
import { formatDate } from "../../../../lib/format.ts";

type Review = ScriptDetail["reviews"][number];

function Stars({ rating }: { rating: number }) {
  return (
    <span
      className="flex items-center gap-0.5 text-accent"
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className="size-3.5"
          fill={index < rating ? "currentColor" : "none"}
        />
      ))}
    </span>
  );
}

/** Reviews of a script, newest first, or 'No reviews yet'. */
export function ReviewList({ reviews, limit }: { reviews: readonly Review[]; limit?: number }) {
  if (reviews.length === 0) return <p className="text-sm text-ink-muted">No reviews yet</p>;
  const shown = [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);

  return (
    <ul className="space-y-3">
      {shown.map((review) => (
        <li key={review.id} className="rounded-2xl border border-line bg-canvas/60 p-4">
          <div className="flex items-center gap-3">
            <Avatar name={review.user.name} className="size-8" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{review.user.name}</p>
              <p className="text-xs text-ink-subtle">{formatDate(review.createdAt)}</p>
            </div>
            <Stars rating={review.rating} />
          </div>
          {review.comment && (
            <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink-muted">
              {review.comment}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
