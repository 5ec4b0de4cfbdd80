import type { Review, ScriptDetail } from "@twl/contract";

/**
 * A review as the list shows it: from GET .../reviews (with isOwn, updatedAt), or one of the
 * recent reviews that came with the script, shown until the full list arrives.
 */
export type ReviewLike = ScriptDetail["reviews"][number] & Partial<Pick<Review, "isOwn" | "updatedAt">>;

export function newestFirst<T extends { createdAt: string }>(reviews: readonly T[]): T[] {
  return [...reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
