import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";

import {
  evaluateScript,
  INVARIANCE_TOLERANCE,
  summarizeFamilies,
  type ScriptResult,
} from "../eval/coverage/evaluate.ts";
import { loadSources, sharedCorpusDir, type Source } from "../eval/coverage/sources.ts";
import { projectRoot } from "../src/lib/paths.ts";
import { createLocalEngine } from "../src/modules/coverage/engines/local/local-engine.ts";

/**
 * The validity harness (npm run eval:coverage) in CI, with floors: weakened drafts must score
 * lower, invariant variants must not move. Runs on the repo's corpus and stress scripts (the
 * 120-page generated feature is left to the full harness, for time) and, when ../shared/corpus
 * exists, on its four shortest scripts. Floors sit at the measured level (see the README).
 */
const OWN_FELL_FLOOR = 0.6;
const OVERALL_LOWER_FLOOR = 0.9;
/** Families whose floor is below OWN_FELL_FLOOR on these short scripts, with theirs. */
const FAMILY_FLOORS: Record<string, number> = {};

const root = projectRoot();
const engine = createLocalEngine();

async function run(sources: Source[], invariances: string[]): Promise<ScriptResult[]> {
  const out: ScriptResult[] = [];
  for (const s of sources) out.push(await evaluateScript(s, engine, { invariances }));
  return out;
}

function checkFloors(results: ScriptResult[]) {
  const drafts = results.flatMap((r) => r.drafts);
  expect(drafts.length).toBeGreaterThan(0);
  for (const f of summarizeFamilies(drafts)) {
    expect
      .soft(f.ownFell, `${f.family}: own category fell >= 1`)
      .toBeGreaterThanOrEqual(FAMILY_FLOORS[f.family] ?? OWN_FELL_FLOOR);
  }
  const lower = drafts.filter((d) => d.overallDelta < 0).length / drafts.length;
  expect(lower).toBeGreaterThanOrEqual(OVERALL_LOWER_FLOOR);
  for (const r of results) {
    expect(r.deterministic).toBe(true);
    for (const i of r.invariances)
      expect
        .soft(i.maxDelta, `${i.script} ${i.invariance} (${i.worst})`)
        .toBeLessThanOrEqual(INVARIANCE_TOLERANCE);
  }
}

describe("coverage validity harness", () => {
  it("repo corpus and stress scripts: weaker drafts score lower, invariances hold", async () => {
    const { sources } = loadSources(root, ["repo", "stress"]);
    const small = sources.filter((s) => s.name !== "feature.fountain");
    expect(small.length).toBeGreaterThanOrEqual(10);
    const results = await run(small, ["as-fdx", "renamed", "title-page"]);
    const pdf = await run(
      small.filter((s) => s.name === "short.fountain"),
      ["as-pdf-letter", "a4-vs-letter"],
    );
    checkFloors([...results, ...pdf.map((r) => ({ ...r, drafts: [] }))]);
  }, 240_000);

  it.runIf(existsSync(sharedCorpusDir(root)))(
    "shared corpus (four shortest scripts)",
    async () => {
      const { sources } = loadSources(root, ["shared"]);
      const shortest = [...sources]
        .filter((s) => s.fileType === "fountain")
        .sort((a, b) => a.bytes.length - b.bytes.length || a.name.localeCompare(b.name))
        .slice(0, 4);
      checkFloors(await run(shortest, ["as-fdx", "renamed", "title-page"]));
    },
    240_000,
  );
});
