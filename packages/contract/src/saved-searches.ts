import { z } from "zod";

import { discoverQuerySchema } from "./discover.ts";
import { SAVED_SEARCH_NAME_MAX_LENGTH } from "./limits.ts";

/**
 * A saved search keeps the /discover address's filters as they are written there (strings), after
 * the discover query schema accepted them: any filter later added to that schema is saved and
 * applied without changes here. Paging is never saved.
 */
export const SAVED_SEARCH_IGNORED_KEYS = ["page", "limit"] as const;
export const savedSearchQuerySchema = z
  .record(z.string().max(40), z.string().max(200))
  .refine((q) => Object.keys(q).length <= 40, { message: "Too many filters" })
  .refine((q) => discoverQuerySchema.safeParse(q).success, { message: "These filters are not valid" });
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

const savedSearchName = z
  .string()
  .trim()
  .min(1, "Give the search a name")
  .max(SAVED_SEARCH_NAME_MAX_LENGTH, `Names are at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`);

/** POST /api/saved-searches */
export const createSavedSearchRequestSchema = z.object({
  name: savedSearchName,
  query: savedSearchQuerySchema,
});
export type CreateSavedSearchRequest = z.infer<typeof createSavedSearchRequestSchema>;

/** PATCH /api/saved-searches/{id} */
export const renameSavedSearchRequestSchema = z.object({ name: savedSearchName });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The /discover address's filters, e.g. { genre: "thriller", screenplay_type: "tv" }. */
  query: z.record(z.string(), z.string()),
  createdAt: z.string(),
  /** When the owner was last told about new matches (null: never yet). */
  lastAlertedAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({
  success: z.literal(true),
  savedSearch: savedSearchSchema,
});
export const savedSearchesResponseSchema = z.object({
  success: z.literal(true),
  savedSearches: z.array(savedSearchSchema),
});
