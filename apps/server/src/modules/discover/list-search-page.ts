import { and, sql, type SQL } from "drizzle-orm";

import type { ScriptSort } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { ListPlan } from "./list-plan.ts";
import { WORD_SIMILARITY_THRESHOLD } from "./list-rules.ts";
import { candidateIds, pageOf } from "./list-statements.ts";
import { preparePageRows, type ListPage } from "./page-rows.ts";
import { preparedPage } from "./prepared-pages.ts";

export function sharedCandidates(
  plan: ListPlan,
  kind: string,
  words: string,
  load: () => Promise<string[]>,
  sort?: ScriptSort,
): Promise<string[]> {
  const { input, shareable, filterKey, scope } = plan;
  return input.cache && shareable
    ? input.cache.candidates(JSON.stringify([kind, sort, words, ...filterKey]), { ...scope, sort }, load)
    : load();
}

// One array parameter (a '{id,...}' literal of UUIDs read from the database): one plan for any number of ids.
const idArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/**
 * A page of a search: its candidates ranked, then the list's order. The ranked ids are kept like
 * the candidates (per sort), so paging through a search ranks them once, not on every page (the
 * ranking of up to 2,000 candidates was most of a search's time). The page's rows are read by id
 * with the filters applied again: a script that left the list since the ids were kept, least of
 * all one made private, never shows.
 */
async function candidatePage(
  db: Db,
  plan: ListPlan,
  kind: string,
  words: string,
  ids: string[],
  rank: SQL,
): Promise<ListPage> {
  const { input, shareable, filters, values, order, facts, shape } = plan;
  if (ids.length === 0) return { rows: [], total: 0 };
  if (!(input.cache && shareable)) {
    // Nothing is kept for this list: rank and page in one statement.
    const where = and(filters, sql`${scripts.id} = any(${idArray(ids)})`);
    return {
      rows: await preparePageRows(db, pageOf(db, plan, where, rank), "").execute(values),
      total: ids.length,
    };
  }
  const ranked = await sharedCandidates(
    plan,
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
      plan,
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
}

/**
 * A search's page: full-text matches of the title, logline and author ranked, or, when nothing
 * matches word for word, titles close to what was typed.
 */
export async function searchPage(db: Db, plan: ListPlan, search: string, tsQuery: string): Promise<ListPage> {
  // 1. Full text, prefix-matched: title words weigh most (A), then logline (B), then author (C).
  const query = sql`to_tsquery('simple', ${tsQuery})`;
  // The candidates: the most clouted title matches and the most clouted matches anywhere, each
  // read from the clout index (or the GIN index for rare words); only they are ranked. They are
  // read once: their number is the total, and the page ranks them (the count used to rebuild them
  // and join them to every public row).
  // Title words have their own index (migration 0008), whose statistics let the planner read a
  // word found in few titles from it and a common one from the clout index.
  const ids = await sharedCandidates(plan, "words", tsQuery, async () => {
    const [titleIds, anyIds] = await Promise.all([
      candidateIds(db, plan, sql`to_tsvector('simple', coalesce(${scripts.title}, '')) @@ ${query}`),
      candidateIds(db, plan, sql`${scripts.searchDocument} @@ ${query}`),
    ]);
    return [...new Set([...titleIds, ...anyIds])];
  });
  const result = await candidatePage(
    db,
    plan,
    "words",
    tsQuery,
    ids,
    sql`ts_rank(${scripts.searchDocument}, ${query}) desc`,
  );
  if (result.total === 0) {
    // 2. Nothing matched word for word: look for titles close to what was typed (a typo). pg_trgm's
    // `<%` default of 0.6 misses one swapped letter in a short word, so lower it for this query only.
    // The close titles are found once; their number is the total and the page ranks them.
    const needle = search.toLowerCase();
    const closeIds = await sharedCandidates(plan, "typo", needle, () =>
      withTransaction(db, async (tx) => {
        await tx.execute(
          sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))}`,
        );
        // Read close titles from the trigram GIN index (a bitmap scan, ~30 ms at 100k scripts) rather
        // than walking the clout index and comparing trigrams row by row (~150 ms).
        await tx.execute(sql`set local enable_indexscan = off`);
        return candidateIds(
          tx,
          plan,
          sql`(${needle} <% lower(${scripts.title}) or lower(${scripts.title}) % ${needle})`,
        );
      }),
    );
    return candidatePage(
      db,
      plan,
      "typo",
      needle,
      closeIds,
      sql`word_similarity(${needle}, lower(${scripts.title})) desc`,
    );
  }
  return result;
}
