import { describe, expect, it } from "vitest";

import { parseFountain } from "../src/fountain/parse.ts";
import { analyzeScreenplay, formatEighths } from "../src/stats/analyze.ts";
import { syllables } from "../src/stats/readability.ts";
import { readCorpus } from "./helpers.ts";

// One letter page (55 lines). Rows: 0 heading, 2 action, 4-5 ANN, 7-9 BOB, 11-12 ANN,
// 14 heading, 16 action, 18-19 BOB, 21 heading, 23-24 CAT.
const SCRIPT = `INT. KITCHEN - DAY

Ann cooks. Bob reads.

ANN
Hello Bob. How are you?

BOB
(tired)
Fine.

ANN
Good.

EXT. GARDEN - NIGHT

Rain falls.

BOB
I love the rain.

EXT. GARDEN - DAY

CAT
Meow.
`;

describe("analyzeScreenplay", () => {
  const stats = analyzeScreenplay(parseFountain(SCRIPT));

  it("counts pages, running time and scene lengths in eighths", () => {
    expect(stats.pages).toBe(1);
    expect(stats.runtimeMinutes).toBe(0.5); // 25 of 55 rows
    // Scene rows 0→14, 14→21, 21→25 of 55: 14×8/55 = 2.04, 7×8/55 = 1.02, 4×8/55 = 0.58 (at least 1).
    expect(stats.scenes.list.map((s) => s.lengthEighths)).toEqual([2, 1, 1]);
    expect(stats.scenes).toMatchObject({ count: 3, totalEighths: 4, averageEighths: 1.33 });
    expect(stats.scenes.longest?.heading).toBe("INT. KITCHEN - DAY");
  });

  it("splits action and dialogue lines overall and per page", () => {
    // 2 action lines; 6 dialogue lines (5 dialogue + 1 parenthetical).
    expect(stats.dialogue).toMatchObject({ actionLines: 2, dialogueLines: 6, dialogueShare: 0.75 });
    expect(stats.dialogue.perPage).toEqual([
      { page: 1, actionLines: 2, dialogueLines: 6, dialogueShare: 0.75 },
    ]);
  });

  it("ranks characters by speeches, then words", () => {
    expect(
      stats.characters.map((c) => [
        c.name,
        c.speeches,
        c.words,
        c.dialogueLines,
        c.scenes,
        c.pages,
        c.speakingSeconds,
      ]),
    ).toEqual([
      ["ANN", 2, 6, 2, 1, 1, 2.2], // 2 lines / 55 × 60 s
      ["BOB", 2, 5, 3, 2, 1, 3.3], // parenthetical counts as a printed line
      ["CAT", 1, 1, 1, 1, 1, 1.1],
    ]);
  });

  it("finds who talks with whom", () => {
    expect(stats.interactions).toEqual([{ a: "ANN", b: "BOB", scenes: 1, exchanges: 2 }]);
  });

  it("sums locations, INT/EXT and day/night", () => {
    expect(stats.locations).toEqual([
      { location: "GARDEN", scenes: 2, eighths: 2, pages: 0.25, intExt: ["EXT"] },
      { location: "KITCHEN", scenes: 1, eighths: 2, pages: 0.25, intExt: ["INT"] },
    ]);
    expect(stats.intExt).toEqual([
      { key: "EXT", scenes: 2, eighths: 2 },
      { key: "INT", scenes: 1, eighths: 2 },
    ]);
    expect(stats.dayNight).toEqual([
      { key: "day", scenes: 2, eighths: 3 },
      { key: "night", scenes: 1, eighths: 1 },
    ]);
  });

  it("computes the tempo curve with the documented formula", () => {
    // Scene 0: 0.4×(1−2/24) + 0.3×(3 speeches / 4 lines) + 0.3×1 = 0.89
    // Scene 1: 0.4×(1−1/24) + 0.3×1 + 0.3×1 = 0.98; scene 2 (no action → punch 0.5): 0.83
    expect(stats.tempo.perScene).toEqual([
      { index: 0, value: 0.89 },
      { index: 1, value: 0.98 },
      { index: 2, value: 0.83 },
    ]);
    // Page: mean over its 16 lines (9 in scene 0, 4 in scene 1, 3 in scene 2).
    expect(stats.tempo.perPage).toEqual([{ page: 1, value: 0.9 }]);
    expect(stats.tempo.formula).toContain("0.4 × brevity");
  });

  it("measures readability", () => {
    // Action: 6 words, 3 sentences, 6 syllables. Dialogue: 12 words, 6 sentences, 13 syllables.
    expect(stats.readability.action).toMatchObject({
      words: 6,
      sentences: 3,
      syllables: 6,
      wordsPerSentence: 2,
    });
    expect(stats.readability.action.fleschReadingEase).toBeCloseTo(206.835 - 1.015 * 2 - 84.6 * 1, 1);
    expect(stats.readability.dialogue).toMatchObject({
      words: 12,
      sentences: 6,
      syllables: 13,
      wordsPerSentence: 2,
    });
    expect(stats.readability.dialogue.fleschReadingEase).toBeCloseTo(
      206.835 - 1.015 * 2 - (84.6 * 13) / 12,
      1,
    );
    expect(stats.readability.overall.words).toBe(18);
  });

  it("flags monologues by word or line thresholds", () => {
    expect(stats.monologues).toEqual([]);
    const low = analyzeScreenplay(parseFountain(SCRIPT), { monologueWords: 5 });
    expect(low.monologues).toEqual([
      { character: "ANN", scene: 0, page: 1, words: 5, lines: 1, excerpt: "Hello Bob. How are you?" },
    ]);
    expect(low.characters[0]!.monologues).toBe(1);
    const byLines = analyzeScreenplay(parseFountain(SCRIPT), { monologueLines: 2 });
    expect(byLines.monologues.map((m) => m.character)).toEqual(["BOB"]);
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(stats))).toEqual(stats);
  });

  it("gives sensible numbers for the feature", () => {
    const feature = analyzeScreenplay(parseFountain(readCorpus("feature")));
    expect(feature.pages).toBeGreaterThanOrEqual(110);
    expect(feature.runtimeMinutes).toBeGreaterThan(110);
    expect(feature.characters[0]!.name).toBe("MARA");
    expect(feature.monologues.length).toBeGreaterThanOrEqual(5);
    for (const t of feature.tempo.perPage) {
      expect(t.value).toBeGreaterThanOrEqual(0);
      expect(t.value).toBeLessThanOrEqual(1);
    }
  });
});

describe("helpers", () => {
  it("counts syllables and formats eighths", () => {
    expect(["cat", "hello", "fine", "rhythm", "screenplay", "beautiful"].map(syllables)).toEqual([
      1, 2, 1, 1, 2, 3,
    ]);
    expect([1, 8, 11, 0].map(formatEighths)).toEqual(["1/8", "1", "1 3/8", "0"]);
  });
});
