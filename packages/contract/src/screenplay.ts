import { z } from "zod";

/**
 * GET /api/scripts/{id}/screenplay?version=: the parsed screenplay of a version. `model` and `stats`
 * follow the types of @twl/screenplay (Screenplay, ScreenplayStats); they are produced off the
 * request path, so a fresh upload answers `pending` until the worker has parsed it.
 */
export const screenplayResponseSchema = z.object({
  success: z.literal(true),
  version: z.number().int(),
  status: z.enum(["pending", "done", "failed"]),
  model: z.unknown().optional(),
  stats: z.unknown().optional(),
  error: z.string().optional(),
});
export type ScreenplayResponse = z.infer<typeof screenplayResponseSchema>;
