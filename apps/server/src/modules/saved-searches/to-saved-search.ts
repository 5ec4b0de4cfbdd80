import type { SavedSearch } from "@twl/contract";

import type { SavedSearchRow } from "./saved-searches.repo.ts";

export const SAVED_SEARCH_NOT_FOUND = "Saved search not found";

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    createdAt: row.createdAt.toISOString(),
    lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
  };
}
