import { MAX_SAVED_SEARCHES_PER_USER, type CreateSavedSearchRequest, type SavedSearch } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { toStoredQuery } from "./saved-query.ts";
import { countSavedSearches, insertSavedSearch } from "./saved-searches.repo.ts";
import { toSavedSearch } from "./to-saved-search.ts";

/** Saves a /discover filter set under a name (at most MAX_SAVED_SEARCHES_PER_USER per user). */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: CreateSavedSearchRequest,
): Promise<SavedSearch> {
  const query = toStoredQuery(input.query);
  if ((await countSavedSearches(db, userId)) >= MAX_SAVED_SEARCHES_PER_USER)
    throw new AppError(
      "CONFLICT",
      `You can keep up to ${MAX_SAVED_SEARCHES_PER_USER} saved searches. Delete one to save another.`,
    );
  return toSavedSearch(await insertSavedSearch(db, { userId, name: input.name, query }));
}
