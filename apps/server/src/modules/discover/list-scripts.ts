import { and, asc, eq, gt, inArray, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";

import type { Category, FactFilters, ScriptSort } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { genres, scripts, users } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { factCondition } from "./filters.ts";
import { factsTypeCondition, keyedIds, keyedOrder, sortedApartIds, type KeyedWalk } from "./keyed-ids.ts";
import type { ListCache } from "./list-cache.ts";
import { pageSelection, preparePageRows } from "./page-rows.ts";
import { preparedPage } from "./prepared-pages.ts";
import { toPrefixTsQuery } from "./search-query.ts";

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
}

/** A listed script: its row (genres in `script.genreList`; never the search document) and its author. */
export type ListedScript = ScriptWithAuthor;

/** Category rules (documented in docs/discovery.md). */
export const RISING_STAR_MAX_AGE_DAYS = 90;
export const RISING_STAR_WINDOW_DAYS = 30;
export const CLASSIC_MIN_AGE_DAYS = 365;
export const TRENDING_WINDOW_DAYS = 7;
/** A public page filter matching at most this many scripts keeps their ids with its total. */
export const FEW_MATCHES = 200;
/** Lists count matching scripts up to this many (see docs/discovery.md). */
export const MAX_COUNTED = 10_000;
/**
 * A search ranks at most this many title matches plus this many matches anywhere, each the most
 * clouted first: a broad word ("night" is in a tenth of all scripts) never ranks the whole table.
 */
export const SEARCH_CANDIDATES = 1_000;
/** How close a typed word must be to a title word (pg_trgm word similarity, 0..1) to count as a typo of it. */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** Solid clout a script received in the last `days` days, from the ledger. */
export const recentClout = (days: number) =>
  sql<number>`coalesce((select sum(ct.amount) from clout_transactions ct where ct.script_id = ${scripts.id} and ct.type = 'received' and ct.created_at > now() - make_interval(days => ${days})), 0)`.mapWith(
    Number,
  );

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * A LIMIT or OFFSET written into the statement (an integer), not sent as a parameter: with either
 * as a parameter PostgreSQL never settles on a generic plan for a prepared statement (an unknown
 * offset makes it look costly), so it would plan every execution anyway. Drizzle's limit() and
 * offset() embed an SQL chunk as it is; their types only name numbers and placeholders.
 */
const literalInt = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

// Orders match the indexes on scripts exactly, NULLS LAST included (ties broken by id in the same
// direction), so a page is read straight from an index. Built once: they never change.
const down = (column: AnyColumn) => sql`${column} desc nulls last`;
const bySort: Record<ScriptSort, SQL[]> = {
  newest: [down(scripts.createdAt), down(scripts.id)],
  oldest: [asc(scripts.createdAt), asc(scripts.id)],
  clout: [down(scripts.receivedClout), down(scripts.createdAt), down(scripts.id)],
  views: [down(scripts.views), down(scripts.createdAt), down(scripts.id)],
  title: [asc(scripts.title), asc(scripts.id)],
};
const typeFacet = sql`'type:' || ${sql.placeholder("type")}::text`;

/**
 * A page of scripts with their authors and genres (one statement) and the total (a second one).
 * Visibility comes first: public scripts, plus the viewer's own when asked. Never anyone else's private ones.
 */
export async function listScripts(
  db: Db,
  input: ListScriptsInput,
): Promise<{ rows: ListedScript[]; total: number }> {
  const visible = input.ownerId
    ? or(eq(scripts.isPublic, true), eq(scripts.userId, sql.placeholder("ownerId")))!
    : eq(scripts.isPublic, true);
  const conditions: SQL[] = [visible];
  const order: SQL[] = [];

  // Values that vary between requests of one shape are placeholders, so a list's statement is built
  // and planned once per shape (see `prepared` below), whatever the genre, type, page or limit.
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
  /**
   * A page in one statement, ids first: the filters, order, offset and limit pick the page's ids
   * from the indexes alone; authors and genres are joined for those rows only (joining them before
   * the offset looked them up for every skipped row: page 150 cost 28-44 ms instead of ~1 ms).
   * A page that skips nothing and is read in index order (a list's first page; the rows of given ids,
   * `first`) is read in one pass instead, rows and authors together: nothing is skipped, so nothing
   * is looked up in vain, and the rows are not read twice (the first page of newest, at 100k scripts:
   * 0.09 ms to execute instead of 0.32 ms, 51 buffers instead of 91).
   */
  const pageOf = (
    q: Db,
    where: SQL | undefined,
    rank: SQL | undefined,
    paging: "literal" | "parameters" | "first" = "literal",
    sortApart = false,
  ) => {
    const onePass =
      paging === "first" ||
      (paging === "literal" &&
        values.offset === 0 &&
        !rank &&
        !keyed &&
        // Ordered by recent clout, which no index holds: every candidate is ranked before the limit.
        input.category !== "rising-stars");
    if (onePass)
      return q
        .select(pageSelection)
        .from(scripts)
        .innerJoin(users, eq(users.id, scripts.userId))
        .where(where)
        .orderBy(...(rank ? [rank] : []), ...order)
        .limit(literalInt(values.limit));
    const ordered = (
      walk && !rank
        ? sortApart
          ? sortedApartIds(q, walk, input.sort)
          : keyedIds(q, walk).orderBy(...keyedOrder(walk, input.sort))
        : q
            .select({ id: scripts.id })
            .from(scripts)
            .where(where)
            .orderBy(...(rank ? [rank] : []), ...order)
    )
      .limit(paging === "parameters" ? sql.placeholder("limit") : literalInt(values.limit))
      .offset(paging === "parameters" ? sql.placeholder("offset") : literalInt(values.offset))
      .as("ordered");
    // row_number() over the ordered subquery keeps its order through the joins.
    const numbered = q
      .select({ id: ordered.id, n: sql<number>`row_number() over ()`.as("n") })
      .from(ordered)
      .as("numbered");
    return q
      .select(pageSelection)
      .from(numbered)
      .innerJoin(scripts, eq(scripts.id, numbered.id))
      .innerJoin(users, eq(users.id, scripts.userId))
      .orderBy(numbered.n);
  };
  // Counting stops at MAX_COUNTED: exact for any realistic filter, and a broad list never scans
  // the whole table just to print 'Page 1 of 7,000'.
  const countOf = async (q: Db, where: SQL | undefined) => {
    const counted = (walk ? keyedIds(q, walk) : q.select({ id: scripts.id }).from(scripts).where(where))
      .limit(MAX_COUNTED)
      .as("counted");
    const [count] = await q
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(counted)
      .prepare("")
      .execute(values);
    return count?.n ?? 0;
  };

  /** The most clouted scripts passing the filters and `match`: what a search ranks (see SEARCH_CANDIDATES). */
  const filters = and(...conditions);
  const candidateIds = async (q: Db, match: SQL) =>
    (
      await q
        .select({ id: scripts.id })
        .from(scripts)
        .where(and(filters, match))
        .orderBy(...bySort.clout)
        .limit(SEARCH_CANDIDATES)
        .prepare("")
        .execute(values)
    ).map((r) => r.id);
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
  const sharedCandidates = (kind: string, words: string, load: () => Promise<string[]>, sort?: ScriptSort) =>
    input.cache && shareable
      ? input.cache.candidates(JSON.stringify([kind, sort, words, ...filterKey]), { ...scope, sort }, load)
      : load();
  // One array parameter (a '{id,...}' literal of UUIDs read from the database): one plan for any number of ids.
  const idArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
  /**
   * A page of a search: its candidates ranked, then the list's order. The ranked ids are kept like
   * the candidates (per sort), so paging through a search ranks them once, not on every page (the
   * ranking of up to 2,000 candidates was most of a search's time). The page's rows are read by id
   * with the filters applied again: a script that left the list since the ids were kept, least of
   * all one made private, never shows.
   */
  const candidatePage = async (kind: string, words: string, ids: string[], rank: SQL) => {
    if (ids.length === 0) return { rows: [], total: 0 };
    if (!(input.cache && shareable)) {
      // Nothing is kept for this list: rank and page in one statement.
      const where = and(filters, sql`${scripts.id} = any(${idArray(ids)})`);
      return {
        rows: await preparePageRows(db, pageOf(db, where, rank), "").execute(values),
        total: ids.length,
      };
    }
    const ranked = await sharedCandidates(
      `${kind}-ranked`,
      words,
      async () =>
        (
          await db
            .select({ id: scripts.id })
            .from(scripts)
            .where(and(filters, sql`${scripts.id} = any(${idArray(ids)})`))
            .orderBy(rank, ...order)
            .prepare("")
            .execute(values)
        ).map((r) => r.id),
      input.sort,
    );
    const pageIds = ranked.slice(values.offset, values.offset + values.limit);
    // One named (server-side prepared) statement per list shape reads any page of ids: a search
    // page was built by Drizzle and planned by PostgreSQL on every request.
    const idsParameter = sql`${sql.placeholder("pageIds")}::uuid[]`;
    const idsPage = () =>
      pageOf(
        db,
        and(filters, sql`${scripts.id} = any(${idsParameter})`),
        sql`array_position(${idsParameter}, ${scripts.id})`,
        "first",
      );
    const rows =
      pageIds.length === 0
        ? []
        : await (
            facts.key
              ? preparePageRows(db, idsPage(), "")
              : preparedPage(db, `ids:${shape}:${values.limit}`, true, idsPage)
          ).execute({ ...values, pageIds: `{${pageIds.join(",")}}` });
    return { rows, total: ranked.length };
  };

  const tsQuery = input.search ? toPrefixTsQuery(input.search) : null;
  let result: { rows: ListedScript[]; total: number };
  if (input.search && tsQuery) {
    // 1. Full text, prefix-matched: title words weigh most (A), then logline (B), then author (C).
    const query = sql`to_tsquery('simple', ${tsQuery})`;
    // The candidates: the most clouted title matches and the most clouted matches anywhere, each
    // read from the clout index (or the GIN index for rare words); only they are ranked. They are
    // read once: their number is the total, and the page ranks them (the count used to rebuild them
    // and join them to every public row).
    // Title words have their own index (migration 0008), whose statistics let the planner read a
    // word found in few titles from it and a common one from the clout index.
    const ids = await sharedCandidates("words", tsQuery, async () => {
      const [titleIds, anyIds] = await Promise.all([
        candidateIds(db, sql`to_tsvector('simple', coalesce(${scripts.title}, '')) @@ ${query}`),
        candidateIds(db, sql`${scripts.searchDocument} @@ ${query}`),
      ]);
      return [...new Set([...titleIds, ...anyIds])];
    });
    result = await candidatePage(
      "words",
      tsQuery,
      ids,
      sql`ts_rank(${scripts.searchDocument}, ${query}) desc`,
    );
    if (result.total === 0) {
      // 2. Nothing matched word for word: look for titles close to what was typed (a typo). pg_trgm's
      // `<%` default of 0.6 misses one swapped letter in a short word, so lower it for this query only.
      // The close titles are found once; their number is the total and the page ranks them.
      const needle = input.search.toLowerCase();
      const closeIds = await sharedCandidates("typo", needle, () =>
        withTransaction(db, async (tx) => {
          await tx.execute(
            sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))}`,
          );
          // Read close titles from the trigram GIN index (a bitmap scan, ~30 ms at 100k scripts) rather
          // than walking the clout index and comparing trigrams row by row (~150 ms).
          await tx.execute(sql`set local enable_indexscan = off`);
          return candidateIds(
            tx,
            sql`(${needle} <% lower(${scripts.title}) or lower(${scripts.title}) % ${needle})`,
          );
        }),
      );
      result = await candidatePage(
        "typo",
        needle,
        closeIds,
        sql`word_similarity(${needle}, lower(${scripts.title})) desc`,
      );
    }
  } else {
    const where = and(...conditions);
    // A total depends on the filters only: every page and sort of a public filter shares one count.
    const filter = {
      genre: input.genre,
      screenplayType: input.screenplayType,
      hasReviews: input.hasReviews,
      category: input.category,
    };
    const total =
      input.cache && shareable
        ? input.cache.count(
            `count:${JSON.stringify([filter.genre, filter.screenplayType, filter.hasReviews, filter.category, facts.cacheKey ?? null])}`,
            { ...filter, facts: facts.key },
            () => countOf(db, where),
          )
        : countOf(db, where);
    // A list's statement is built once per shape (sort, which filters are set) and reused with new
    // values. The first page of a public list is also a named (server-side prepared) statement,
    // planned once per connection: PostgreSQL took longer to plan it than to run it (0.45-0.6 ms
    // against 0.3-0.45 ms at 100k scripts). Its LIMIT and OFFSET are in its text, since with them as
    // parameters PostgreSQL plans every execution anyway; other pages pass them as parameters.
    const firstPublicPage = values.offset === 0 && !input.ownerId;
    // A page-filtered public list is a prepared statement per shape too (which filters are set, and
    // whether its matches are sorted apart): built by Drizzle and planned on every request it
    // served a third of what a genre page serves (prepared-pages.ts bounds how many are kept).
    // On a viewer's own list (the scripts path) page filters are built and planned per request.
    // A facts walk reaching past a third of the matches (a narrow filter, or a deep page) reads them
    // apart from the sort index (sortedApartIds): walking it would pass most of the index. Its
    // (capped, shared) count decides, so that one comes first.
    const counted = walk?.source === "facts" ? await total : undefined;
    const sortApart =
      counted !== undefined && counted < MAX_COUNTED && (values.offset + values.limit) * 3 > counted;
    const apart = sortApart ? ":apart" : "";
    // The first page of a narrow public filter: its matching ids are kept with its total (same
    // entry rules: dropped by a change of facts or membership) and the page is read by primary key,
    // the filters applied again; reading the matches from bitmaps each time cost a genre page's
    // time twice over.
    const fewIds =
      sortApart && firstPublicPage && counted! <= FEW_MATCHES && input.cache && shareable && walk
        ? await input.cache.candidates(JSON.stringify(["facts-ids", ...filterKey]), scope, async () =>
            (await keyedIds(db, walk).prepare("").execute(values)).map((r) => r.id),
          )
        : undefined;
    const idsParameter = sql`${sql.placeholder("pageIds")}::uuid[]`;
    const page = fewIds
      ? preparedPage(db, `few:${shape}:${values.limit}`, true, () =>
          pageOf(db, and(where, sql`${scripts.id} = any(${idsParameter})`), undefined, "first"),
        )
      : input.ids || (facts.key && !keyed)
        ? preparePageRows(db, pageOf(db, where, undefined, "literal", sortApart), "")
        : firstPublicPage
          ? preparedPage(db, `${shape}${apart}:${values.limit}`, true, () =>
              pageOf(db, where, undefined, "literal", sortApart),
            )
          : preparedPage(db, `${shape}${apart}`, false, () =>
              pageOf(db, where, undefined, "parameters", sortApart),
            );
    // Paging is bounded by what is counted: past MAX_COUNTED rows (beyond the last page the total
    // offers) a page is empty without reading the index that far (page 10,000 used to walk it all).
    const beyondCounted = values.offset >= MAX_COUNTED;
    const run = fewIds ? { ...values, pageIds: `{${fewIds.join(",")}}` } : values;
    const [rows, count] = await Promise.all([beyondCounted ? [] : page.execute(run), total]);
    result = { rows, total: count };
  }
  // Lists never read the search document: null on every row (page-rows.ts).
  return result;
}
