import { sql, type SQL } from "drizzle-orm";

import {
  BUDGET_BAND_OF,
  minimumScoreOfGrade,
  RECOMMENDATION_OF,
  SCRIPT_FORMATS,
  setFactFilters,
  type FactFilters,
  type FactRange,
} from "@twl/contract";

import { scriptFacts, scripts } from "../../db/schema.ts";

const f = scriptFacts;
/** The column each range filter reads. */
const RANGE_COLUMNS = {
  pages: f.pageCount,
  cast: f.speakingCast,
  locations: f.locations,
  exterior: f.exteriorPct,
  night: f.nightPct,
  dialogue: f.dialoguePct,
  lead: f.leadPct,
} satisfies Record<FactRange, unknown>;

export interface FactCondition {
  /** The condition on `scripts` (one semi-join with script_facts), or undefined when no filter is set. */
  where: SQL | undefined;
  /**
   * The same condition on a `script_facts` row alone, when it needs one (any filter but "has no
   * coverage" on its own, which a script without facts also passes): lists walk script_facts then.
   */
  onFacts: SQL | undefined;
  /**
   * Which filters are set, in a fixed order, and whether coverage is wanted or not (the one filter
   * whose value changes the statement's text): a list's statement shape, and part of cache keys.
   */
  key: string | undefined;
  /** The filters set and their values: part of the keys of shared totals and search candidates. */
  cacheKey: string | undefined;
  /** The placeholder values of the condition (none: the values are written into it, see factCondition). */
  values: Record<string, string | number>;
}

/**
 * A filter's value written into the statement: integers (the contract's bounds are integers) and the
 * contract's enum values mapped to the stored ones. Quoted as SQL literals all the same.
 */
function literal(value: string | number): SQL {
  if (typeof value === "number") {
    if (!Number.isInteger(value)) throw new Error(`fact filter value is not an integer: ${value}`);
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/**
 * The page filters (issue 35) as one condition on the listed scripts: a script matches when its
 * facts row (its current version's) passes every filter set. A script without facts (no parsed
 * current version) matches none, except "has no coverage". The condition only narrows a list:
 * visibility is decided before it (listScripts).
 * The values are written into the statement, so a list's kept statement (prepared-pages.ts) is one
 * per filter set and values (`cacheKey`) and PostgreSQL plans it once per connection for exactly
 * those values. With the values as parameters it was planned on every execution: the plan for
 * unknown ranges looks costlier than one for the actual values, so PostgreSQL never settles on a
 * generic plan (300 of 300 executions custom-planned, against 5 for the genre page's statement).
 */
export function factCondition(query: Partial<FactFilters>): FactCondition {
  const set = setFactFilters(query);
  const keys = Object.keys(set) as (keyof FactFilters)[];
  if (keys.length === 0)
    return { where: undefined, onFacts: undefined, key: undefined, cacheKey: undefined, values: {} };
  const checks: SQL[] = [];
  for (const [range, column] of Object.entries(RANGE_COLUMNS) as [
    FactRange,
    (typeof RANGE_COLUMNS)[FactRange],
  ][]) {
    const min = set[`${range}_min`];
    const max = set[`${range}_max`];
    if (min !== undefined) checks.push(sql`${column} >= ${literal(min)}`);
    if (max !== undefined) checks.push(sql`${column} <= ${literal(max)}`);
  }
  if (set.format) checks.push(sql`${f.format} = ${literal(set.format)}`);
  if (set.budget) checks.push(sql`${f.budgetBand} = ${literal(BUDGET_BAND_OF[set.budget])}`);
  if (set.grade)
    checks.push(sql`${f.hasCoverage} and ${f.coverageScore} >= ${literal(minimumScoreOfGrade(set.grade))}`);
  if (set.recommendation)
    checks.push(
      sql`${f.hasCoverage} and ${f.recommendation} = ${literal(RECOMMENDATION_OF[set.recommendation])}`,
    );
  if (set.has_coverage === true) checks.push(sql`${f.hasCoverage}`);

  // The facts index counts read (migration 0030) is ordered by format, budget band and page count.
  // Every value of an unset format or band is listed, so the index is read as one short range per
  // format and band rather than one long range (or the whole index) with the rest checked entry by
  // entry. The lists hold every value the table's checks allow: they never narrow the filter.
  // - Beside a band (a format unset), or a format and a page range (a band unset): PostgreSQL then
  //   reads the ranges rather than bitmaps of the cast, locations or coverage indexes, far better
  //   when those match many rows (a micro budget with a cast up to 5 at 100k scripts: 12k entries,
  //   9 ms, against 2,060 table pages, 76 ms).
  // - Beside a page range alone (neither set): only when no cast, locations or coverage filter is
  //   set. The 16 ranges of a page range span every script of those lengths, and PostgreSQL reads
  //   them (a cached table page costs it as much as hundreds of index entries) even when those
  //   indexes' bitmaps find few rows: 90-110 pages for a contained script read 17k entries in 2-3
  //   times the time the bitmaps took (2k rows).
  const paged = set.pages_min !== undefined || set.pages_max !== undefined;
  const ownIndex =
    set.cast_min !== undefined ||
    set.cast_max !== undefined ||
    set.locations_min !== undefined ||
    set.locations_max !== undefined ||
    set.has_coverage === true ||
    set.grade !== undefined ||
    set.recommendation !== undefined;
  const listFormats = !set.format && (set.budget !== undefined || (paged && !ownIndex));
  const listBands = !set.budget && paged && (set.format !== undefined || !ownIndex);
  const prefix: SQL[] = [];
  if (listFormats) prefix.push(sql`${f.format} in (${sql.join(SCRIPT_FORMATS.map(literal), sql`, `)})`);
  if (listBands)
    prefix.push(sql`${f.budgetBand} in (${sql.join(Object.values(BUDGET_BAND_OF).map(literal), sql`, `)})`);

  const conditions: SQL[] = [];
  if (checks.length > 0)
    conditions.push(
      sql`exists (select 1 from ${f} where ${f.scriptId} = ${scripts.id} and ${sql.join(checks, sql` and `)})`,
    );
  if (set.has_coverage === false)
    conditions.push(
      sql`not exists (select 1 from ${f} where ${f.scriptId} = ${scripts.id} and ${f.hasCoverage})`,
    );
  // With a facts row required, "has no coverage" is that row's flag.
  const onFacts =
    checks.length > 0
      ? sql.join(
          [...prefix, ...checks, ...(set.has_coverage === false ? [sql`not ${f.hasCoverage}`] : [])],
          sql` and `,
        )
      : undefined;
  return {
    where: sql.join(conditions, sql` and `),
    onFacts,
    key: JSON.stringify(keys.map((k) => (k === "has_coverage" ? `${k}:${set.has_coverage}` : k))),
    cacheKey: JSON.stringify(set),
    values: {},
  };
}
