import { z } from "zod";

import { discoverScriptSchema } from "./discover.ts";
import { READER_LIST_NAME_MAX_LENGTH } from "./limits.ts";

const listName = z
  .string()
  .trim()
  .min(1, "Give the list a name")
  .max(READER_LIST_NAME_MAX_LENGTH, `Names are at most ${READER_LIST_NAME_MAX_LENGTH} characters`);

/** POST /api/lists */
export const createReaderListRequestSchema = z.object({ name: listName });
/** PATCH /api/lists/{id}: rename, and share by link (true) or make private again (false). */
export const updateReaderListRequestSchema = z
  .object({ name: listName.optional(), shared: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.shared !== undefined, { message: "Nothing to change" });
export type UpdateReaderListRequest = z.infer<typeof updateReaderListRequestSchema>;

/** GET /api/lists?scriptId=: each list says whether it holds that script (the "Add to list" menu). */
export const readerListsQuerySchema = z.object({ scriptId: z.string().max(64).optional() });

export const readerListSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Scripts in the list that the owner can still see. */
  scriptCount: z.number().int(),
  /** The read-only public page (`/l/<token>`), or null while the list is private. */
  sharePath: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only with ?scriptId=. */
  hasScript: z.boolean().optional(),
});
export type ReaderList = z.infer<typeof readerListSchema>;

export const readerListResponseSchema = z.object({ success: z.literal(true), list: readerListSchema });
export const readerListsResponseSchema = z.object({
  success: z.literal(true),
  lists: z.array(readerListSchema),
});
/** GET /api/lists/{id}: the owner's view, newest addition first. */
export const readerListDetailResponseSchema = z.object({
  success: z.literal(true),
  list: readerListSchema,
  scripts: z.array(discoverScriptSchema),
});
/** GET /api/shared-lists/{token}: anyone with the link; public scripts only, no owner details. */
export const sharedReaderListResponseSchema = z.object({
  success: z.literal(true),
  list: z.object({ name: z.string(), ownerName: z.string() }),
  scripts: z.array(discoverScriptSchema),
});
export type SharedReaderListResponse = z.infer<typeof sharedReaderListResponseSchema>;
export type ReaderListDetailResponse = z.infer<typeof readerListDetailResponseSchema>;
