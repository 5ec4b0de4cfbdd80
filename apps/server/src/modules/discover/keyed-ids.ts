import { and, asc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import type { ScriptSort } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { scriptFacts, scriptListKeys, scripts } from "../../db/schema.ts";

const down = (column: SQLWrapper) => sql`${column} desc nulls last`;
const k = scriptListKeys;
const f = scriptFacts;

/**
 * The list orders of `scripts` (list-scripts.ts) on a table that carries its sort keys, matching its
 * indexes (created_at is never null, so NULLS FIRST for the ascending walk of the descending index
 * changes nothing).
 */
type SortKeys = Record<"scriptId" | "createdAt" | "receivedClout" | "views" | "title", SQLWrapper>;
function ordersOn(t: SortKeys): Record<ScriptSort, SQL[]> {
  return {
    newest: [down(t.createdAt), down(t.scriptId)],
    oldest: [sql`${t.createdAt} asc nulls first`, sql`${t.scriptId} asc nulls first`],
    clout: [down(t.receivedClout), down(t.createdAt), down(t.scriptId)],
    views: [down(t.views), down(t.createdAt), down(t.scriptId)],
    title: [asc(t.title), asc(t.scriptId)],
  };
}
const byKeySort = ordersOn(k);
const byFactsSort = ordersOn(f);

/**
 * A public list read from a table of public scripts' sort keys instead of walking `scripts`:
 * - `keys`: script_list_keys (migration 0015), the rows of one genre or type facet;
 * - `facts`: script_facts' public rows (migration 0028), for page filters without a genre; the
 *   facts (and the type) are checked on the walked row itself.
 * Either way a page is one index walked in list order that stops once the page is full.
 */
export type KeyedWalk =
  | { source: "keys"; facet: SQL; onFacts: SQL | undefined; others: SQL[] }
  | { source: "facts"; type: SQL | undefined; onFacts: SQL; others: SQL[] };

/** The order of a walk's ids: the list's sort on the walked table. */
export const keyedOrder = (walk: KeyedWalk, sort: ScriptSort): SQL[] =>
  (walk.source === "facts" ? byFactsSort : byKeySort)[sort];

/** A type filter on the facts walk (the placeholder is the list's `type`). */
export const factsTypeCondition = () => eq(f.screenplayType, sql.placeholder("type"));

/** The walk's condition on its table (and on `scripts`, joined by primary key, when `others` has any). */
function walkWhere(walk: KeyedWalk): SQL | undefined {
  const where =
    walk.source === "facts"
      ? // Written as the bare column (not `= $1` with true as a parameter): a plan made without the
        // value could use none of the partial indexes over public rows, so PostgreSQL planned
        // every execution of a kept statement anew.
        and(sql`${f.isPublic}`, walk.type, walk.onFacts)
      : and(
          eq(k.facet, walk.facet),
          walk.onFacts
            ? // The keys are public scripts' only, and so are the facts rows marked public (both
              // kept by triggers in the writing transaction): written out, the facts index of
              // public rows can count a genre's matches with a hash join (migration 0030).
              sql`exists (select 1 from ${f} where ${f.scriptId} = ${k.scriptId} and ${f.isPublic} and ${walk.onFacts})`
            : undefined,
        );
  return walk.others.length > 0 ? and(where, sql`${scripts.isPublic}`, ...walk.others) : where;
}

/**
 * The walk's ids, unordered. Conditions on `scripts` (`others`: reviews, categories) join it by
 * primary key, visibility checked again there; on the keys walk the facts are one primary-key
 * lookup in script_facts per walked row.
 */
export function keyedIds(q: Db, walk: KeyedWalk) {
  const id = walk.source === "facts" ? f.scriptId : k.scriptId;
  const base = q.select({ id }).from(walk.source === "facts" ? f : k);
  return walk.others.length > 0
    ? base.innerJoin(scripts, eq(scripts.id, id)).where(walkWhere(walk))
    : base.where(walkWhere(walk));
}

/**
 * A facts walk's rows sorted apart from the index: the matching rows are read by whichever index
 * suits the filters best (the covering facts index, or coverage's) and sorted, instead of walking a
 * sort index (OFFSET 0 keeps the planner from taking the order from the subquery's indexes). For a
 * page deep into few matches: a walk in list order reads past every row that does not match, which
 * for a narrow filter is the whole index (13 matches among 85k public scripts: ~280 ms walked,
 * ~20 ms read apart, on a loaded machine).
 */
export function sortedApartIds(q: Db, walk: KeyedWalk, sort: ScriptSort) {
  const keys = {
    scriptId: f.scriptId,
    createdAt: f.createdAt,
    receivedClout: f.receivedClout,
    views: f.views,
    title: f.title,
  };
  const base = q.select(keys).from(f);
  const matched = (
    walk.others.length > 0
      ? base.innerJoin(scripts, eq(scripts.id, f.scriptId)).where(walkWhere(walk))
      : base.where(walkWhere(walk))
  )
    // Written out: Drizzle leaves out an offset of 0.
    .offset(sql.raw("0") as unknown as number)
    .as("matched");
  return q
    .select({ id: matched.scriptId })
    .from(matched)
    .orderBy(...ordersOn(matched)[sort]);
}
