import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { deleteReaderListRow } from "./lists.repo.ts";
import { LIST_NOT_FOUND } from "./to-reader-list.ts";

/** Deletes the user's own list with its items (a shared link stops working); anyone else's is 404. */
export async function deleteReaderList(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteReaderListRow(db, id, userId))) throw notFound(LIST_NOT_FOUND);
}
