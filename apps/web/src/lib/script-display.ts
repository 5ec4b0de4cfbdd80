import { POPULAR_VIEWS_THRESHOLD, type ScriptListItem } from "@twl/contract";

/** How every screen names, credits and illustrates a script: one home for these rules. */

export const UNTITLED_SCRIPT = "Untitled Script";

type CoverFields = Pick<ScriptListItem, "coverUrl" | "imageUrl">;

/**
 * The cover to show: the server's coverUrl for a stored cover (a signed URL for an owner's private
 * script, else the public cover route); without one, the legacy imageUrl, else null for the
 * 'No cover image' placeholder. Storage keys never reach the browser.
 */
export function coverSrcOf(script: CoverFields): string | null {
  return script.coverUrl || script.imageUrl || null;
}

/** Genre names for display, falling back to the legacy single genre. */
export function genreNamesOf(script: Pick<ScriptListItem, "genres" | "genre">): string[] {
  if (script.genres.length > 0) return script.genres.map((item) => item.genre.name);
  return script.genre ? [script.genre] : [];
}

/** The author's name, or 'Anonymous'. */
export function authorNameOf(script: Pick<ScriptListItem, "author">): string {
  return script.author.name.trim() || "Anonymous";
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
