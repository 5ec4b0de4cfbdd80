import { z } from "zod";

import { factFilterFields } from "./script-facts.ts";
import { paginationSchema, scriptListItemSchema } from "./scripts.ts";

export const SCREENPLAY_TYPES = ["movie", "tv", "play", "short"] as const;
export type ScreenplayType = (typeof SCREENPLAY_TYPES)[number];
export const screenplayTypeSchema = z.enum(SCREENPLAY_TYPES);

/** Discovery categories and their rules (documented in docs/discovery.md). */
export const CATEGORIES = ["contest-winners", "staff-picks", "rising-stars", "classics"] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  "contest-winners": "Contest Winners",
  "staff-picks": "Staff Picks",
  "rising-stars": "Rising Stars",
  classics: "Modern Classics",
};

/** /scripts sort dropdown; Discover offers newest ('Recent') and clout ('Most Clout'). */
export const SCRIPT_SORTS = ["newest", "oldest", "clout", "views", "title"] as const;
export type ScriptSort = (typeof SCRIPT_SORTS)[number];

export const DISCOVER_PAGE_SIZE = 12;
export const FEATURED_MAX = 3;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_LENGTH = 100;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(DISCOVER_PAGE_SIZE),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  genre: z.string().trim().max(40).optional(),
};
const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/**
 * GET /api/scripts: the /scripts page. Public scripts; with a bearer token and
 * `includeOwn=true` (the 'Public Scripts Only' toggle switched off) the viewer's own private ones too.
 * With a search term results are ranked by relevance first, then by `sort`.
 */
export const scriptsListQuerySchema = z.object({
  ...pageFields,
  sort: z.enum(SCRIPT_SORTS).default("newest"),
  hasReviews: flag.optional(),
  includeOwn: flag.optional(),
  category: z.enum(CATEGORIES).optional(),
  screenplay_type: screenplayTypeSchema.optional(),
  ...factFilterFields,
});
export type ScriptsListQuery = z.infer<typeof scriptsListQuerySchema>;

/** GET /api/discover and /api/discover/scripts: public scripts only. */
export const discoverQuerySchema = z.object({
  ...pageFields,
  sort: z.enum(["newest", "clout"]).default("clout"),
  category: z.enum([...CATEGORIES, "all"]).optional(),
  screenplay_type: z.enum([...SCREENPLAY_TYPES, "all"]).optional(),
  ...factFilterFields,
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

/** The one script shape (scriptListItemSchema: author, coverUrl, hasFile, and where the legacy fields come from) plus list extras. */
export const discoverScriptSchema = scriptListItemSchema.extend({
  screenplayType: screenplayTypeSchema,
  isContestWinner: z.boolean(),
  isStaffPick: z.boolean(),
  /** Featured lists only: why the script is featured. */
  category: z.enum(["trending", "most-clout"]).optional(),
});
export type DiscoverScript = z.infer<typeof discoverScriptSchema>;

export const scriptsListResponseSchema = z.object({
  success: z.literal(true),
  scripts: z.array(discoverScriptSchema),
  pagination: paginationSchema,
});
export type ScriptsListResponse = z.infer<typeof scriptsListResponseSchema>;

export const featuredResponseSchema = z.object({
  success: z.literal(true),
  featured: z.array(discoverScriptSchema),
});

/** PUT /api/admin/scripts/{id}/flags: the editorial categories. */
export const scriptFlagsRequestSchema = z
  .object({ isContestWinner: z.boolean().optional(), isStaffPick: z.boolean().optional() })
  .strict()
  .refine((flags) => flags.isContestWinner !== undefined || flags.isStaffPick !== undefined, {
    message: "Set isContestWinner or isStaffPick",
  });
