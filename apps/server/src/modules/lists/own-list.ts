import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { findOwnReaderList, type ReaderListWithCount } from "./lists.repo.ts";
import { LIST_NOT_FOUND } from "./to-reader-list.ts";

/** The user's own list; anyone else's (or a missing one) answers 404, never 403: lists are private. */
export async function loadOwnList(db: Db, userId: string, id: string): Promise<ReaderListWithCount> {
  const row = isUuid(id) ? await findOwnReaderList(db, id, userId) : undefined;
  if (!row) throw notFound(LIST_NOT_FOUND);
  return row;
}
