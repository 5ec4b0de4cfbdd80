import type { Review } from "@twl/contract";

export function makeReviewItem(overrides: Partial<Review> = {}): Review {
  return {
    id: "review-1",
    userId: "reader-1",
    rating: 4,
    comment: "Sharp dialogue, slow second act.",
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:00:00.000Z",
    user: { id: "reader-1", name: "Grace Hopper", clout: 10, receivedClout: 5 },
    isOwn: false,
    ...overrides,
  };
}

export function reviewList(reviews: Review[], averageRating: number | null = null) {
  return { success: true, reviews, averageRating, reviewCount: reviews.length };
}
