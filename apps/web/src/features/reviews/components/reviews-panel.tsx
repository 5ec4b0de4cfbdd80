import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";

import type { ScriptDetail } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { useScriptReviews } from "../api/get-script-reviews.ts";
import { useReviewActions, type ReviewActionOptions } from "../hooks/use-review-actions.ts";
import { newestFirst, type ReviewLike } from "../lib/review-like.ts";
import { AverageRating } from "./average-rating.tsx";
import { ReviewCard } from "./review-card.tsx";
import { ReviewCompose } from "./review-compose.tsx";

export interface ReviewsPanelProps extends ReviewActionOptions {
  isOwner: boolean;
  sessionStatus: "loading" | "authenticated" | "anonymous";
  /** The recent reviews that came with the script: shown until the full list loads, or if it fails. */
  initialReviews: ScriptDetail["reviews"];
}

/**
 * The Reviews tab: average rating, the form (signed-in non-owners), 'Sign in to review'
 * (visitors), and every review newest first; the viewer may edit or delete their own.
 */
export function ReviewsPanel({ isOwner, sessionStatus, initialReviews, ...options }: ReviewsPanelProps) {
  const reviews = useScriptReviews(options.scriptId);
  const actions = useReviewActions(options);
  const [isEditing, setIsEditing] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const list: ReviewLike[] = newestFirst(reviews.data?.reviews ?? initialReviews);
  const own = reviews.data?.reviews.find((review) => review.isOwn) ?? null;

  return (
    <section aria-labelledby="reviews-heading" className="space-y-5">
      <div className="space-y-1">
        <h2 id="reviews-heading" className="font-display-tight text-2xl font-semibold text-ink">
          Reviews
        </h2>
        {reviews.data && (
          <AverageRating average={reviews.data.averageRating} count={reviews.data.reviewCount} />
        )}
      </div>

      <ReviewCompose
        sessionStatus={sessionStatus}
        isOwner={isOwner}
        own={own}
        isReady={!reviews.isPending}
        isEditing={isEditing}
        isSaving={actions.isSaving}
        onSubmit={(review) => actions.submit(review, () => setIsEditing(false))}
        onCancelEdit={() => setIsEditing(false)}
      />

      {reviews.isError && (
        <InlineAlert>
          <p>Failed to load reviews</p>
          <button
            type="button"
            onClick={() => void reviews.refetch()}
            className="mt-1 font-semibold underline underline-offset-2"
          >
            Try again
          </button>
        </InlineAlert>
      )}

      {list.length === 0 ? (
        <p className="text-sm text-ink-muted">No reviews yet</p>
      ) : (
        <ul aria-label="Reviews" className="space-y-3" aria-busy={reviews.isPending || undefined}>
          {list.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              actions={
                review.isOwn &&
                !isEditing && (
                  <>
                    <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
                      <Pencil aria-hidden="true" /> Edit review
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeletingId(review.id)}>
                      <Trash2 aria-hidden="true" /> Delete review
                    </Button>
                  </>
                )
              }
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deletingId !== null}
        onOpenChange={(open) => !open && setDeletingId(null)}
        title="Delete your review?"
        description="Your rating and review will be removed from this script."
        confirmLabel="Delete review"
        isDestructive
        isBusy={actions.isDeleting}
        onConfirm={() => deletingId && actions.deleteReview(deletingId, () => setDeletingId(null))}
      />
    </section>
  );
}
