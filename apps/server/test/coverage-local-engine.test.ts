import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import {
  COVERAGE_CATEGORIES,
  COVERAGE_WEIGHTS,
  coverageDraftSchema,
  finalizeAnalysis,
  gradeForScore,
  LOCAL_ANALYSIS_LABEL,
  type CoverageCategory,
  type CoverageDraft,
} from "@twl/contract";
import { analyzeScreenplay, parseFountain } from "@twl/screenplay";

import { projectRoot } from "../src/lib/paths.ts";
import { analyzeLocally, createLocalEngine } from "../src/modules/coverage/engines/local/local-engine.ts";
import type { CoverageInput } from "../src/modules/coverage/engines/types.ts";

const corpus = (name: string) =>
  readFileSync(path.join(projectRoot(), "packages/screenplay/corpus", name), "utf8");
const FEATURE = corpus("feature.fountain");

function inputOf(fountain: string, extra: Partial<CoverageInput> = {}): CoverageInput {
  const model = parseFountain(fountain);
  return {
    title: "Salt and Iron",
    logline:
      "A salvage diver who raises her drowned father's bell must choose between selling the harbor and exposing the man who sank his boat.",
    genres: ["drama", "thriller"],
    screenplayType: "movie",
    model,
    stats: analyzeScreenplay(model),
    ...extra,
  };
}

const scores = (d: CoverageDraft) =>
  Object.fromEntries(COVERAGE_CATEGORIES.map((c) => [c, d.detailedFeedback[c].score])) as Record<
    CoverageCategory,
    number
  >;

/** mulberry32: a deterministic shuffle. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEADING = /^(INT|EXT|EST|INT\.?\/EXT|I\/E)[. ]/;

/** Splits Fountain text into [text before the first scene, scenes..., closing transitions]. */
function splitScenes(fountain: string): { head: string; scenes: string[]; tail: string } {
  const lines = fountain.replace(/\s+$/, "").split("\n");
  const starts = lines.flatMap((l, i) => (HEADING.test(l) && (i === 0 || lines[i - 1] === "") ? [i] : []));
  const scenes = starts.map((s, k) =>
    lines
      .slice(s, starts[k + 1] ?? lines.length)
      .join("\n")
      .trim(),
  );
  // "> FADE OUT." / "> THE END <" stay at the end whatever the order of the scenes.
  const last = scenes.pop()!.split("\n\n");
  const tail: string[] = [];
  while (last.length > 1 && last[last.length - 1]!.startsWith(">")) tail.unshift(last.pop()!);
  scenes.push(last.join("\n\n"));
  return { head: lines.slice(0, starts[0]).join("\n").trim(), scenes, tail: tail.join("\n\n") };
}

const join = (head: string, scenes: string[], tail: string) =>
  `${[head, ...scenes, tail].filter(Boolean).join("\n\n")}\n`;

function shuffled(fountain: string, seed: number): string {
  const { head, scenes, tail } = splitScenes(fountain);
  const rand = rng(seed);
  for (let i = scenes.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [scenes[i], scenes[j]] = [scenes[j]!, scenes[i]!];
  }
  return join(head, scenes, tail);
}

/** A speech paragraph: an upper-case cue line followed by its lines. */
const isSpeech = (para: string) => {
  const [cue, ...rest] = para.split("\n");
  return (
    rest.length > 0 &&
    !!cue &&
    /^[A-Z0-9][A-Z0-9 .'’-]*(\s*\([^)]*\))*\s*\^?$/.test(cue) &&
    !HEADING.test(cue) &&
    !/TO:$/.test(cue)
  );
};

function withoutDialogue(fountain: string): string {
  return fountain
    .split("\n\n")
    .filter((p) => !isSpeech(p))
    .join("\n\n");
}

/** From the middle scene on, `from`'s cue becomes `to` (the action lines are left alone). */
function renamedFromMidpoint(fountain: string, from: string, to: string): string {
  const { head, scenes, tail } = splitScenes(fountain);
  const half = Math.floor(scenes.length / 2);
  const cue = new RegExp(`^${from}(?=[\\n (^]|$)`);
  const renamed = scenes.map((scene, i) =>
    i < half
      ? scene
      : scene
          .split("\n\n")
          .map((p) => (isSpeech(p) ? p.replace(cue, to) : p))
          .join("\n\n"),
  );
  return join(head, renamed, tail);
}

const original = analyzeLocally(inputOf(FEATURE));
const CITATION = /\b(?:pp?\.\s?|pages?\s)(\d{1,4})/gi;

describe("local coverage engine: measured analysis of SALT AND IRON", () => {
  it("the weakened copies are real: same scenes, no speeches, a renamed lead", () => {
    const base = inputOf(FEATURE);
    const shuffledInput = inputOf(shuffled(FEATURE, 7));
    expect(shuffledInput.stats.scenes.count).toBe(base.stats.scenes.count);
    expect(shuffledInput.stats.scenes.list.map((s) => s.heading)).not.toEqual(
      base.stats.scenes.list.map((s) => s.heading),
    );
    expect(inputOf(withoutDialogue(FEATURE)).stats.dialogue.dialogueLines).toBe(0);
    const renamed = inputOf(renamedFromMidpoint(FEATURE, "MARA", "MARISOL")).stats.characters;
    const mara = renamed.find((c) => c.name === "MARA")!;
    const marisol = renamed.find((c) => c.name === "MARISOL")!;
    expect(mara.lastPage).toBeLessThan(marisol.firstPage + 2);
    expect(marisol.speeches).toBeGreaterThan(50);
  });

  it.each([7, 21, 1998])("scenes shuffled (seed %i) score lower on structure", (seed) => {
    const weak = scores(analyzeLocally(inputOf(shuffled(FEATURE, seed))));
    const base = scores(original);
    expect(weak.structure).toBeLessThan(base.structure);
    expect(weak.structure + weak.pacing).toBeLessThan(base.structure + base.pacing);
  });

  it("dialogue stripped scores lower on dialogue and on characters", () => {
    const weak = scores(analyzeLocally(inputOf(withoutDialogue(FEATURE))));
    const base = scores(original);
    expect(weak.dialogue).toBeLessThan(base.dialogue);
    expect(weak.characters).toBeLessThan(base.characters);
    expect(weak.dialogue).toBeLessThan(3);
  });

  it("the lead renamed from the midpoint scores lower on characters, and the note says why", () => {
    const draft = analyzeLocally(inputOf(renamedFromMidpoint(FEATURE, "MARA", "MARISOL")));
    expect(draft.detailedFeedback.characters.score).toBeLessThan(original.detailedFeedback.characters.score);
    const notes = draft.detailedFeedback.characters.feedback;
    expect(notes).toContain("MARISOL");
    expect(notes).toMatch(/name changes mid-script/);
    expect(notes).toMatch(/MARA \(\d+% of speeches\) last speaks at p\. \d+/);
  });

  it("is deterministic: the same input, or the same script parsed again, gives the identical report", () => {
    const input = inputOf(FEATURE);
    const a = analyzeLocally(input);
    const b = analyzeLocally(input);
    expect(b).toEqual(a);
    expect(JSON.stringify(analyzeLocally(inputOf(FEATURE)))).toBe(JSON.stringify(a));
    expect(a).toEqual(original);
  });

  it("validates against the contract, cites pages in every category and grades by the formula", () => {
    const draft = coverageDraftSchema.parse(original);
    const pageCount = inputOf(FEATURE).stats.pages;
    for (const category of COVERAGE_CATEGORIES) {
      const { feedback, score } = draft.detailedFeedback[category];
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
      const pages = [...feedback.matchAll(CITATION)].map((m) => Number(m[1]));
      expect(pages.length, `${category} cites a page`).toBeGreaterThan(0);
      expect(
        pages.every((p) => p >= 1 && p <= pageCount),
        `${category} cites real pages`,
      ).toBe(true);
      expect(draft.fullAnalysis[category].length).toBeGreaterThan(100);
    }
    expect(draft.summary).toMatch(/119-page feature in 137 scenes/);
    expect(draft.summary).not.toMatch(/\bAI\b|artificial intelligence|language model/i);
    const final = finalizeAnalysis(draft);
    const s = scores(draft);
    const expected = Math.round(10 * COVERAGE_CATEGORIES.reduce((n, c) => n + COVERAGE_WEIGHTS[c] * s[c], 0));
    expect(final.overallScore).toBe(expected);
    expect(final.overallGrade).toBe(gradeForScore(final.overallScore));
    expect(final.detailedFeedback.overall.score).toBe(final.overallScore);
  });

  it("cites real scene headings from the statistics", () => {
    const { stats } = inputOf(FEATURE);
    const structure = original.detailedFeedback.structure.feedback + original.fullAnalysis.structure;
    const cited = [...structure.matchAll(/p\. (\d+), scene (\d+) \(([^)]+)\)/g)];
    expect(cited.length).toBeGreaterThan(0);
    for (const [, page, number, heading] of cited) {
      const scene = stats.scenes.list[Number(number) - 1]!;
      expect(scene.heading.startsWith(heading!.replace(/\\/g, "").replace(/\.\.\.$/, ""))).toBe(true);
      expect(scene.startPage).toBe(Number(page));
    }
  });

  // Its speed (a 120-page script in under 5 s) is measured by `npm run bench:coverage`, not here.
});

describe("local coverage engine: edge cases", () => {
  const cases: [string, string, CoverageInput["screenplayType"]][] = [
    ["an empty script", "", "movie"],
    ["a title page only", "Title: Nothing\nAuthor: Nobody\n\n", "movie"],
    ["action without scenes", "A man walks into a bar.\n\nHe leaves.\n", "short"],
    ["one scene, no dialogue", "EXT. FIELD - DAY\n\nWind in the grass. Nothing else.\n", "short"],
    ["one page with one speech", "INT. ROOM - NIGHT\n\nA lamp.\n\nANNA\nHello?\n", "play"],
    ["no dialogue in a long script", withoutDialogue(FEATURE), "movie"],
    ["dialogue without scene headings", "ANNA\nHello?\n\nBEN\nWho's there?\n\nANNA\nOnly me.\n", "tv"],
  ];

  it.each(cases)("%s does not throw and gives a valid, clamped draft", (_name, fountain, screenplayType) => {
    const draft = analyzeLocally(inputOf(fountain, { title: "", logline: null, genres: [], screenplayType }));
    expect(() => coverageDraftSchema.parse(draft)).not.toThrow();
    for (const c of COVERAGE_CATEGORIES) {
      expect(draft.detailedFeedback[c].score).toBeGreaterThanOrEqual(0);
      expect(draft.detailedFeedback[c].score).toBeLessThanOrEqual(10);
      expect(draft.detailedFeedback[c].feedback.length).toBeGreaterThan(0);
    }
    expect(finalizeAnalysis(draft).overallGrade).toBeTruthy();
  });

  it("an empty script fails every category", () => {
    const draft = analyzeLocally(inputOf(""));
    for (const c of ["structure", "characters", "dialogue", "pacing"] as const)
      expect(draft.detailedFeedback[c].score).toBeLessThan(2);
    expect(finalizeAnalysis(draft).overallGrade).toBe("F");
  });

  it("a huge script (five features back to back) stays valid", () => {
    const { head, scenes, tail } = splitScenes(FEATURE);
    const huge = join(head, [...scenes, ...scenes, ...scenes, ...scenes, ...scenes], tail);
    const input = inputOf(huge);
    expect(input.stats.pages).toBeGreaterThan(500);
    const draft = analyzeLocally(input);
    expect(() => coverageDraftSchema.parse(draft)).not.toThrow();
    expect(draft.detailedFeedback.marketability.feedback).toMatch(/over the 90–120 pages/);
  });

  it("the engine reports itself as local analysis and honours the abort signal", async () => {
    const engine = createLocalEngine();
    expect(engine).toMatchObject({ kind: "local", providerName: LOCAL_ANALYSIS_LABEL, model: null });
    const input = inputOf(FEATURE);
    await expect(engine.analyze(input, new AbortController().signal)).resolves.toEqual(original);
    const aborted = new AbortController();
    aborted.abort(new Error("cancelled"));
    await expect(engine.analyze(input, aborted.signal)).rejects.toThrow("cancelled");
  });
});
