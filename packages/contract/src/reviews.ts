import { z } from "zod";

import { scriptReviewSummarySchema } from "./scripts.ts";
import { cleanMultilineText } from "./text.ts";

/** Reviews: a signed-in non-owner rates a script 1 to 5 with a written review. */
export const REVIEW_MIN_LENGTH = 10;
export const REVIEW_MAX_LENGTH = 5000;
export const RECENT_REVIEWS_IN_OVERVIEW = 3;

export const reviewRequestSchema = z
  .object({
    rating: z
      .number()
      .int("Rating must be a whole number")
      .min(1, "Choose a rating from 1 to 5")
      .max(5, "Choose a rating from 1 to 5"),
    comment: z
      .string()
      .overwrite(cleanMultilineText)
      .trim()
      .min(REVIEW_MIN_LENGTH, `Write at least ${REVIEW_MIN_LENGTH} characters`)
      .max(REVIEW_MAX_LENGTH, `Reviews can be at most ${REVIEW_MAX_LENGTH} characters`),
  })
  .strict();
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reviewSchema = scriptReviewSummarySchema.extend({ updatedAt: z.string(), isOwn: z.boolean() });
export type Review = z.infer<typeof reviewSchema>;

export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
  /** Average rating 1-5 to one decimal, null without reviews. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export const reviewResponseSchema = z.object({
  success: z.literal(true),
  review: reviewSchema,
  /** Solid clout the reviewer earned for this review (0 when already earned or no completed coverage). */
  cloutAwarded: z.number().int(),
  created: z.boolean(),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const REVIEW_MESSAGES = {
  ownScript: "You cannot review your own script",
  notFound: "Review not found",
} as const;
