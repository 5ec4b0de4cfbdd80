import { sql, type SQL } from "drizzle-orm";

import {
  BUDGET_BAND_OF,
  minimumScoreOfGrade,
  RECOMMENDATION_OF,
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
  /** Which filters are set, in a fixed order: part of a list's statement shape and cache keys. */
  key: string | undefined;
  /** The filters set and their values: part of the keys of shared totals and search candidates. */
  cacheKey: string | undefined;
  /** The placeholder values of the condition. */
  values: Record<string, string | number>;
}

/**
 * The page filters (issue 35) as one condition on the listed scripts: a script matches when its
 * facts row (its current version's) passes every filter set. A script without facts (no parsed
 * current version) matches none, except "has no coverage". Values are placeholders (`facts_<name>`),
 * so one statement serves any values of the same filters; only which filters are set shapes it.
 * The condition only narrows a list: visibility is decided before it (listScripts).
 */
export function factCondition(query: Partial<FactFilters>): FactCondition {
  const set = setFactFilters(query);
  const keys = Object.keys(set) as (keyof FactFilters)[];
  if (keys.length === 0)
    return { where: undefined, onFacts: undefined, key: undefined, cacheKey: undefined, values: {} };
  const values: Record<string, string | number> = {};
  const placeholder = (name: string, value: string | number) => {
    values[`facts_${name}`] = value;
    return sql.placeholder(`facts_${name}`);
  };
  const checks: SQL[] = [];
  for (const [range, column] of Object.entries(RANGE_COLUMNS) as [
    FactRange,
    (typeof RANGE_COLUMNS)[FactRange],
  ][]) {
    const min = set[`${range}_min`];
    const max = set[`${range}_max`];
    if (min !== undefined) checks.push(sql`${column} >= ${placeholder(`${range}_min`, min)}`);
    if (max !== undefined) checks.push(sql`${column} <= ${placeholder(`${range}_max`, max)}`);
  }
  if (set.format) checks.push(sql`${f.format} = ${placeholder("format", set.format)}`);
  if (set.budget) checks.push(sql`${f.budgetBand} = ${placeholder("budget", BUDGET_BAND_OF[set.budget])}`);
  if (set.grade)
    checks.push(
      sql`${f.hasCoverage} and ${f.coverageScore} >= ${placeholder("grade", minimumScoreOfGrade(set.grade))}`,
    );
  if (set.recommendation)
    checks.push(
      sql`${f.hasCoverage} and ${f.recommendation} = ${placeholder("recommendation", RECOMMENDATION_OF[set.recommendation])}`,
    );
  if (set.has_coverage === true) checks.push(sql`${f.hasCoverage}`);

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
      ? sql.join(set.has_coverage === false ? [...checks, sql`not ${f.hasCoverage}`] : checks, sql` and `)
      : undefined;
  return {
    where: sql.join(conditions, sql` and `),
    onFacts,
    key: JSON.stringify(keys),
    cacheKey: JSON.stringify(set),
    values,
  };
}
