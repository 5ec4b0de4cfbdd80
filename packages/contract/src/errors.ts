import { z } from "zod";

/** Every API error has this shape: `{ success: false, error: "message" }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
