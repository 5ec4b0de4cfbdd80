import { asc, sql, type AnyColumn, type SQL } from "drizzle-orm";

import type { ScriptSort } from "@twl/contract";

import { scripts } from "../../db/schema.ts";

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

export const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * A LIMIT or OFFSET written into the statement (an integer), not sent as a parameter: with either
 * as a parameter PostgreSQL never settles on a generic plan for a prepared statement (an unknown
 * offset makes it look costly), so it would plan every execution anyway. Drizzle's limit() and
 * offset() embed an SQL chunk as it is; their types only name numbers and placeholders.
 */
export const literalInt = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

// Orders match the indexes on scripts exactly, NULLS LAST included (ties broken by id in the same
// direction), so a page is read straight from an index. Built once: they never change.
const down = (column: AnyColumn) => sql`${column} desc nulls last`;
export const bySort: Record<ScriptSort, SQL[]> = {
  newest: [down(scripts.createdAt), down(scripts.id)],
  oldest: [asc(scripts.createdAt), asc(scripts.id)],
  clout: [down(scripts.receivedClout), down(scripts.createdAt), down(scripts.id)],
  views: [down(scripts.views), down(scripts.createdAt), down(scripts.id)],
  title: [asc(scripts.title), asc(scripts.id)],
};
export const typeFacet = sql`'type:' || ${sql.placeholder("type")}::text`;
