import { useQuery } from "@tanstack/react-query";

import { GENRES, type Genre } from "@twl/contract";

import { genresQueryOptions } from "../../../lib/genres-query.ts";

const FALLBACK: Genre[] = GENRES.map((genre) => ({ ...genre }));
/** The /scripts dropdown's order; genres the spec does not list follow by name. */
const FILTER_ORDER = [
  "action",
  "comedy",
  "drama",
  "horror",
  "romance",
  "sci-fi",
  "thriller",
  "fantasy",
  "mystery",
];

function filterRank(slug: string): number {
  const index = FILTER_ORDER.indexOf(slug);
  return index === -1 ? FILTER_ORDER.length : index;
}

/** Genres for a filter: the /scripts dropdown offers the list-filter genres, Discover every genre. */
export function useFilterGenres(which: "filter" | "all"): Genre[] {
  const genres = useQuery(genresQueryOptions()).data ?? FALLBACK;
  const offered = which === "filter" ? genres.filter((genre) => genre.isFilterGenre) : genres;
  return [...offered].sort(
    (a, b) =>
      (which === "filter" ? filterRank(a.slug) - filterRank(b.slug) : 0) || a.name.localeCompare(b.name),
  );
}
