import { CATEGORY_LABELS, GENRES, SAVED_SEARCH_NAME_MAX_LENGTH, type Category } from "@twl/contract";

const TYPE_NAMES: Record<string, string> = { movie: "Movies", tv: "TV", play: "Plays", short: "Shorts" };
const SORT_NAMES: Record<string, string> = { newest: "Recent", clout: "Most Clout" };
const KNOWN = new Set(["search", "genre", "screenplay_type", "category", "sort"]);

/**
 * The filters of a saved search in words ("Thriller · TV · “watchman”"), for its default name and
 * its summary. Filters this list does not know yet are shown as `name: value`.
 */
export function describeQuery(query: Record<string, string>): string[] {
  const parts: string[] = [];
  if (query.search) parts.push(`“${query.search}”`);
  if (query.genre && query.genre !== "all")
    parts.push(GENRES.find((g) => g.slug === query.genre)?.name ?? query.genre);
  if (query.screenplay_type && query.screenplay_type !== "all")
    parts.push(TYPE_NAMES[query.screenplay_type] ?? query.screenplay_type);
  if (query.category && query.category !== "all")
    parts.push(CATEGORY_LABELS[query.category as Category] ?? query.category);
  for (const [key, value] of Object.entries(query))
    if (!KNOWN.has(key) && value !== "") parts.push(`${key.replace(/_/g, " ")}: ${value}`);
  if (query.sort) parts.push(SORT_NAMES[query.sort] ?? query.sort);
  return parts;
}

/** A name to start from: the filters in words, or "All new scripts". */
export function suggestedName(query: Record<string, string>): string {
  const words = describeQuery(query).join(" · ") || "All new scripts";
  return words.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH);
}

/** The /discover address that shows a saved search. */
export function discoverPathOf(query: Record<string, string>): string {
  const params = new URLSearchParams(query).toString();
  return params ? `/discover?${params}` : "/discover";
}
