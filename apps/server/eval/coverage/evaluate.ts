/**
 * The validity harness: for each source screenplay, the original (its Fountain round trip, so
 * every draft differs from it only by the weakness) and each weakened draft go through the upload
 * path (parse, statistics, engine); invariant variants must not move any category by more than 0.3.
 */
import { COVERAGE_CATEGORIES, type CoverageAnalysis, type CoverageCategory } from "@twl/contract";
import { parseFountain, type Screenplay } from "@twl/screenplay";

import {
  coverBytes,
  coverModel,
  guessType,
  parseBytes,
  type RunOptions,
} from "../../src/modules/coverage/cover-screenplay-file.ts";
import { FAMILIES, type Family } from "./families.ts";
import { INVARIANCES } from "./invariances.ts";
import { joinParts, partsOf } from "./script-parts.ts";
import type { Source } from "./sources.ts";
import { toFountain } from "./writers.ts";

export const INVARIANCE_TOLERANCE = 0.3;
export const FELL_BY = 1;

export interface DraftResult {
  script: string;
  group: Source["group"];
  family: string;
  variant: string;
  category: CoverageCategory;
  ownDelta: number;
  overallDelta: number;
}

export interface InvarianceResult {
  script: string;
  group: Source["group"];
  invariance: string;
  /** Largest change of any category, and which. */
  maxDelta: number;
  worst: CoverageCategory;
}

/** Scripts below this are too small to judge a weakness on (a page or two, a handful of speeches). */
export const MIN_SCENES = 5;
export const MIN_SPEECHES = 20;

export interface ScriptResult {
  /** True when the script is too small for the weakness families (invariances still run). */
  tooSmall: boolean;
  drafts: DraftResult[];
  invariances: InvarianceResult[];
  deterministic: boolean;
}

const enc = (s: string) => new TextEncoder().encode(s);
const scores = (a: CoverageAnalysis) =>
  Object.fromEntries(COVERAGE_CATEGORIES.map((c) => [c, a.detailedFeedback[c].score])) as Record<
    CoverageCategory,
    number
  >;

/** The original as the harness uses it: written out as Fountain and parsed back like an upload. */
export function roundTrip(model: Screenplay): Screenplay {
  return parseFountain(toFountain(model.titlePage, joinParts(partsOf(model))));
}

export async function evaluateScript(
  source: Source,
  engine: RunOptions["engine"],
  opts: { families?: Family[]; invariances?: string[] } = {},
): Promise<ScriptResult> {
  const base = roundTrip(await parseBytes(source.bytes, source.fileType));
  const run: RunOptions = { engine, type: guessType(base), title: "Draft" };
  const original = await coverModel(base, run);
  const again = await coverModel(roundTrip(await parseBytes(source.bytes, source.fileType)), run);
  const drafts: DraftResult[] = [];
  const speeches = base.characters.reduce((n, c) => n + c.speeches, 0);
  const tooSmall = base.scenes.length < MIN_SCENES || speeches < MIN_SPEECHES;
  for (const family of tooSmall ? [] : (opts.families ?? FAMILIES)) {
    for (const variant of family.variants) {
      const parts = variant.build(partsOf(base));
      const text = toFountain(base.titlePage, joinParts(parts));
      const draft = await coverBytes(enc(text), "fountain", run);
      drafts.push({
        script: source.name,
        group: source.group,
        family: family.id,
        variant: variant.id,
        category: family.category,
        ownDelta:
          draft.detailedFeedback[family.category].score - original.detailedFeedback[family.category].score,
        overallDelta: draft.overallScore - original.overallScore,
      });
    }
  }
  const invariances: InvarianceResult[] = [];
  {
    let pdfBase: CoverageAnalysis | null = null;
    const wanted = opts.invariances;
    for (const inv of INVARIANCES.filter((i) => !wanted || wanted.includes(i.id))) {
      const built = await inv.build(base);
      const result = await coverBytes(built.bytes, built.fileType, run);
      if (inv.id === "as-pdf-letter") pdfBase = result;
      const ref = scores(built.base === "pdf" && pdfBase ? pdfBase : original);
      const got = scores(result);
      const worst = COVERAGE_CATEGORIES.reduce((w, c) =>
        Math.abs(got[c] - ref[c]) > Math.abs(got[w] - ref[w]) ? c : w,
      );
      invariances.push({
        script: source.name,
        group: source.group,
        invariance: inv.id,
        maxDelta: Math.round(Math.abs(got[worst] - ref[worst]) * 10) / 10,
        worst,
      });
    }
  }
  return { tooSmall, drafts, invariances, deterministic: JSON.stringify(original) === JSON.stringify(again) };
}

export interface FamilySummary {
  family: string;
  category: CoverageCategory;
  drafts: number;
  /** Share of drafts whose own category fell by at least 1 point. */
  ownFell: number;
  overallLower: number;
  meanOwn: number;
  meanOverall: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function summarizeFamilies(drafts: DraftResult[]): FamilySummary[] {
  return FAMILIES.map((f) => {
    const rows = drafts.filter((d) => d.family === f.id);
    const n = rows.length || 1;
    return {
      family: f.id,
      category: f.category,
      drafts: rows.length,
      ownFell: round2(rows.filter((d) => d.ownDelta <= -FELL_BY + 1e-9).length / n),
      overallLower: round2(rows.filter((d) => d.overallDelta < 0).length / n),
      meanOwn: round2(rows.reduce((s, d) => s + d.ownDelta, 0) / n),
      meanOverall: round2(rows.reduce((s, d) => s + d.overallDelta, 0) / n),
    };
  }).filter((s) => s.drafts > 0);
}

export function summarizeInvariances(rows: InvarianceResult[]) {
  const ids = [...new Set(rows.map((r) => r.invariance))];
  return ids.map((id) => {
    const mine = rows.filter((r) => r.invariance === id);
    const worst = mine.reduce((w, r) => (r.maxDelta > w.maxDelta ? r : w), mine[0]!);
    return {
      invariance: id,
      scripts: mine.length,
      held: round2(mine.filter((r) => r.maxDelta <= INVARIANCE_TOLERANCE + 1e-9).length / mine.length),
      worst: `${worst.maxDelta} (${worst.worst}, ${worst.script})`,
    };
  });
}
