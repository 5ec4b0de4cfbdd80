import { z } from "zod";

/**
 * Genres: the upload genre ids plus the list-filter genres (Sci-Fi, Fantasy), one table.
 * `isUploadGenre` marks the ids offered on the upload form; `isFilterGenre` the /scripts dropdown.
 */
export const GENRES = [
  { slug: "action", name: "Action", isUploadGenre: true, isFilterGenre: true },
  { slug: "anime", name: "Anime", isUploadGenre: true, isFilterGenre: false },
  { slug: "comedy", name: "Comedy", isUploadGenre: true, isFilterGenre: true },
  { slug: "dark", name: "Dark", isUploadGenre: true, isFilterGenre: false },
  { slug: "drama", name: "Drama", isUploadGenre: true, isFilterGenre: true },
  { slug: "experimental", name: "Experimental", isUploadGenre: true, isFilterGenre: false },
  { slug: "family", name: "Family", isUploadGenre: true, isFilterGenre: false },
  { slug: "historical", name: "Historical", isUploadGenre: true, isFilterGenre: false },
  { slug: "horror", name: "Horror", isUploadGenre: true, isFilterGenre: true },
  { slug: "mystery", name: "Mystery", isUploadGenre: true, isFilterGenre: true },
  { slug: "period", name: "Period", isUploadGenre: true, isFilterGenre: false },
  { slug: "reality", name: "Reality", isUploadGenre: true, isFilterGenre: false },
  { slug: "romance", name: "Romance", isUploadGenre: true, isFilterGenre: true },
  { slug: "satire", name: "Satire", isUploadGenre: true, isFilterGenre: false },
  { slug: "sports", name: "Sports", isUploadGenre: true, isFilterGenre: false },
  { slug: "thriller", name: "Thriller", isUploadGenre: true, isFilterGenre: true },
  { slug: "sci-fi", name: "Sci-Fi", isUploadGenre: false, isFilterGenre: true },
  { slug: "fantasy", name: "Fantasy", isUploadGenre: false, isFilterGenre: true },
] as const;

export type GenreSlug = (typeof GENRES)[number]["slug"];

export const genreSchema = z.object({
  name: z.string(),
  slug: z.string(),
  isUploadGenre: z.boolean(),
  isFilterGenre: z.boolean(),
});
export type Genre = z.infer<typeof genreSchema>;

export const genresResponseSchema = z.object({
  success: z.literal(true),
  genres: z.array(genreSchema),
});
export type GenresResponse = z.infer<typeof genresResponseSchema>;
