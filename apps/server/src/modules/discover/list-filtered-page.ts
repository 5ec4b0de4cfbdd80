import { and, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { scripts } from "../../db/schema.ts";
import { filterCountKey, readFilterCount, type KeptFilterCount } from "./filter-counts.ts";
import { keyedIds } from "./keyed-ids.ts";
import type { ListPlan } from "./list-plan.ts";
import { FEW_MATCHES, MAX_COUNTED } from "./list-rules.ts";
import { countOf, pageOf } from "./list-statements.ts";
import { preparePageRows, type ListPage } from "./page-rows.ts";
import { preparedPage } from "./prepared-pages.ts";

/** A list's page without a search: its rows read from an index in list order, and its total. */
export async function filteredPage(db: Db, plan: ListPlan): Promise<ListPage> {
  const { input, conditions, facts, walk, keyed, values, shape, shareable, filterKey, scope } = plan;
  const where = and(...conditions);
  // A total depends on the filters only: every page and sort of a public filter shares one count.
  const filter = {
    genre: input.genre,
    screenplayType: input.screenplayType,
    hasReviews: input.hasReviews,
    category: input.category,
  };
  // A public page filter's exact total kept in the database (filter-counts.ts), read once per request.
  // Its key is worked out only when the total or the few ids are read (not when both are kept here).
  let keyOfKept: ReturnType<typeof filterCountKey> | null = null;
  const keptKey = () => (keyOfKept ??= filterCountKey(plan));
  let keptRead: Promise<KeptFilterCount | undefined> | undefined;
  const readKept = () => {
    const key = keptKey()?.key;
    return (keptRead ??= key ? readFilterCount(db, key) : Promise.resolve(undefined));
  };
  const countTotal = async () => {
    const kept = await readKept();
    const key = keptKey()?.key;
    if (key && kept) {
      input.filterCounts?.noteUsed(db, key, kept);
      return Math.min(kept.matches, MAX_COUNTED);
    }
    if (key) input.filterCounts?.noteAsked(db, plan, key);
    return countOf(db, plan, where);
  };
  const total =
    input.cache && shareable
      ? input.cache.count(
          `count:${JSON.stringify([filter.genre, filter.screenplayType, filter.hasReviews, filter.category, facts.cacheKey ?? null])}`,
          { ...filter, facts: facts.key },
          countTotal,
        )
      : countTotal();
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
  // The first page of a narrow public filter is read by primary key from its matching ids, the
  // filters applied again: reading the matches from bitmaps each time cost a genre page's time twice
  // over. The ids kept in the database with the filter's total (exact at the last commit) when it has
  // one, else read from the indexes; either way kept in the process with its total when totals are
  // (same entry rules: dropped by a change of facts or membership).
  const few = sortApart && firstPublicPage && counted! <= FEW_MATCHES && walk !== undefined;
  const loadFewIds = async () =>
    (await readKept())?.matchIds ?? (await keyedIds(db, walk!).prepare("").execute(values)).map((r) => r.id);
  const fewIds = !few
    ? undefined
    : input.cache && shareable
      ? await input.cache.candidates(JSON.stringify(["facts-ids", ...filterKey]), scope, loadFewIds)
      : ((await readKept())?.matchIds ?? undefined);
  const idsParameter = sql`${sql.placeholder("pageIds")}::uuid[]`;
  const page = fewIds
    ? preparedPage(db, `few:${shape}:${values.limit}`, true, () =>
        pageOf(db, plan, and(where, sql`${scripts.id} = any(${idsParameter})`), undefined, "first"),
      )
    : input.ids || (facts.key && !keyed)
      ? preparePageRows(db, pageOf(db, plan, where, undefined, "literal", sortApart), "")
      : firstPublicPage
        ? preparedPage(db, `${shape}${apart}:${values.limit}`, true, () =>
            pageOf(db, plan, where, undefined, "literal", sortApart),
          )
        : preparedPage(db, `${shape}${apart}`, false, () =>
            pageOf(db, plan, where, undefined, "parameters", sortApart),
          );
  // Paging is bounded by what is counted: past MAX_COUNTED rows (beyond the last page the total
  // offers) a page is empty without reading the index that far (page 10,000 used to walk it all).
  const beyondCounted = values.offset >= MAX_COUNTED;
  const run = fewIds ? { ...values, pageIds: `{${fewIds.join(",")}}` } : values;
  const [rows, count] = await Promise.all([beyondCounted ? [] : page.execute(run), total]);
  return { rows, total: count };
}
