import { POPULAR_VIEWS_THRESHOLD, type DiscoverScript } from "@twl/contract";

type CoverFields = Pick<DiscoverScript, "id" | "coverImageS3Key" | "coverUrl" | "imageUrl">;

/**
 * The cover a card shows (01 §2): the stored cover when the script has one (the server's coverUrl,
 * a signed URL for an owner's private script, else the public cover route), then the legacy
 * imageUrl, else null for the 'No cover image' placeholder.
 */
export function cardCoverSrc(script: CoverFields): string | null {
  if (script.coverImageS3Key) return script.coverUrl ?? `/api/scripts/${encodeURIComponent(script.id)}/cover?size=card`;
  return script.imageUrl || null;
}

/** 'Popular' on Discover (01 §9): views strictly above 100. */
export function isPopular(script: Pick<DiscoverScript, "views">): boolean {
  return script.views > POPULAR_VIEWS_THRESHOLD;
}

/** Clout per view to 2 decimals (01 §2); a script nobody has opened counts as one view. */
export function cloutPerView(script: Pick<DiscoverScript, "receivedClout" | "views">): string {
  return (script.receivedClout / Math.max(script.views, 1)).toFixed(2);
}

/** Genre names, falling back to the legacy single genre. */
export function cardGenres(script: Pick<DiscoverScript, "genres" | "genre">): string[] {
  if (script.genres.length > 0) return script.genres.map((item) => item.genre.name);
  return script.genre ? [script.genre] : [];
}

/** The author's name, or 'Anonymous' (01 §2). */
export function cardAuthorName(script: Pick<DiscoverScript, "user" | "authorName">): string {
  return script.user.name.trim() || script.authorName.trim() || "Anonymous";
}

export function cardTitle(script: Pick<DiscoverScript, "title">): string {
  return script.title.trim() || "Untitled Script";
}
