/**
 * `npm run eval:coverage [-- --engine local|llm] [--only repo,stress,shared] [--script part]
 *   [--family id,...] [--invariance id,...] [--json]`
 * (--script keeps the scripts whose file name contains `part`; --family and --invariance restrict
 * what is built, "none" for neither, to measure one change quickly.)
 *
 * Prints, per weakness family, how often its own category fell by at least 1 point, how often the
 * overall score fell, and the mean changes; per invariance, how often no category moved by more
 * than 0.3. The LLM engine reads COVERAGE_LLM_* (the server's config) like the site does.
 */
import { parseArgs } from "node:util";

import { loadConfig } from "../../src/config/env.ts";
import { projectRoot } from "../../src/lib/paths.ts";
import { createLlmEngine } from "../../src/modules/coverage/engines/llm/llm-engine.ts";
import { createLocalEngine } from "../../src/modules/coverage/engines/local/local-engine.ts";
import {
  evaluateScript,
  summarizeFamilies,
  summarizeInvariances,
  type DraftResult,
  type InvarianceResult,
} from "./evaluate.ts";
import { FAMILIES } from "./families.ts";
import { loadSources, sharedCorpusDir, type Source } from "./sources.ts";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "local" },
    only: { type: "string", default: "repo,stress,shared" },
    script: { type: "string" },
    family: { type: "string" },
    invariance: { type: "string" },
    json: { type: "boolean", default: false },
  },
});

const root = projectRoot();
const engine = values.engine === "llm" ? createLlmEngine(loadConfig().coverage.llm) : createLocalEngine();
const groups = values.only.split(",") as Source["group"][];
const loaded = loadSources(root, groups);
const sharedPresent = loaded.sharedPresent;
const sources = loaded.sources.filter((s) => !values.script || s.name.includes(values.script));
const ids = (v: string | undefined) =>
  v === undefined ? undefined : v.split(",").filter((x) => x !== "none");
const familyIds = ids(values.family);
const only = {
  families: familyIds && FAMILIES.filter((f) => familyIds.includes(f.id)),
  invariances: ids(values.invariance),
};
if (groups.includes("shared") && !sharedPresent)
  console.log(`Shared corpus absent (${sharedCorpusDir(root)}): repo corpus and stress scripts only.`);

const drafts: DraftResult[] = [];
const invariances: InvarianceResult[] = [];
let nondeterministic = 0;
const tooSmall: string[] = [];
const failed: string[] = [];
const started = performance.now();
for (const source of sources) {
  try {
    const r = await evaluateScript(source, engine, only);
    drafts.push(...r.drafts);
    invariances.push(...r.invariances);
    if (!r.deterministic) nondeterministic++;
    if (r.tooSmall) tooSmall.push(`${source.group}/${source.name}`);
  } catch (err) {
    failed.push(`${source.group}/${source.name}`);
    console.error(`${source.group}/${source.name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const pct = (n: number) => `${Math.round(n * 100)}%`;
const report = {
  engine: engine.kind,
  scripts: sources.length,
  groups: Object.fromEntries(groups.map((g) => [g, sources.filter((s) => s.group === g).length])),
  families: summarizeFamilies(drafts),
  byGroup: Object.fromEntries(groups.map((g) => [g, summarizeFamilies(drafts.filter((d) => d.group === g))])),
  invariances: summarizeInvariances(invariances),
  overallLowerAll: drafts.length ? drafts.filter((d) => d.overallDelta < 0).length / drafts.length : 0,
  tooSmall,
  failed,
  deterministic: `${sources.length - failed.length - nondeterministic} of ${sources.length - failed.length}`,
  seconds: Math.round((performance.now() - started) / 100) / 10,
};

if (values.json) console.log(JSON.stringify({ ...report, drafts, invariancesRaw: invariances }, null, 2));
else {
  console.log(`Engine: ${report.engine}; scripts: ${JSON.stringify(report.groups)}; ${report.seconds} s`);
  if (tooSmall.length)
    console.log(`Too small for the weakness families (invariances only): ${tooSmall.join(", ")}`);
  console.table(
    report.families.map((f) => ({
      family: f.family,
      category: f.category,
      drafts: f.drafts,
      "own fell >= 1": pct(f.ownFell),
      "overall lower": pct(f.overallLower),
      "mean own": f.meanOwn,
      "mean overall": f.meanOverall,
    })),
  );
  for (const g of groups) {
    const rows = report.byGroup[g] ?? [];
    if (rows.length)
      console.log(
        `${g}: ${rows.map((f) => `${f.family} ${pct(f.ownFell)}/${pct(f.overallLower)}`).join(", ")}`,
      );
  }
  console.table(report.invariances);
  if (failed.length) console.log(`Engine failed on ${failed.length} script(s): ${failed.join(", ")}`);
  console.log(
    `Overall lower for ${pct(report.overallLowerAll)} of ${drafts.length} drafts; same input, same report: ${report.deterministic}`,
  );
}
