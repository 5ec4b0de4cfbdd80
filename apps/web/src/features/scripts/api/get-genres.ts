import { genresResponseSchema, type Genre } from "@twl/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";
import { genreKeys } from "./script-keys.ts";

/** GET /api/genres (public): every genre, with flags for the upload form and the list filter. */
export async function getGenres(signal?: AbortSignal): Promise<Genre[]> {
  const { genres } = await apiFetch("/api/genres", { schema: genresResponseSchema, signal, token: null });
  return genres;
}

export function genresQueryOptions() {
  return queryOptions({ queryKey: genreKeys.all, queryFn: ({ signal }) => getGenres(signal), staleTime: Infinity });
}

/** Every genre: the picker offers the upload genres, plus any other one a script already has. */
export function useGenres() {
  return useQuery(genresQueryOptions());
}
