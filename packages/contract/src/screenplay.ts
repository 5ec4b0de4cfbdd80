import { z } from "zod";

import { MAX_SCRIPT_PAGES, MAX_VERSION_NUMBER } from "./limits.ts";

/** GET /api/scripts/{id}/screenplay?version=&part=: `part` 1 (the default) carries the model's head. */
export const screenplayQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(MAX_VERSION_NUMBER).optional(),
  part: z.coerce.number().int().min(1).max(MAX_SCRIPT_PAGES).optional(),
});
export type ScreenplayQuery = z.infer<typeof screenplayQuerySchema>;

/** Which part an answer is, and the script pages (1-based numbers, inclusive) each part holds. */
export const screenplayPartsSchema = z.object({
  index: z.number().int().min(1),
  count: z.number().int().min(1),
  ranges: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
});
export type ScreenplayParts = z.infer<typeof screenplayPartsSchema>;

/**
 * GET /api/scripts/{id}/screenplay?version=: the parsed screenplay of a version. `model` and `stats`
 * follow the types of @twl/screenplay (Screenplay, ScreenplayStats); they are produced off the
 * request path, so a fresh upload answers `pending` until the worker has parsed it.
 *
 * A finished model is served in parts of whole pages (`parts`): part 1 has `model` (the scenes as an
 * index, without their elements: the text is in the pages) with its first pages, and `stats`;
 * part N > 1 has only `pages`. A small model is one part.
 */
export const screenplayResponseSchema = z.object({
  success: z.literal(true),
  version: z.number().int(),
  status: z.enum(["pending", "done", "failed"]),
  model: z.unknown().optional(),
  stats: z.unknown().optional(),
  error: z.string().optional(),
  /** Parts after the first: their pages (ScriptPage[]). */
  pages: z.unknown().optional(),
  parts: screenplayPartsSchema.optional(),
});
export type ScreenplayResponse = z.infer<typeof screenplayResponseSchema>;
