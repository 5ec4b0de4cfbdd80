import type { ScriptListItem } from "@twl/contract";

/** The cover to show (01 §2): the cover route or signed URL, else the legacy image, else none. */
export function coverSrcOf(script: Pick<ScriptListItem, "coverUrl" | "imageUrl">): string | null {
  return script.coverUrl ?? script.imageUrl ?? null;
}

/** Genre names for display, falling back to the legacy single genre. */
export function genreNamesOf(script: Pick<ScriptListItem, "genres" | "genre">): string[] {
  if (script.genres.length > 0) return script.genres.map((item) => item.genre.name);
  return script.genre ? [script.genre] : [];
}

/** Score (01 §3): the average review rating x 20, rounded; null without reviews. */
export function reviewScoreOf(reviews: readonly { rating: number }[]): number | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total / reviews.length) * 20);
}

/** The author's name, or 'Anonymous' (01 §2). */
export function authorNameOf(script: Pick<ScriptListItem, "user" | "authorName">): string {
  return script.user.name.trim() || script.authorName.trim() || "Anonymous";
}

/** Title for display, or 'Untitled Script' (01 §2). */
export function titleOf(script: Pick<ScriptListItem, "title">): string {
  return script.title.trim() || "Untitled Script";
}

/** The page count, or '?' when unknown (01 §2). */
export function pageCountOf(script: Pick<ScriptListItem, "pageCount">): string {
  return script.pageCount ? String(script.pageCount) : "?";
}
