import { describe, expect, it } from "vitest";

import { analyzeScreenplay, parseFountain, type SceneStat } from "@twl/screenplay";

import { analyzeLocally } from "../src/modules/coverage/engines/local/local-engine.ts";
import {
  describeCharacters,
  measureCharacters,
  scoreCharacters,
  type Who,
} from "../src/modules/coverage/engines/local/score-characters.ts";
import {
  describeDialogue,
  measureDialogue,
  scoreDialogue,
} from "../src/modules/coverage/engines/local/score-dialogue.ts";
import {
  describeMarketability,
  measureMarketability,
  scoreMarketability,
} from "../src/modules/coverage/engines/local/score-marketability.ts";
import {
  describePacing,
  measurePacing,
  scorePacing,
} from "../src/modules/coverage/engines/local/score-pacing.ts";
import {
  describeStructure,
  measureStructure,
  scoreStructure,
} from "../src/modules/coverage/engines/local/score-structure.ts";
import { measure } from "../src/modules/coverage/engines/local/signals.ts";
import { measureTurns } from "../src/modules/coverage/engines/local/turns.ts";
import type { CoverageInput } from "../src/modules/coverage/engines/types.ts";

/**
 * Each local-engine category is measured (numbers and the scenes to cite, from the screenplay) and
 * then worded (findings from a measure). These tests check the two halves separately: measurement
 * on a small script whose numbers can be counted by hand, wording on hand-made measures.
 */
const SCRIPT = `INT. KITCHEN - MORNING

ANNA (30s), tired, sits at the table.

ANNA
Where were you last night?

BEN
Out.

EXT. HARBOR - NIGHT

Waves crash against the pier. An explosion lights the water.

BEN
It's done.

INT. KITCHEN - MORNING

Anna waits.

BEN
I'm home.
`;

function signals(fountain = SCRIPT, extra: Partial<CoverageInput> = {}) {
  const model = parseFountain(fountain);
  const input: CoverageInput = {
    title: "Test",
    logline: "A woman waits for a man who lies about the harbor fire he set.",
    genres: ["drama"],
    screenplayType: "movie",
    model,
    stats: analyzeScreenplay(model),
    ...extra,
  };
  return measure(input);
}

const scene = (over: Partial<SceneStat> = {}): SceneStat => ({
  index: 0,
  number: null,
  heading: "INT. KITCHEN - MORNING",
  location: "KITCHEN",
  intExt: "INT",
  timeOfDay: "MORNING",
  dayNight: "day",
  startPage: 1,
  lengthEighths: 8,
  speakers: [],
  speeches: 0,
  dialogueShare: 0.5,
  tempo: 0.5,
  ...over,
});

const who = (over: Partial<Who> = {}): Who => ({
  name: "ANNA",
  speeches: 10,
  scenes: 4,
  firstPage: 1,
  lastPage: 100,
  share: 0.3,
  firstPosition: 0,
  lastPosition: 0.99,
  firstScene: scene(),
  lastScene: scene({ index: 40, startPage: 100, heading: "EXT. HARBOR - NIGHT" }),
  ...over,
});

describe("local engine rules: measurement and wording apart", () => {
  it("marketability: measures the cast, budget and package as numbers", () => {
    const sig = signals();
    const m = measureMarketability(sig);
    expect(m.cast).toMatchObject({
      roles: 2,
      principals: 2,
      oneLine: 1,
      lo: 5,
      hi: 35,
      noun: "feature",
      lead: { name: "BEN" },
    });
    expect(m.packaging).toEqual({ loglineWords: 14, genres: ["drama"], score: 10 });
    expect(m.budget).toMatchObject({ flagged: 1, scenes: 3 });
    expect(m.budget!.kinds.map((k) => k.kind).sort()).toEqual([
      "pyrotechnics",
      "stunts and vehicle action",
      "water work",
    ]);
    expect(m.mix!.nightShare).toBeGreaterThan(0);
    expect(describeMarketability(m)).toEqual(scoreMarketability(sig));
  });

  it("marketability: words a hand-made measure", () => {
    const result = describeMarketability({
      length: { pages: 130, runtimeMinutes: 130, lo: 90, hi: 120, noun: "feature", score: 6 },
      cast: {
        roles: 40,
        principals: 6,
        oneLine: 12,
        lo: 5,
        hi: 35,
        noun: "feature",
        lead: { name: "ANNA", pages: 80 },
        scriptPages: 130,
        score: 8.75,
      },
      locations: null,
      mix: null,
      budget: null,
      packaging: { loglineWords: 0, genres: [], score: 2 },
    });
    expect(result.findings.map((f) => f.rule)).toEqual(["market.length", "market.cast", "market.package"]);
    expect(result.findings[0]).toMatchObject({
      score: 6,
      observation:
        "The script ends on p. 130 (about 130 minutes at a page a minute): 10 over the 90–120 pages expected of a feature.",
    });
    expect(result.findings[0]!.fix).toMatch(/^Cut to 120 pages or fewer/);
    expect(result.findings[1]!.observation).toBe(
      "40 speaking roles, 6 of them principal (5%+ of the speeches), 12 with a single line; a feature is comfortably cast with 5–35. The lead, ANNA, is on 80 pages of 130.",
    );
    expect(result.findings[2]).toMatchObject({
      observation: "There is no logline; no genre is set.",
      fix: expect.stringMatching(/^Write a one-sentence logline/),
    });
  });

  it("structure: measures scenes and the lead's bookends as numbers", () => {
    const sig = signals();
    const m = measureStructure(sig, measureTurns(sig));
    if (m.empty) throw new Error("expected scenes");
    expect(m.acts).toMatchObject({ few: true, scenes: 3, score: 3 });
    expect(m.scenes).toMatchObject({ count: 3, noun: "feature", lo: 6, hi: 20 });
    expect(m.bookends).toBeNull(); // under 3 pages
    // An empty script parses to one blank page: one point for pages without a single scene.
    expect(measureStructure(signals(""), [])).toEqual({ empty: true, pages: 1, score: 1 });
    expect(describeStructure(m)).toEqual(scoreStructure(sig, measureTurns(sig)));
  });

  it("structure: a script of few scenes gets act-break credit only when it ends", () => {
    const sig = signals(SCRIPT, { screenplayType: "short" });
    const acts = (ends: boolean) => {
      const m = measureStructure(sig, measureTurns(sig), ends);
      if (m.empty) throw new Error("expected scenes");
      return m.acts;
    };
    expect(acts(true)).toMatchObject({ few: true, ends: true, score: 6 });
    expect(acts(false)).toMatchObject({ few: true, ends: false, score: 1 });
    const rule = (fountain: string) =>
      analyzeLocally({
        ...signals(fountain).input,
        screenplayType: "short",
      }).detailedFeedback.structure.evidence?.find((e) => e.label === "Act breaks")?.value;
    expect(rule(`${SCRIPT}\nFADE OUT.\n`)).toMatch(/^6\.0\/10/);
    expect(rule(SCRIPT)).toMatch(/^1\.0\/10/);
  });

  it("structure: words a hand-made measure", () => {
    expect(describeStructure({ empty: true, pages: 3, score: 1 }).findings[0]).toMatchObject({
      rule: "structure.none",
      score: 1,
      observation:
        "No scene headings were found on pp. 1–3, so there are no scenes to build a structure from.",
    });
    const first = scene({ startPage: 1 });
    const last = scene({ index: 9, startPage: 9 });
    const result = describeStructure({
      empty: false,
      acts: { few: true, scenes: 10, firstScene: first, pages: 10, noun: "short", ends: true, score: 6 },
      setup: null,
      timeline: null,
      convergence: null,
      bookends: {
        lead: { name: "ANNA", firstPage: 1, lastPage: 10 },
        opens: true,
        closes: true,
        echo: true,
        first,
        last,
        pages: 10,
        score: 10,
      },
      scenes: {
        count: 10,
        pages: 10,
        meanEighths: 8,
        lo: 4,
        hi: 20,
        noun: "short",
        longest: first,
        score: 10,
      },
    });
    expect(result.findings.map((f) => f.rule)).toEqual([
      "structure.acts",
      "structure.bookends",
      "structure.scenes",
    ]);
    expect(result.findings[1]).toEqual({
      rule: "structure.bookends",
      label: "Opening and ending",
      weight: 1,
      score: 10,
      observation:
        "ANNA speaks by p. 1 and is still speaking on p. 10. The script opens and closes at KITCHEN (p. 1, scene 1 (INT. KITCHEN - MORNING) and p. 9, scene 10 (INT. KITCHEN - MORNING)): a bookend.",
    });
    expect(result.findings[2]!.observation).toBe(
      "10 scenes over 10 pages, averaging 1 page (comfortable for a short: 4/8 page to 2 4/8 pages); the longest is p. 1, scene 1 (INT. KITCHEN - MORNING) at 1 page.",
    );
  });

  it("pacing: measures tempo and scene lengths as numbers", () => {
    const sig = signals();
    const m = measurePacing(sig);
    if (m.empty) throw new Error("expected scenes");
    expect(m.tempo.mean).toBeCloseTo(sig.tempoMean, 10);
    expect(m.tempo.fastest.tempo).toBe(Math.max(...sig.scenes.map((s) => s.tempo)));
    expect(m.overlong).toMatchObject({ limit: 24, scenes: [], score: 10 });
    expect(m.opening).toBeNull(); // under 4 scenes
    expect(m.escalation).toBeNull(); // under 8 scenes
    expect(measurePacing(signals(""))).toEqual({ empty: true, pages: 1, score: 1.5 });
    expect(describePacing(m)).toEqual(scorePacing(sig));
  });

  it("pacing: words a hand-made measure", () => {
    expect(describePacing({ empty: true, pages: 4, score: 1.5 }).findings[0]!.observation).toBe(
      "Without scenes (pp. 1–4) there is no tempo curve to measure.",
    );
    const fast = scene({ tempo: 0.9, startPage: 2, index: 1, heading: "EXT. ROAD - DAY" });
    const slow = scene({ tempo: 0.2 });
    const result = describePacing({
      empty: false,
      tempo: { mean: 0.4, sd: 0.2, fastest: fast, slowest: slow, score: 5 },
      slow: null,
      overlong: {
        limit: 24,
        scenes: [scene({ lengthEighths: 40 })],
        share: 0.25,
        longest: scene({ lengthEighths: 40 }),
        score: 4,
      },
      escalation: null,
      opening: null,
      repeats: { scenes: 5, pairs: [], score: 10 },
      rhythm: null,
    });
    expect(result.findings.map((f) => f.rule)).toEqual(["pacing.tempo", "pacing.overlong", "pacing.repeats"]);
    expect(result.findings[0]!.observation).toBe(
      "Scene tempo averages 0.4 (0 slow, 1 fast) with a spread of 0.2. Fastest: p. 2, scene 2 (EXT. ROAD - DAY) at 0.9; slowest: p. 1, scene 1 (INT. KITCHEN - MORNING) at 0.2.",
    );
    expect(result.findings[0]!.fix).toMatch(/^The script plays slow throughout/);
    expect(result.findings[1]).toMatchObject({
      score: 4,
      observation:
        "1 scene run past 3 pages (25% of the script): p. 1, scene 1 (INT. KITCHEN - MORNING), 5 pages.",
    });
    expect(result.findings[2]!.observation).toBe(
      "Every cut moves the story somewhere or somewhen new: no two adjacent scenes share a place and time (5 scenes from p. 1).",
    );
  });

  it("dialogue: measures speeches as numbers", () => {
    const sig = signals();
    const m = measureDialogue(sig);
    if (m.empty) throw new Error("expected dialogue");
    // 'Where were you last night?' (5), 'Out.' (1), 'It's done.' (2), 'I'm home.' (2)
    expect(m.length).toMatchObject({ meanWords: 2.5, long: 0, longShare: 0 });
    expect(m.length.longest).toMatchObject({ character: "ANNA", words: 5 });
    expect(m.length.longestScene?.index).toBe(0);
    expect(m.monologues).toMatchObject({ count: 0, huge: 0, cited: [], score: 9 });
    expect(m.parentheticals).toMatchObject({ total: 0, speeches: 4, ratio: 0, topScene: null });
    expect(measureDialogue(signals("INT. ROOM - DAY\n\nNothing.\n"))).toMatchObject({
      empty: true,
      score: 0.5,
    });
    expect(describeDialogue(m)).toEqual(scoreDialogue(sig));
  });

  it("dialogue: words a hand-made measure", () => {
    expect(describeDialogue({ empty: true, pages: 1, score: 0.5 }).findings[0]!.observation).toBe(
      "There is no dialogue on p. 1: every line is action.",
    );
    const result = describeDialogue({
      empty: false,
      share: {
        value: 0.7,
        lo: 0.4,
        hi: 0.6,
        noun: "feature",
        examples: [{ page: 3, actionLines: 1, dialogueLines: 9, dialogueShare: 0.9 }],
        score: 7,
      },
      length: {
        meanWords: 30,
        long: 2,
        longShare: 0.2,
        longest: { character: "BEN", scene: null, page: 4, words: 80, parentheticals: 0 },
        longestScene: null,
        score: 1,
      },
      monologues: {
        count: 1,
        huge: 0,
        cited: [{ scene: null, page: 4, character: "BEN", words: 80 }],
        pages: 10,
        score: 4,
      },
      silence: null,
      talk: null,
      exchange: null,
      parentheticals: { total: 3, speeches: 10, ratio: 0.3, topScene: scene(), topCount: 2, score: 6.3 },
      plainness: null,
      voices: null,
    });
    expect(result.findings.map((f) => f.rule)).toEqual([
      "dialogue.share",
      "dialogue.length",
      "dialogue.monologues",
      "dialogue.parentheticals",
    ]);
    expect(result.findings[0]!.observation).toBe(
      "Dialogue is 70% of the printed lines (a feature usually runs 40%–60%). Talkiest pages: p. 3 (90%).",
    );
    expect(result.findings[0]!.fix).toMatch(/let behaviour carry the beat, starting with p\. 3\.$/);
    expect(result.findings[1]!.observation).toBe(
      "Speeches average 30 words; 2 speeches (20%) run past 45 words. The longest is BEN's 80 words at p. 4.",
    );
    expect(result.findings[2]!.observation).toBe(
      "1 monologue (75+ words or 10+ lines): p. 4 (BEN, 80 words).",
    );
    expect(result.findings[3]!.observation).toBe(
      "3 parentheticals across 10 speeches (0.3 per speech); the most in one scene: 2 at p. 1, scene 1 (INT. KITCHEN - MORNING).",
    );
  });

  it("characters: measures the lead and the cast as numbers", () => {
    const sig = signals();
    const m = measureCharacters(sig);
    if (m.empty) throw new Error("expected a cast");
    expect(m.lead.lead).toMatchObject({
      name: "BEN",
      speeches: 3,
      share: 0.75,
      firstPage: 1,
      firstPosition: 0,
    });
    expect(m.lead.lead.firstScene?.index).toBe(0);
    expect(m.lead.lead.lastScene?.index).toBe(2);
    expect(m.balance).toMatchObject({ speakers: 2, flat: false, topShare: 1 });
    expect(m.web).toMatchObject({ lead: "BEN", others: 1, met: 1, missing: [], score: 10 });
    expect(m.presence).toBeNull(); // under 5 pages
    expect(measureCharacters(signals("INT. ROOM - DAY\n\nNothing.\n"))).toMatchObject({
      empty: true,
      score: 1.5,
    });
    expect(describeCharacters(m)).toEqual(scoreCharacters(sig));
  });

  it("characters: words a hand-made measure", () => {
    expect(describeCharacters({ empty: true, pages: 0, score: 1.5 }).findings[0]!.observation).toBe(
      "No character speaks anywhere in the script, so there is no protagonist, no cast balance and no arc to measure.",
    );
    const lead = who();
    const result = describeCharacters({
      empty: false,
      lead: { lead, score: 10 },
      presence: null,
      balance: {
        lead,
        top: [lead, who({ name: "BEN", share: 0.2 })],
        speakers: 2,
        topShare: 0.5,
        flat: false,
        busiest: undefined,
        score: 10,
      },
      vanishing: null,
      late: {
        arrivals: [who({ name: "CARL", share: 0.1, firstPosition: 0.5, firstScene: null, firstPage: 51 })],
        score: 6,
      },
      renamed: null,
      web: null,
      introductions: null,
    });
    expect(result.findings.map((f) => f.rule)).toEqual([
      "characters.lead",
      "characters.balance",
      "characters.late",
    ]);
    expect(result.findings[0]!.observation).toBe(
      "ANNA leads with 10 speeches (30% of all) and first speaks at p. 1, scene 1 (INT. KITCHEN - MORNING), on the first pages.",
    );
    expect(result.findings[1]!.observation).toBe(
      "Share of speeches: ANNA 30%, BEN 20%. A clear lead with a supporting cast that has room to push back.",
    );
    expect(result.findings[2]).toMatchObject({
      score: 6,
      observation: "CARL (10% of speeches) doesn't speak until p. 51, 50% in.",
    });
  });
});
