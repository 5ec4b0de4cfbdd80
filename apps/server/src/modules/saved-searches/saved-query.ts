import { discoverQuerySchema, SAVED_SEARCH_IGNORED_KEYS, type DiscoverQuery } from "@twl/contract";

import { badRequest } from "../../lib/app-error.ts";

/**
 * The filters to keep from a /discover address: the keys the discover query schema knows (so a
 * filter added to it later is kept too), written as in the address, without paging or empty values.
 */
export function toStoredQuery(input: Record<string, string>): Record<string, string> {
  const parsed = discoverQuerySchema.safeParse(input);
  if (!parsed.success) throw badRequest("These filters are not valid");
  const known = parsed.data as Record<string, unknown>;
  const stored: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if ((SAVED_SEARCH_IGNORED_KEYS as readonly string[]).includes(key)) continue;
    if (!(key in known) || known[key] === undefined || value.trim() === "") continue;
    stored[key] = value;
  }
  return stored;
}

/** A stored filter set read back through the discover query schema; null if it no longer passes. */
export function toDiscoverQuery(
  stored: Record<string, string>,
  paging: { limit: number; sort: DiscoverQuery["sort"] },
): DiscoverQuery | null {
  const parsed = discoverQuerySchema.safeParse({
    ...stored,
    page: "1",
    limit: String(paging.limit),
    sort: paging.sort,
  });
  return parsed.success ? parsed.data : null;
}
