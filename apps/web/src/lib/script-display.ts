import { POPULAR_VIEWS_THRESHOLD, type ScriptListItem } from "@twl/contract";

/** How every screen names, credits and illustrates a script: one home for these rules. */

export const UNTITLED_SCRIPT = "Untitled Script";

type CoverFields = Pick<ScriptListItem, "id" | "coverImageS3Key" | "coverUrl" | "imageUrl">;

/**
 * The cover to show: for a stored cover, the server's coverUrl (a signed URL for an owner's private
 * script, else the public cover route) or the cover route itself; without one, the legacy imageUrl
 * (a coverUrl without a stored cover is not trusted), else null for the 'No cover image' placeholder.
 */
export function coverSrcOf(script: CoverFields): string | null {
  if (script.coverImageS3Key) return script.coverUrl ?? `/api/scripts/${encodeURIComponent(script.id)}/cover?size=card`;
  return script.imageUrl || null;
}

/** Genre names for display, falling back to the legacy single genre. */
export function genreNamesOf(script: Pick<ScriptListItem, "genres" | "genre">): string[] {
  if (script.genres.length > 0) return script.genres.map((item) => item.genre.name);
  return script.genre ? [script.genre] : [];
}

/** The author's name, or 'Anonymous'. */
export function authorNameOf(script: Pick<ScriptListItem, "user" | "authorName">): string {
  return script.user.name.trim() || script.authorName.trim() || "Anonymous";
}

/** The title for display, or 'Untitled Script' when it is blank. */
export function titleOf(script: { title?: string | null }): string {
  return script.title?.trim() || UNTITLED_SCRIPT;
}

/** The page count, or '?' when unknown. */
export function pageCountOf(script: Pick<ScriptListItem, "pageCount">): string {
  return script.pageCount ? String(script.pageCount) : "?";
}

/** Score: the average review rating x 20, rounded; null without reviews. */
export function reviewScoreOf(reviews: readonly { rating: number }[]): number | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total / reviews.length) * 20);
}

/** 'Popular' badge: views strictly above the threshold (100). */
export function isPopular(script: Pick<ScriptListItem, "views">): boolean {
  return script.views > POPULAR_VIEWS_THRESHOLD;
}

/** Clout per view to 2 decimals; a script nobody has opened counts as one view. */
export function cloutPerView(script: Pick<ScriptListItem, "receivedClout" | "views">): string {
  return (script.receivedClout / Math.max(script.views, 1)).toFixed(2);
}
