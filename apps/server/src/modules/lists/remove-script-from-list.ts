import type { ReaderList } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { deleteListItem } from "./lists.repo.ts";
import { loadOwnList } from "./own-list.ts";
import { toReaderList } from "./to-reader-list.ts";

/** Takes a script out of the user's list (nothing happens if it was not in it). */
export async function removeScriptFromList(
  db: Db,
  userId: string,
  listId: string,
  scriptId: string,
): Promise<ReaderList> {
  const list = await loadOwnList(db, userId, listId);
  if (isUuid(scriptId)) await deleteListItem(db, list.id, scriptId);
  return toReaderList(await loadOwnList(db, userId, listId));
}
