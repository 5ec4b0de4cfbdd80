import { POPULAR_VIEWS_THRESHOLD, type ScriptListItem } from "@twl/contract";

const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });

/** 'May 2024' for the Member since card; the raw text when it is not a date. */
export function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : MONTH_YEAR.format(date);
}

/** 'Popular' (02 §2, §9): views strictly above 100. */
export function isPopular(script: Pick<ScriptListItem, "views">): boolean {
  return script.views > POPULAR_VIEWS_THRESHOLD;
}

/** The stored cover (a signed URL for the owner's private scripts), then the legacy image, else none. */
export function coverSrcOf(script: Pick<ScriptListItem, "id" | "coverImageS3Key" | "coverUrl" | "imageUrl">): string | null {
  if (script.coverImageS3Key) return script.coverUrl ?? `/api/scripts/${encodeURIComponent(script.id)}/cover?size=card`;
  return script.imageUrl || null;
}

/** Genre names, falling back to the legacy single genre. */
export function genresOf(script: Pick<ScriptListItem, "genres" | "genre">): string[] {
  if (script.genres.length > 0) return script.genres.map((item) => item.genre.name);
  return script.genre ? [script.genre] : [];
}

export function titleOf(script: Pick<ScriptListItem, "title">): string {
  return script.title.trim() || "Untitled Script";
}
