import { CATEGORIES, SCRIPT_SORTS, SCRIPTS_PAGE_SIZE, type Category, type ScriptSort } from "@twl/contract";

import { NO_PAGE_FILTERS, pageFilterPairs, readPageFilters, type PageFilters } from "./page-filters.ts";
import { pageFrom, queryOf } from "./page-query.ts";

/** The /scripts page's state, as its address holds it. */
export interface ScriptsListFilters {
  search: string;
  /** A genre slug; "" for All Genres. */
  genre: string;
  sort: ScriptSort;
  page: number;
  category: Category | null;
  hasReviews: boolean;
  /** 'Public Scripts Only' (default on): off adds the signed-in user's own private scripts. */
  publicOnly: boolean;
  /** The page filters (page count, cast, budget, coverage...): page-filters.ts. */
  facts: PageFilters;
}

export const SCRIPTS_LIST_DEFAULTS: ScriptsListFilters = {
  search: "",
  genre: "",
  sort: "newest",
  page: 1,
  category: null,
  hasReviews: false,
  publicOnly: true,
  facts: NO_PAGE_FILTERS,
};

export const SCRIPT_SORT_LABELS: Record<ScriptSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  clout: "Most Clout",
  views: "Most Viewed",
  title: "Title A–Z",
};

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

export function readScriptsListFilters(params: URLSearchParams): ScriptsListFilters {
  return {
    search: (params.get("search") ?? "").trim(),
    genre: (params.get("genre") ?? "").trim(),
    sort: oneOf(SCRIPT_SORTS, params.get("sort")) ?? SCRIPTS_LIST_DEFAULTS.sort,
    page: pageFrom(params.get("page")),
    category: oneOf(CATEGORIES, params.get("category")),
    hasReviews: params.get("hasReviews") === "true",
    publicOnly: params.get("publicOnly") !== "false",
    facts: readPageFilters(params),
  };
}

/** The address query: only what differs from the defaults. */
export function writeScriptsListFilters(filters: ScriptsListFilters): URLSearchParams {
  const d = SCRIPTS_LIST_DEFAULTS;
  return queryOf({
    search: filters.search,
    genre: filters.genre,
    sort: filters.sort === d.sort ? null : filters.sort,
    category: filters.category,
    hasReviews: filters.hasReviews ? "true" : null,
    publicOnly: filters.publicOnly ? null : "false",
    ...pageFilterPairs(filters.facts),
    page: filters.page > 1 ? filters.page : null,
  });
}

/** Whether 'Clear Filters' has anything to clear (sort is an order, not a filter). */
export function hasActiveFilters(filters: ScriptsListFilters): boolean {
  const d = SCRIPTS_LIST_DEFAULTS;
  return (
    filters.search !== d.search ||
    filters.genre !== d.genre ||
    filters.category !== d.category ||
    filters.hasReviews ||
    !filters.publicOnly ||
    Object.keys(filters.facts).length > 0
  );
}

/** GET /api/scripts query; `includeOwn` only when a signed-in user switched 'Public Scripts Only' off. */
export function scriptsListApiQuery(filters: ScriptsListFilters, isSignedIn: boolean): URLSearchParams {
  return queryOf({
    page: filters.page,
    limit: SCRIPTS_PAGE_SIZE,
    sort: filters.sort,
    search: filters.search,
    genre: filters.genre,
    hasReviews: filters.hasReviews ? "true" : null,
    includeOwn: isSignedIn && !filters.publicOnly ? "true" : null,
    category: filters.category,
    ...pageFilterPairs(filters.facts),
  });
}
