import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { deleteSavedSearchRow } from "./saved-searches.repo.ts";
import { SAVED_SEARCH_NOT_FOUND } from "./to-saved-search.ts";

/** Deletes one of the user's saved searches (and what it announced); anyone else's is "not found". */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteSavedSearchRow(db, id, userId))) throw notFound(SAVED_SEARCH_NOT_FOUND);
}
