import { useMutation, useQueryClient } from "@tanstack/react-query";

import { reviewResponseSchema, type ReviewRequest, type ReviewResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import type { ScriptReviews } from "./get-script-reviews.ts";
import { reviewKeys } from "./review-keys.ts";

/** POST /api/protected/scripts/{id}/reviews: creates the viewer's review, or updates it. */
export function saveReview(scriptId: string, review: ReviewRequest): Promise<ReviewResponse> {
  return apiFetch(`/api/protected/scripts/${encodeURIComponent(scriptId)}/reviews`, {
    method: "POST",
    body: review,
    schema: reviewResponseSchema,
  });
}

export function useSaveReview(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewRequest) => saveReview(scriptId, review),
    onSuccess: ({ review }) => {
      // Show it at once; the refetch brings the new average.
      queryClient.setQueryData<ScriptReviews>(
        reviewKeys.list(scriptId),
        (current) =>
          current && {
            ...current,
            reviews: [review, ...current.reviews.filter((item) => item.id !== review.id)],
          },
      );
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list(scriptId) });
    },
  });
}
