import type { SavedSearch } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { listSavedSearchRows } from "./saved-searches.repo.ts";
import { toSavedSearch } from "./to-saved-search.ts";

/** The user's saved searches, newest first. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  return (await listSavedSearchRows(db, userId)).map(toSavedSearch);
}
