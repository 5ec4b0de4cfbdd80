import { GENRES, genresResponseSchema, type Genre } from "@twl/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { discoverKeys } from "./discover-keys.ts";

/** GET /api/genres (public). Until it answers (or if it fails) the contract's table stands in. */
export async function getGenres(signal?: AbortSignal): Promise<Genre[]> {
  const { genres } = await apiFetch("/api/genres", { schema: genresResponseSchema, signal, token: null });
  return genres;
}

const FALLBACK: Genre[] = GENRES.map((genre) => ({ ...genre }));
/** The /scripts dropdown's order (01 §3); genres the spec does not list follow by name. */
const FILTER_ORDER = ["action", "comedy", "drama", "horror", "romance", "sci-fi", "thriller", "fantasy", "mystery"];

function filterRank(slug: string): number {
  const index = FILTER_ORDER.indexOf(slug);
  return index === -1 ? FILTER_ORDER.length : index;
}

export function genresQueryOptions() {
  return queryOptions({ queryKey: discoverKeys.genres(), queryFn: ({ signal }) => getGenres(signal), staleTime: Infinity });
}

/** Genres for a filter: the /scripts dropdown offers the list-filter genres, Discover every genre. */
export function useFilterGenres(which: "filter" | "all"): Genre[] {
  const genres = useQuery(genresQueryOptions()).data ?? FALLBACK;
  const offered = which === "filter" ? genres.filter((genre) => genre.isFilterGenre) : genres;
  return [...offered].sort((a, b) => (which === "filter" ? filterRank(a.slug) - filterRank(b.slug) : 0) || a.name.localeCompare(b.name));
}
