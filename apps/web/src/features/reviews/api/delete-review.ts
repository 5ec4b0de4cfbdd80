import { useMutation, useQueryClient } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import type { ScriptReviews } from "./get-script-reviews.ts";
import { reviewKeys } from "./review-keys.ts";

/** DELETE /api/protected/reviews/{id}: the viewer's own review. */
export async function deleteReview(reviewId: string): Promise<void> {
  await apiFetch(`/api/protected/reviews/${encodeURIComponent(reviewId)}`, {
    method: "DELETE",
    schema: successResponseSchema,
  });
}

export function useDeleteReview(scriptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_result, reviewId) => {
      queryClient.setQueryData<ScriptReviews>(
        reviewKeys.list(scriptId),
        (current) =>
          current && { ...current, reviews: current.reviews.filter((item) => item.id !== reviewId) },
      );
      void queryClient.invalidateQueries({ queryKey: reviewKeys.list(scriptId) });
    },
  });
}
