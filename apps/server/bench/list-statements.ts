/**
 * `npx tsx apps/server/bench/list-statements.ts --database-url URL`: times Discover's list reads
 * and the text search end to end in one process against a seeded database (nothing kept: no list
 * cache, no count cache; with --counts-kept the totals are kept as DISCOVER_COUNT_TTL_MS keeps them,
 * so the pages alone are timed), interleaved, median of --runs (default 9). Ratios within one run are what
 * to read: the plain genre page is the yardstick (issue 35).
 * Page filters' totals kept in the database (script_filter_counts, migration 0031): with --kept-totals
 * the filters read here are registered first, so their totals are read by primary key; without it
 * every kept total is deleted first, so each filter is counted as on its first ask.
 */
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import type { Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import { scriptFilterCountMoves, scriptFilterCounts } from "../src/db/schema.ts";
import { registerFilterCount } from "../src/modules/discover/filter-counts.ts";
import { ListCache } from "../src/modules/discover/list-cache.ts";
import { planList } from "../src/modules/discover/list-plan.ts";
import { listScripts, type ListScriptsInput } from "../src/modules/discover/list-scripts.ts";
import { searchScriptText } from "../src/modules/search/search-script-text.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    runs: { type: "string", default: "9" },
    /** Keep list totals as the server does by default (DISCOVER_COUNT_TTL_MS): pages alone are timed. */
    "counts-kept": { type: "boolean", default: false },
    /** Register the page filters' totals in the database first (else none is kept there). */
    "kept-totals": { type: "boolean", default: false },
  },
});
const pool = new pg.Pool({ connectionString: values["database-url"], max: 2 });
const db = drizzle(pool, { schema }) as unknown as Db;
const cache = values["counts-kept"] ? new ListCache(0, 3_600_000) : undefined;
const list = (input: Omit<ListScriptsInput, "limit">) => () =>
  listScripts(db, { limit: 24, ...input, ...(cache ? { cache } : {}) });
const COMBINED = {
  format: "feature",
  pages_max: 110,
  cast_max: 12,
  exterior_max: 40,
  budget: "low",
} as const;
const NARROW = { pages_min: 90, pages_max: 110, cast_max: 6, locations_max: 3, has_coverage: true } as const;
const cases: [string, () => Promise<unknown>][] = [
  ["genre page 1 (yardstick)", list({ genre: "drama", sort: "clout", page: 1 })],
  ["genre page 20", list({ genre: "drama", sort: "newest", page: 20 })],
  ["combined filter page 1", list({ facts: COMBINED, sort: "clout", page: 1 })],
  ["combined filter page 20", list({ facts: COMBINED, sort: "newest", page: 20 })],
  ["narrow combined filter page 1", list({ facts: NARROW, sort: "clout", page: 1 })],
  // The scripts path with a semi-join into script_facts per row (what page filters read before
  // migration 0028; still the path of a viewer's own list): a viewer who owns nothing.
  ["combined filter page 1, scripts path", list({ facts: COMBINED, sort: "clout", page: 1, ownerId: "-" })],
  [
    "narrow combined filter page 1, scripts path",
    list({ facts: NARROW, sort: "clout", page: 1, ownerId: "-" }),
  ],
  ["combined filter + genre page 1", list({ facts: COMBINED, genre: "drama", sort: "clout", page: 1 })],
  [
    "text search: lantern velvet compass",
    () => searchScriptText(db, { q: "lantern velvet compass", page: 1, limit: 20 }, null),
  ],
  ["text search: night", () => searchScriptText(db, { q: "night", page: 1, limit: 20 }, null)],
];
await db.delete(scriptFilterCounts);
await db.delete(scriptFilterCountMoves);
if (values["kept-totals"])
  for (const facts of [COMBINED, NARROW])
    for (const genre of [undefined, "drama"])
      await registerFilterCount(db, planList({ facts, genre, sort: "clout", page: 1, limit: 24 }));
const times = new Map<string, number[]>(cases.map(([name]) => [name, []]));
for (const [, run] of cases) await run(); // warm-up
for (let i = 0; i < Number(values.runs); i++)
  for (const [name, run] of cases) {
    const started = performance.now();
    await run();
    times.get(name)!.push(performance.now() - started);
  }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const yardstick = median(times.get(cases[0]![0])!);
console.log(
  `| read (${cache ? "totals kept" : "nothing kept"}${values["kept-totals"] ? ", totals kept in the database" : ""}) | median ms | vs genre page 1 |\n|---|---:|---:|`,
);
for (const [name, xs] of times)
  console.log(`| ${name} | ${median(xs).toFixed(1)} | ${(median(xs) / yardstick).toFixed(2)}x |`);
await pool.end();
