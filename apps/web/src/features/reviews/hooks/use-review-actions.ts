import { toast } from "sonner";

import { CLOUT_EARNED_TOAST_DELAY_MS, type ReviewRequest } from "@twl/contract";

import { errorMessageOf } from "../../../lib/error-message.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useDeleteReview } from "../api/delete-review.ts";
import { useSaveReview } from "../api/save-review.ts";

export interface ReviewActionOptions {
  scriptId: string;
  /** After a review is posted, edited or deleted (e.g. the script's review count). */
  onReviewsChanged?: () => void;
  /** The review earned solid clout (the viewer's balances changed). */
  onCloutEarned?: (amount: number) => void;
}

/**
 * Posting, editing and deleting the viewer's review, with their toasts. A review that earns solid
 * clout announces it a second later, after the 'Review posted' toast.
 */
export function useReviewActions({ scriptId, onReviewsChanged, onCloutEarned }: ReviewActionOptions) {
  const save = useSaveReview(scriptId);
  const remove = useDeleteReview(scriptId);

  const submit = (review: ReviewRequest, onDone: () => void) =>
    save.mutate(review, {
      onSuccess: ({ created, cloutAwarded }) => {
        toast.success(created ? "Review posted" : "Review updated");
        onDone();
        onReviewsChanged?.();
        if (cloutAwarded > 0) {
          onCloutEarned?.(cloutAwarded);
          window.setTimeout(
            () => toast.success(`You earned ${formatNumber(cloutAwarded)} solid clout for your review`),
            CLOUT_EARNED_TOAST_DELAY_MS,
          );
        }
      },
      onError: (error) => toast.error(errorMessageOf(error, "Failed to save review")),
    });

  const deleteReview = (reviewId: string, onDone: () => void) =>
    remove.mutate(reviewId, {
      onSuccess: () => {
        toast.success("Review deleted");
        onDone();
        onReviewsChanged?.();
      },
      onError: (error) => toast.error(errorMessageOf(error, "Failed to delete review")),
    });

  return { submit, isSaving: save.isPending, deleteReview, isDeleting: remove.isPending };
}
