import { z } from "zod";

import { RECOMMENDATIONS } from "./coverage-report.ts";
import { MAX_GENRES_PER_SCRIPT, MAX_IMAGE_PIXELS, MAX_SCRIPT_PAGES, MAX_VERSION_NUMBER } from "./limits.ts";
import { cleanDisplayText } from "./text.ts";

export const TITLE_MAX_LENGTH = 200;
export const LOGLINE_MAX_LENGTH = 1000;
/** Draft scripts without a chosen genre get this one. */
export const DEFAULT_DRAFT_GENRE = "drama";
export const SCRIPT_FILE_TYPES = ["pdf", "fdx", "fountain"] as const;
export const COVER_SIZES = ["card", "detail"] as const;
export type CoverSize = (typeof COVER_SIZES)[number];
/** 2:3 portrait renditions made from every cover upload. */
export const COVER_RENDITIONS: Record<CoverSize, { width: number; height: number }> = {
  card: { width: 400, height: 600 },
  detail: { width: 800, height: 1200 },
};
/**
 * Widths (px) the cover route resizes to on request (`?w=`), for responsive images: the card on a
 * phone and on a wide screen, the page's cover at 1x and 2x. Any other width is refused (400), so
 * the set of variants the server makes and keeps per cover is small and fixed. Height is 1.5 × width (2:3).
 */
export const COVER_WIDTHS = [160, 240, 320, 400, 480, 640, 800] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
export const COVER_WIDTH_MESSAGE = `Cover width must be one of ${COVER_WIDTHS.join(", ")}`;
/** Formats the cover route answers in, best first; chosen by the request's Accept header (WebP is the stored format). */
export const COVER_FORMATS = ["avif", "webp"] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];
/** The script page's cover: 16rem wide in one column, the 18rem side column from 1024px (lg). */
export const SCRIPT_PAGE_COVER_SIZES = "(min-width: 1024px) 18rem, 16rem";
const PUBLIC_COVER_ROUTE = /^\/api\/scripts\/[A-Za-z0-9_-]+\/cover(\?[^#]*)?$/;

/**
 * The `srcset` of a public cover address (the cacheable cover route, `/api/scripts/:id/cover?...`):
 * the same address at every COVER_WIDTHS width. Null for any other address (a private script's
 * signed URL, a legacy image URL): those are shown as they are. The server's preload of the script
 * page's cover and the page's <img> build it here, so the browser reuses the preloaded image.
 */
export function coverSrcSetOf(src: string): string | null {
  const match = PUBLIC_COVER_ROUTE.exec(src);
  if (!match) return null;
  const params = new URLSearchParams(match[1] ?? "");
  params.delete("size");
  params.delete("w");
  const base = src.slice(0, src.length - (match[1]?.length ?? 0));
  return COVER_WIDTHS.map((width) => {
    const query = new URLSearchParams(params);
    query.set("w", String(width));
    return `${base}?${query.toString()} ${width}w`;
  }).join(", ");
}
/** Covers larger than this many pixels are refused before decoding (decompression bombs; issue 28 finding 4). */
export const MAX_COVER_PIXELS = MAX_IMAGE_PIXELS;
export const SCRIPT_PRIVATE_MESSAGE = "This script is private";
export const SCRIPT_NOT_FOUND_MESSAGE = "Script not found";

export const coverageStatusSchema = z.enum(["pending", "processing", "completed", "failed"]);
export type CoverageStatus = z.infer<typeof coverageStatusSchema>;

const genreSlugsSchema = z
  .array(z.string().trim().min(1).max(40))
  .max(MAX_GENRES_PER_SCRIPT, `Choose at most ${MAX_GENRES_PER_SCRIPT} genres`);

export const scriptGenreItemSchema = z.object({ genre: z.object({ name: z.string(), slug: z.string() }) });
/** The author as every script response carries it: the one shape the web reads. */
export const scriptAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isDummy: z.boolean(),
});
export type ScriptAuthor = z.infer<typeof scriptAuthorSchema>;
/** The spec's older author shape (`user`: id, name, avatar data), kept for compatibility. */
export const legacyScriptUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  isDummy: z.boolean(),
});

/** A review as lists carry it. */
export const scriptReviewSummarySchema = z.object({
  id: z.string(),
  userId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    clout: z.number().int(),
    receivedClout: z.number().int(),
  }),
});
export type ScriptReviewSummary = z.infer<typeof scriptReviewSummarySchema>;

/**
 * One script shape. Read `author`, `coverUrl` and `hasFile`; nothing else.
 *
 * Compatibility: the spec names more fields for the same facts. They stay in responses, are derived
 * on the server in one place (`withLegacyScriptFields` in apps/server/src/modules/scripts/to-script-dto.ts)
 * and the web must not read them:
 * - `userId`, `authorId`, `authorName`, `user` (id, name, avatar, isDummy) repeat `author`;
 * - `coverImageUrl` (detail) repeats `coverUrl`; `imageUrl` is the legacy cover picture of scripts
 *   without a stored cover (the cover source order is coverUrl, then imageUrl, then a placeholder).
 * Deliberately NOT kept: the spec's `s3Key` and `coverImageS3Key` are object-store keys and never
 * reach the browser; `hasFile` replaces "s3Key is not null" and `coverUrl` replaces the cover key.
 * A contract test walks every response schema and fails on a storage key.
 */
export const scriptListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  logline: z.string().nullable(),
  genre: z.string().nullable(),
  genres: z.array(scriptGenreItemSchema),
  /** Where to load the cover: the public cover route, or a signed URL for the owner of a private script; null without a stored cover. */
  coverUrl: z.string().nullable(),
  /** Legacy cover picture (see above). */
  imageUrl: z.string().nullable(),
  /** The script has an uploaded screenplay file. */
  hasFile: z.boolean(),
  isPublic: z.boolean(),
  receivedClout: z.number().int(),
  views: z.number().int(),
  reviews: z.array(scriptReviewSummarySchema),
  reviewCount: z.number().int(),
  pageCount: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: scriptAuthorSchema,
  /** Legacy copies of `author` (see above). */
  userId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  user: legacyScriptUserSchema,
  coverage: z.object({ status: coverageStatusSchema }).nullable(),
});
export type ScriptListItem = z.infer<typeof scriptListItemSchema>;

/** Script detail: list fields plus file state and what the viewer may do. */
export const scriptDetailSchema = scriptListItemSchema.extend({
  screenplayType: z.enum(["movie", "tv", "play", "short"]),
  fileType: z.enum(SCRIPT_FILE_TYPES).nullable(),
  activeVersion: z.number().int().nullable(),
  versionCount: z.number().int(),
  activeCoverVersion: z.number().int().nullable(),
  /** Legacy copy of `coverUrl`. */
  coverImageUrl: z.string().nullable(),
  /** The signed-in viewer owns the script. */
  isOwner: z.boolean(),
  /** The viewer may edit: the owner, or an admin acting for a dummy author. */
  canEdit: z.boolean(),
  /** The viewer may compare the script's drafts (an editor, or a reader when the owner allows it). */
  mayCompare: z.boolean(),
});
export type ScriptDetail = z.infer<typeof scriptDetailSchema>;
export const scriptDetailResponseSchema = z.object({ success: z.literal(true), script: scriptDetailSchema });

/**
 * POST /api/scripts/{id}/view: the script page counts its view with this when it rendered from the
 * detail written into its HTML (no detail read). `counted`: noted (false for the owner).
 */
export const scriptViewResponseSchema = z.object({ success: z.literal(true), counted: z.boolean() });
/** The id of the JSON data block that carries a public script's detail in its page's HTML. */
export const SCRIPT_PAGE_DATA_ID = "twl-script-detail";
/**
 * Stands for the title in the script page's shell (the web build's `_script.html`); the server
 * writes a public script's title, escaped, in its place.
 */
export const SCRIPT_SHELL_TITLE = "twl-script-shell-title-6c1e";
/**
 * Stand for the cover's address and `srcset` in the script page's shell: the server writes a public
 * script's cover in their place, or takes the shell's `<img>` out for a script without one.
 */
export const SCRIPT_SHELL_COVER_SRC = "/twl-script-shell-cover-src-6c1e";
export const SCRIPT_SHELL_COVER_SRCSET = "/twl-script-shell-cover-srcset-6c1e 1w";

/** Dashboard rows: score is the average review rating x 20, or null without reviews. */
export const dashboardScriptSchema = scriptListItemSchema.extend({
  uploadDate: z.string(),
  /** completed when a file exists (`hasFile`), else pending. */
  displayStatus: z.enum(["completed", "pending"]),
  score: z.number().int().nullable(),
  /** The newest completed coverage's grade and recommendation (null verdict on older reports). */
  coverageResult: z
    .object({ grade: z.string(), verdict: z.enum(RECOMMENDATIONS).nullable() })
    .nullable()
    .optional(),
});
export type DashboardScript = z.infer<typeof dashboardScriptSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const myScriptsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const myScriptsResponseSchema = z.object({
  success: z.literal(true),
  scripts: z.array(dashboardScriptSchema),
  pagination: paginationSchema,
  stats: z.object({
    totalScripts: z.number().int(),
    publicScripts: z.number().int(),
    totalViews: z.number().int(),
    totalClout: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type MyScriptsResponse = z.infer<typeof myScriptsResponseSchema>;

/** POST /api/protected/scripts: a draft (private, no file) that a generated cover or a later upload fills in. */
export const createDraftRequestSchema = z.object({
  title: z
    .string()
    .overwrite(cleanDisplayText)
    .trim()
    .min(1, "Please enter a script title before generating images")
    .max(TITLE_MAX_LENGTH),
  genre: z.string().trim().max(40).optional(),
  genres: genreSlugsSchema.optional(),
  logline: z.string().overwrite(cleanDisplayText).trim().max(LOGLINE_MAX_LENGTH).optional(),
  pageCount: z.number().int().min(0).max(MAX_SCRIPT_PAGES).optional(),
  isPublic: z.boolean().optional(),
});
export const createDraftResponseSchema = z.object({ success: z.literal(true), script: scriptDetailSchema });

/** Multipart fields of POST /api/protected/scripts/upload (besides the file), as text. */
export const uploadScriptFieldsSchema = z.object({
  title: z.string().overwrite(cleanDisplayText).trim().min(1, "Title is required").max(TITLE_MAX_LENGTH),
  genre: z.string().trim().max(40).optional(),
  /** JSON text of a slug list, e.g. ["drama","thriller"]. */
  genres: z.string().max(500).optional(),
  logline: z.string().overwrite(cleanDisplayText).trim().max(LOGLINE_MAX_LENGTH).optional(),
  isPublic: z.enum(["true", "false"]).optional(),
  screenplayType: z.enum(["movie", "tv", "play", "short"]).optional(),
});

/** PUT /api/protected/scripts/{id}: genres as slugs. */
export const updateScriptRequestSchema = z
  .object({
    title: z
      .string()
      .overwrite(cleanDisplayText)
      .trim()
      .min(1, "Title is required")
      .max(TITLE_MAX_LENGTH)
      .optional(),
    logline: z.string().overwrite(cleanDisplayText).trim().max(LOGLINE_MAX_LENGTH).nullable().optional(),
    genre: z.string().trim().max(40).optional(),
    genres: genreSlugsSchema.min(1, "Please select at least one genre").optional(),
    isPublic: z.boolean().optional(),
    screenplayType: z.enum(["movie", "tv", "play", "short"]).optional(),
  })
  .strict();
export type UpdateScriptRequest = z.infer<typeof updateScriptRequestSchema>;
export const scriptResponseSchema = z.object({ success: z.literal(true), script: scriptDetailSchema });

export const scriptVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  fileType: z.enum(SCRIPT_FILE_TYPES),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int(),
  pageCount: z.number().int().nullable(),
  createdAt: z.string(),
  uploader: z.object({ name: z.string() }).nullable(),
  isActive: z.boolean(),
  coverage: z.object({ status: coverageStatusSchema }).nullable(),
});
export type ScriptVersion = z.infer<typeof scriptVersionSchema>;
export const versionsResponseSchema = z.object({
  success: z.literal(true),
  versions: z.array(scriptVersionSchema),
});

/** A cover version; the spec's `s3Key` is not sent (storage keys never reach the browser), load it by version from the cover route. */
export const coverVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  isActive: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});
export const coversResponseSchema = z.object({
  success: z.literal(true),
  covers: z.array(coverVersionSchema),
});
export const coverImagesResponseSchema = z.object({
  success: z.literal(true),
  coverImages: z.array(z.object({ version: z.number().int(), url: z.string(), isActive: z.boolean() })),
});

export const setVersionRequestSchema = z.object({ version: z.number().int().min(1).max(MAX_VERSION_NUMBER) });
export const fileUrlQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(MAX_VERSION_NUMBER).optional(),
});
export const fileUrlResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  version: z.number().int(),
  fileType: z.enum(SCRIPT_FILE_TYPES),
  expiresAt: z.string(),
});
export const coverQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(MAX_VERSION_NUMBER).optional(),
  size: z.enum(COVER_SIZES).optional(),
  /** A width from COVER_WIDTHS: the cover resized to it (2:3), in AVIF or WebP by the Accept header. */
  w: z.coerce
    .number({ error: COVER_WIDTH_MESSAGE })
    .refine((w): w is CoverWidth => (COVER_WIDTHS as readonly number[]).includes(w), {
      error: COVER_WIDTH_MESSAGE,
    })
    .optional(),
  /** Cache-busting value; any string. */
  v: z.string().max(64).optional(),
  t: z.string().max(64).optional(),
});
export const uploadCoverResponseSchema = z.object({
  success: z.literal(true),
  cover: coverVersionSchema,
  script: scriptDetailSchema,
});
