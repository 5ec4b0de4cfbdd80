import { and, eq, sql, type SQL } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { scripts, users } from "../../db/schema.ts";
import { keyedIds, keyedOrder, sortedApartIds } from "./keyed-ids.ts";
import type { ListPlan } from "./list-plan.ts";
import { bySort, literalInt, MAX_COUNTED, SEARCH_CANDIDATES } from "./list-rules.ts";
import { pageSelection } from "./page-rows.ts";

/**
 * A page in one statement, ids first: the filters, order, offset and limit pick the page's ids
 * from the indexes alone; authors and genres are joined for those rows only (joining them before
 * the offset looked them up for every skipped row: page 150 cost 28-44 ms instead of ~1 ms).
 * A page that skips nothing and is read in index order (a list's first page; the rows of given ids,
 * `first`) is read in one pass instead, rows and authors together: nothing is skipped, so nothing
 * is looked up in vain, and the rows are not read twice (the first page of newest, at 100k scripts:
 * 0.09 ms to execute instead of 0.32 ms, 51 buffers instead of 91).
 */
export function pageOf(
  q: Db,
  plan: ListPlan,
  where: SQL | undefined,
  rank: SQL | undefined,
  paging: "literal" | "parameters" | "first" = "literal",
  sortApart = false,
) {
  const { values, keyed, walk, input, order } = plan;
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
}

// Counting stops at MAX_COUNTED: exact for any realistic filter, and a broad list never scans
// the whole table just to print 'Page 1 of 7,000'.
export async function countOf(q: Db, plan: ListPlan, where: SQL | undefined): Promise<number> {
  const { walk, values } = plan;
  const counted = (walk ? keyedIds(q, walk) : q.select({ id: scripts.id }).from(scripts).where(where))
    .limit(MAX_COUNTED)
    .as("counted");
  const [count] = await q
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(counted)
    .prepare("")
    .execute(values);
  return count?.n ?? 0;
}

/** The most clouted scripts passing the filters and `match`: what a search ranks (see SEARCH_CANDIDATES). */
export async function candidateIds(q: Db, plan: ListPlan, match: SQL): Promise<string[]> {
  const { filters, values } = plan;
  return (
    await q
      .select({ id: scripts.id })
      .from(scripts)
      .where(and(filters, match))
      .orderBy(...bySort.clout)
      .limit(SEARCH_CANDIDATES)
      .prepare("")
      .execute(values)
  ).map((r) => r.id);
}
