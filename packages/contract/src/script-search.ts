import { z } from "zod";

/** Full-text search inside scripts (issue 35): what a reader may type and how many results a page shows. */
export const TEXT_SEARCH_MIN_LENGTH = 2;
export const TEXT_SEARCH_MAX_LENGTH = 200;
export const TEXT_SEARCH_PAGE_SIZE = 10;
export const TEXT_SEARCH_MAX_PAGE = 50;
/** Matching pages shown under each script (the best ranked first). */
export const TEXT_SEARCH_PAGES_PER_SCRIPT = 2;

/**
 * GET /api/search/text?q=&page=: public scripts whose active version's text matches, ranked; with a
 * bearer token the viewer's own private scripts too. `q` takes web-search syntax: words (all must
 * be on the page), "a quoted phrase", -excluded, or.
 */
export const textSearchQuerySchema = z.object({
  q: z.string().trim().min(TEXT_SEARCH_MIN_LENGTH).max(TEXT_SEARCH_MAX_LENGTH),
  page: z.coerce.number().int().min(1).max(TEXT_SEARCH_MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(20).default(TEXT_SEARCH_PAGE_SIZE),
});
export type TextSearchQuery = z.infer<typeof textSearchQuerySchema>;

/** The kinds of printed screenplay lines a match shows (see @twl/screenplay LineKind). */
export const SCREENPLAY_LINE_KINDS = [
  "scene_heading",
  "action",
  "character",
  "parenthetical",
  "dialogue",
  "lyrics",
  "transition",
  "shot",
  "centered",
] as const;
export type ScreenplayLineKind = (typeof SCREENPLAY_LINE_KINDS)[number];

/** A printed line in a match: its text in parts, the parts that matched a searched word marked. */
export const textSearchLineSchema = z.object({
  kind: z.enum(SCREENPLAY_LINE_KINDS),
  parts: z.array(z.object({ text: z.string(), isMatch: z.boolean() })),
  /** Whether the line itself holds a searched word (the others are its cue or scene heading). */
  isMatch: z.boolean(),
  /** Lines left out before this one on the page. */
  gapBefore: z.boolean(),
});
export type TextSearchLine = z.infer<typeof textSearchLineSchema>;

export const textSearchPageSchema = z.object({
  /** 1-based script page (the reader's ?page=). */
  page: z.number().int(),
  lines: z.array(textSearchLineSchema),
});
export type TextSearchPage = z.infer<typeof textSearchPageSchema>;

export const textSearchResultSchema = z.object({
  script: z.object({
    id: z.string(),
    title: z.string(),
    authorId: z.string(),
    authorName: z.string(),
    genres: z.array(z.string()),
    pageCount: z.number().int().nullable(),
    /** False only in the owner's own results. */
    isPublic: z.boolean(),
  }),
  /** Pages of the active version that match. */
  matchingPages: z.number().int(),
  pages: z.array(textSearchPageSchema),
});
export type TextSearchResult = z.infer<typeof textSearchResultSchema>;

export const textSearchResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(textSearchResultSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TextSearchResponse = z.infer<typeof textSearchResponseSchema>;
