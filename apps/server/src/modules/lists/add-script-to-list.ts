import { MAX_SCRIPTS_PER_READER_LIST, type ReaderList } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { countListItems, insertListItem, isScriptVisibleTo } from "./lists.repo.ts";
import { loadOwnList } from "./own-list.ts";
import { toReaderList } from "./to-reader-list.ts";

export const LIST_SCRIPT_NOT_FOUND = "Script not found";

/**
 * Keeps a script in the user's list: a public script, or one of their own. Another user's private
 * script is "not found" (its existence is not confirmed). Adding it twice changes nothing.
 */
export async function addScriptToList(
  db: Db,
  userId: string,
  listId: string,
  scriptId: string,
): Promise<ReaderList> {
  const list = await loadOwnList(db, userId, listId);
  if (!isUuid(scriptId) || !(await isScriptVisibleTo(db, scriptId, userId)))
    throw notFound(LIST_SCRIPT_NOT_FOUND);
  if ((await countListItems(db, list.id)) >= MAX_SCRIPTS_PER_READER_LIST)
    throw new AppError(
      "CONFLICT",
      `A list holds up to ${MAX_SCRIPTS_PER_READER_LIST} scripts. Remove one or start another list.`,
    );
  await insertListItem(db, list.id, scriptId);
  return toReaderList(await loadOwnList(db, userId, listId));
}
