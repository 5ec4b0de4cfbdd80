import { and, eq, gt, inArray, lt, or, sql, type SQL } from "drizzle-orm";

import type { Category, FactFilters, ScriptSort } from "@twl/contract";

import { genres, scripts } from "../../db/schema.ts";
import type { FilterCounts } from "./filter-counts.ts";
import { factCondition, type FactCondition } from "./filters.ts";
import { factsTypeCondition, type KeyedWalk } from "./keyed-ids.ts";
import type { ListCache } from "./list-cache.ts";
import {
  bySort,
  CLASSIC_MIN_AGE_DAYS,
  daysAgo,
  recentClout,
  RISING_STAR_MAX_AGE_DAYS,
  RISING_STAR_WINDOW_DAYS,
  typeFacet,
} from "./list-rules.ts";

export interface ListScriptsInput {
  page: number;
  limit: number;
  sort: ScriptSort;
  search?: string;
  genre?: string;
  category?: Category;
  screenplayType?: "movie" | "tv" | "play" | "short";
  hasReviews?: boolean;
  /** The page filters (issue 35): facts of the current version and its coverage (filters.ts). */
  facts?: Partial<FactFilters>;
  /** Include this viewer's own private scripts (the /scripts page with 'Public Scripts Only' off). */
  ownerId?: string;
  /** Only these scripts (used by the featured list). */
  ids?: string[];
  /** Reuses public list totals and search candidates (ListCache); never for lists with private scripts. */
  cache?: Pick<ListCache, "count" | "candidates">;
  /**
   * Registers the exact totals of public page filters asked for again (filter-counts.ts). Kept
   * totals are read without it too; without it none is registered.
   */
  filterCounts?: FilterCounts;
}

/**
 * What a list's statements are built from: its conditions and order, the page filters, the walk of
 * an index when one serves it, the values, and the keys its statements and kept answers go by.
 */
export interface ListPlan {
  input: ListScriptsInput;
  genre: string | undefined;
  conditions: SQL[];
  order: SQL[];
  facts: FactCondition;
  walk: KeyedWalk | undefined;
  keyed: boolean;
  values: {
    ownerId: string | undefined;
    genre: string | undefined;
    type: ListScriptsInput["screenplayType"];
    limit: number;
    offset: number;
  } & Record<string, string | number | undefined>;
  /** What the text of a list's statements depends on (sort, which filters are set), not their values. */
  shape: string;
  /** Every condition but the order: what a search's candidates pass. */
  filters: SQL | undefined;
  /** A public list (no viewer's own scripts, no given ids): its totals and candidates can be kept. */
  shareable: boolean;
  /** The filters and their values: part of the keys of kept candidates. */
  filterKey: unknown[];
  /** What a kept entry depends on, for invalidation (ListCache). */
  scope: Parameters<ListCache["candidates"]>[1];
}

/**
 * A list's plan. Visibility comes first: public scripts, plus the viewer's own when asked. Never
 * anyone else's private ones.
 */
export function planList(input: ListScriptsInput): ListPlan {
  const visible = input.ownerId
    ? or(eq(scripts.isPublic, true), eq(scripts.userId, sql.placeholder("ownerId")))!
    : eq(scripts.isPublic, true);
  const conditions: SQL[] = [visible];
  const order: SQL[] = [];

  // Values that vary between requests of one shape are placeholders, so a list's statement is built
  // and planned once per shape (`shape` below; prepared-pages.ts), whatever the genre, type, page or limit.
  const genre = input.genre && input.genre !== "all" ? input.genre.toLowerCase() : undefined;
  const typeCondition = input.screenplayType
    ? eq(scripts.screenplayType, sql.placeholder("type"))
    : undefined;
  if (genre) {
    conditions.push(
      sql`exists (select 1 from script_genres sg join genres g on g.id = sg.genre_id where sg.script_id = ${scripts.id} and g.slug = ${sql.placeholder("genre")})`,
    );
  }
  if (typeCondition) conditions.push(typeCondition);
  if (input.ids) conditions.push(input.ids.length > 0 ? inArray(scripts.id, input.ids) : sql`false`);
  // The filters other than visibility, genre, type, ids and page facts.
  const others: SQL[] = [];
  if (input.hasReviews) others.push(gt(scripts.reviewCount, 0));
  const facts = factCondition(input.facts ?? {});
  switch (input.category) {
    case "contest-winners":
      others.push(eq(scripts.isContestWinner, true));
      break;
    case "staff-picks":
      others.push(eq(scripts.isStaffPick, true));
      break;
    case "rising-stars":
      others.push(
        gt(scripts.createdAt, daysAgo(RISING_STAR_MAX_AGE_DAYS)),
        sql`${recentClout(RISING_STAR_WINDOW_DAYS)} > 0`,
      );
      order.push(sql`${recentClout(RISING_STAR_WINDOW_DAYS)} desc`);
      break;
    case "classics":
      others.push(lt(scripts.createdAt, daysAgo(CLASSIC_MIN_AGE_DAYS)), gt(scripts.receivedClout, 0));
      break;
  }
  conditions.push(...others);
  if (facts.where) conditions.push(facts.where);
  order.push(...bySort[input.sort]);

  /**
   * A public list filtered by genre or type reads its page from script_list_keys (migration 0015),
   * whose indexes hold each genre's and type's public scripts in every list order: a page is a
   * range of one index at any depth, as for an unfiltered list. Walking the scripts index and
   * checking each row's genres cost a semi-join per skipped row (page 50 of one genre: 35-120 ms).
   * The keys are exactly the public scripts' (kept by triggers), so the rows and order are the same.
   * A genre with a type has its own rows too. Any other filter (reviews, a category) is checked on the walked rows;
   * rising stars order by recent clout first, which no index holds, so they keep the scripts path.
   * Page filters without a genre walk script_facts' public rows instead (migration 0028), which carry
   * the same sort keys: the facts and the type are checked on the walked row (a semi-join per row
   * from `scripts` cost ~45 ms for a first page at 100k scripts, and ~560 ms to count).
   */
  const walkable = !input.ownerId && !input.ids && input.category !== "rising-stars";
  const facet = genre
    ? sql`(select 'genre:' || ${genres.id}${typeCondition ? sql` || ':' || ${typeFacet}` : sql``} from ${genres} where ${genres.slug} = ${sql.placeholder("genre")})`
    : typeFacet;
  const walk: KeyedWalk | undefined = !walkable
    ? undefined
    : facts.onFacts && genre === undefined
      ? {
          source: "facts",
          type: typeCondition ? factsTypeCondition() : undefined,
          onFacts: facts.onFacts,
          others,
        }
      : genre !== undefined || typeCondition !== undefined
        ? {
            source: "keys",
            facet,
            onFacts: facts.onFacts,
            // "Has no coverage" alone also matches scripts without facts: checked from `scripts`.
            others: facts.where && !facts.onFacts ? [...others, facts.where] : others,
          }
        : undefined;
  const keyed = walk !== undefined;

  const values = {
    ownerId: input.ownerId,
    genre,
    type: input.screenplayType,
    limit: Math.trunc(input.limit),
    offset: Math.trunc((input.page - 1) * input.limit),
    ...facts.values,
  };
  /** What the text of a list's statements depends on (sort, which filters are set), not their values. */
  const shape = JSON.stringify([
    input.sort,
    genre !== undefined,
    input.screenplayType !== undefined,
    !!input.hasReviews,
    input.category ?? null,
    !!input.ownerId,
    // The filters' values are written into the statement (filters.ts).
    facts.cacheKey ?? null,
  ]);
  const filters = and(...conditions);
  /** A public search's candidates are shared by all its pages and sorts (ListCache.candidates). */
  const shareable = !input.ownerId && !input.ids;
  const filterKey = [
    genre,
    input.screenplayType,
    !!input.hasReviews,
    input.category ?? null,
    facts.cacheKey ?? null,
  ];
  const scope = {
    search: input.search,
    genre,
    screenplayType: input.screenplayType,
    hasReviews: input.hasReviews,
    category: input.category,
    facts: facts.key,
  };
  return {
    input,
    genre,
    conditions,
    order,
    facts,
    walk,
    keyed,
    values,
    shape,
    filters,
    shareable,
    filterKey,
    scope,
  };
}
