import { queryOptions, useQuery } from "@tanstack/react-query";

import { genresResponseSchema, type Genre } from "@twl/contract";

import { apiFetch } from "./api-client.ts";

/** GET /api/genres (public): every genre, with flags for the upload form and the list filter. One query, one cache key. */
export async function getGenres(signal?: AbortSignal): Promise<Genre[]> {
  const { genres } = await apiFetch("/api/genres", { schema: genresResponseSchema, signal, token: null });
  return genres;
}

export const GENRES_QUERY_KEY = ["genres"] as const;

export function genresQueryOptions() {
  return queryOptions({
    queryKey: GENRES_QUERY_KEY,
    queryFn: ({ signal }) => getGenres(signal),
    staleTime: Infinity,
  });
}

export function useGenres() {
  return useQuery(genresQueryOptions());
}
