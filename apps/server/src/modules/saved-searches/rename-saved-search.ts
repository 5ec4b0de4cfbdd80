import type { SavedSearch } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { renameSavedSearchRow } from "./saved-searches.repo.ts";
import { SAVED_SEARCH_NOT_FOUND, toSavedSearch } from "./to-saved-search.ts";

/** Renames one of the user's saved searches; anyone else's is "not found". */
export async function renameSavedSearch(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<SavedSearch> {
  const row = isUuid(id) ? await renameSavedSearchRow(db, id, userId, name) : undefined;
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return toSavedSearch(row);
}
