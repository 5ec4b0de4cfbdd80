import {
  CATEGORIES,
  DISCOVER_PAGE_SIZE,
  SCREENPLAY_TYPES,
  type Category,
  type ScreenplayType,
} from "@twl/contract";

import { NO_PAGE_FILTERS, pageFilterPairs, readPageFilters, type PageFilters } from "./page-filters.ts";
import { pageFrom, queryOf } from "./page-query.ts";

export type DiscoverSort = "clout" | "newest";
export type CategoryChoice = Category | "all";
export type TypeChoice = ScreenplayType | "all";

/** Discover's state, as its address holds it: search, genre, screenplay_type, sort, page, category. */
export interface DiscoverFilters {
  search: string;
  /** A genre slug, or "all". */
  genre: string;
  type: TypeChoice;
  sort: DiscoverSort;
  page: number;
  category: CategoryChoice;
  /** The page filters (page count, cast, budget, coverage...): page-filters.ts. */
  facts: PageFilters;
}

export const DISCOVER_DEFAULTS: DiscoverFilters = {
  search: "",
  genre: "all",
  type: "all",
  sort: "clout",
  page: 1,
  category: "all",
  facts: NO_PAGE_FILTERS,
};

export const DISCOVER_SORT_OPTIONS: readonly { value: DiscoverSort; label: string }[] = [
  { value: "newest", label: "Recent" },
  { value: "clout", label: "Most Clout" },
];

export const TYPE_LABELS: Record<TypeChoice, string> = {
  all: "All",
  movie: "Movie",
  tv: "TV",
  play: "Play",
  short: "Short",
};
export const TYPE_CHOICES: readonly TypeChoice[] = ["all", ...SCREENPLAY_TYPES];

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

export function readDiscoverFilters(params: URLSearchParams): DiscoverFilters {
  return {
    search: (params.get("search") ?? "").trim(),
    genre: (params.get("genre") ?? "").trim() || "all",
    type: oneOf(SCREENPLAY_TYPES, params.get("screenplay_type")) ?? "all",
    sort: params.get("sort") === "newest" ? "newest" : "clout",
    page: pageFrom(params.get("page")),
    category: oneOf(CATEGORIES, params.get("category")) ?? "all",
    facts: readPageFilters(params),
  };
}

/** The address query: only what differs from the defaults. */
export function writeDiscoverFilters(filters: DiscoverFilters): URLSearchParams {
  const d = DISCOVER_DEFAULTS;
  return queryOf({
    search: filters.search,
    genre: filters.genre === d.genre ? null : filters.genre,
    screenplay_type: filters.type === d.type ? null : filters.type,
    sort: filters.sort === d.sort ? null : filters.sort,
    category: filters.category === d.category ? null : filters.category,
    ...pageFilterPairs(filters.facts),
    page: filters.page > 1 ? filters.page : null,
  });
}

/** GET /api/discover query. */
export function discoverApiQuery(filters: DiscoverFilters): URLSearchParams {
  return queryOf({
    page: filters.page,
    limit: DISCOVER_PAGE_SIZE,
    sort: filters.sort,
    genre: filters.genre === "all" ? null : filters.genre,
    screenplay_type: filters.type === "all" ? null : filters.type,
    search: filters.search,
    category: filters.category === "all" ? null : filters.category,
    ...pageFilterPairs(filters.facts),
  });
}

/** Featured shows only on the untouched view: no search, all categories, all types, sorted by clout. */
export function showsFeatured(filters: DiscoverFilters): boolean {
  return (
    filters.search === "" &&
    filters.category === "all" &&
    filters.type === "all" &&
    filters.sort === "clout" &&
    Object.keys(filters.facts).length === 0
  );
}
