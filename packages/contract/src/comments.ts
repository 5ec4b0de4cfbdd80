import { z } from "zod";

import { MAX_COMMENT_LENGTH } from "./limits.ts";
import { cleanMultilineText } from "./text.ts";

/** Comments on a script. */
export const commentSchema = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  /** The viewer wrote it. */
  isOwn: z.boolean(),
  /** The viewer may delete it: their own, or any comment on their script. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const createCommentRequestSchema = z
  .object({
    content: z
      .string({ error: "Comment cannot be empty" })
      .overwrite(cleanMultilineText)
      .trim()
      .min(1, "Comment cannot be empty")
      .max(MAX_COMMENT_LENGTH, `Comment must be at most ${MAX_COMMENT_LENGTH} characters`),
  })
  .strict();
export const commentListResponseSchema = z.object({
  success: z.literal(true),
  comments: z.array(commentSchema),
});
export const commentResponseSchema = z.object({ success: z.literal(true), comment: commentSchema });

export const COMMENT_MESSAGES = {
  loadFailed: "Failed to load comments",
  addFailed: "Failed to add comment",
  deleteFailed: "Failed to delete comment",
  loginToComment: "You must be logged in to comment",
  loginToDelete: "You must be logged in to delete comments",
  notFound: "Comment not found",
  forbidden: "You can only delete your own comments",
} as const;
