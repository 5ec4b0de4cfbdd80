/**
 * The shared outside corpus (../shared/corpus from the repo root) in CI: every set must stay at or
 * above its floor. Floors are the issue-31 targets where they are met (third-party renders: 99% mean,
 * 97% worst) and the measured level where they are not yet (production PDFs against noisy
 * transcriptions, scene counts): raise them as the parser improves, never lower them to pass (a
 * floor lowered because the parser now reads the print right where a transcription is wrong says
 * so beside it, with the ledger entry that shows it).
 * Skips itself, saying so, when the folder is absent. afterwriting renders are cached in the temp
 * folder by content hash (eval/aw-render.ts), so only a cold run renders.
 */
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";

import { formatSharedReport } from "../eval/evaluate.ts";
import {
  evaluateShared,
  joinSpeechParagraphs,
  SHARED_CORPUS,
  type SharedSet,
} from "../eval/shared-corpus.ts";
import { elementAccuracy } from "../src/eval/elements.ts";
import { parseFountain } from "../src/fountain/parse.ts";

const FLOORS: Record<string, { mean: number; worst: number }> = {
  // Measured 100%: against the Fountain twin a speech's paragraphs are joined on both sides
  // (joinSpeechParagraphs: Final Draft keeps a line break in a speech as a second paragraph).
  "shared-fdx": { mean: 0.998, worst: 0.998 },
  "shared-fountain": { mean: 0.998, worst: 0.998 },
  // Measured 94.96% / 88.0% (94.87% before a point of view alone at the margin was read as the
  // heading it is forced to in screenplain's brick-and-steel). It was 94.93% before a heading was
  // told by the space above it: silicon-valley's transcription types six such headings as action
  // (checked on the PDF, in the ledger). Most of what is left is transcription noise
  // (eval/README.md), so the hand-checked figure below is held as well.
  "shared-production": { mean: 0.949, worst: 0.879 },
  // aw-a4 measured 99.67% mean, 98.8% worst (brick-and-steel, 85 of 86: ".OPENING TITLES" forced to
  // a heading, printed like action above centred titles; kept action, as such titles are elsewhere).
  // It was 99.4% / 96.6% before a capitals line after a document's only kind of closing transition
  // (".PACKSHOT.") and a point of view were read as headings (src/pdf/heading-context.ts).
  "shared-aw-a4": { mean: 0.996, worst: 0.988 },
  // Measured 99.78-99.79% mean, 99.0% worst (community); 98.6% before italics opened inside a plain
  // speech line were read as emphasis running on, not as lyrics (src/pdf/speech.ts).
  "shared-aw-letter-numbered": { mean: 0.997, worst: 0.989 },
  "shared-aw-a4-nomarkers": { mean: 0.997, worst: 0.989 },
  "shared-aw-letter-header": { mean: 0.997, worst: 0.989 },
};
/**
 * The production PDFs' hand-checked figure (eval/truth-errata.ts: misses checked on the PDF and
 * found to be the transcription's are left out; everything else still counts). Measured 98.35%
 * mean / 94.0% worst (american-ultra); the issue's target is 97% mean.
 */
const HAND_CHECKED_PRODUCTION = { mean: 0.983, worst: 0.939 };
/**
 * Share of PDF files (renders and production) whose scene count is exact, as measured: 80 of 93
 * (86.0%; 79 before the forced ".PACKSHOT." heading of an unnumbered render was read as a
 * heading). It was 80 before that too: silicon-valley's PDF sets six capitals lines with the space
 * only its headings get, which the parser now reads as headings and the transcription types as
 * action. None of the
 * 13 left is a miscount of the print (eval/README.md): transcriptions that force shouted action to
 * headings, type headings as action or cues, or leave pages out, their unnumbered renders, an
 * indented INT. line afterwriting prints as action, forced headings printed exactly like action.
 */
const SCENES_EXACT = 0.86;
/**
 * The same with the production truths' scene counts checked by hand (the ledger's checked
 * headings, eval/truth-errata.ts; renders as measured): 85 of 93 (91.4%; 84 before), the issue's
 * target being 90%.
 */
const SCENES_EXACT_HAND_CHECKED = 0.91;

describe("hand-checked figure (a ledger of checked truth errors)", () => {
  // Made-up lines: the truth has a running head typed in and two words run together.
  const truth = parseFountain(
    "INT. DOCK - NIGHT\n\nRAIN falls.\n\nMY DRAFT - BLUE PAGES 2\n\nIDA\nWe waitfor the tide.\n\nOTTO\nNo.\n",
  );
  const parsed = parseFountain(
    "INT. DOCK - NIGHT\n\nRAIN falls.\n\nIDA\nWe wait for the tide.\n\nOTTO\nNo!\n",
  );
  const wrongTexts = new Set(["MY DRAFT - BLUE PAGES 2", "We waitfor the tide."]);
  const ledger = { wrong: (e: { text: string }) => wrongTexts.has(e.text), missingAfter: () => false };

  it("leaves out runs of misses whose truth elements are all in the ledger, on both sides", () => {
    const score = elementAccuracy(truth, parsed, ledger);
    // Truth: heading, action, head, cue, speech, cue, speech (7); parsed 6; correct 4 ("No!" differs).
    expect(score.accuracy).toBeCloseTo(4 / 7);
    expect(score.handChecked).toEqual({
      accuracy: 4 / 5,
      excusedTruth: 2,
      excusedParsed: 1,
      scenes: { truth: 1, parsed: 1, exact: true },
    });
  });

  it("compares the parsed scene count with the ledger's checked count, and with the truth's without one", () => {
    // Made-up lines: the truth forces a shouted line to a heading that the document prints as action.
    const forced = parseFountain("INT. DOCK - NIGHT\n\nRAIN falls.\n\n.THE PIER SHUDDERS!\n\nIDA\nGo.\n");
    const read = parseFountain("INT. DOCK - NIGHT\n\nRAIN falls.\n\n!THE PIER SHUDDERS!\n\nIDA\nGo.\n");
    const none = { wrong: () => false, missingAfter: () => false };
    const score = elementAccuracy(forced, read, { ...none, scenes: 1 });
    expect(score.scenes).toEqual({ truth: 2, parsed: 1, exact: false });
    expect(score.handChecked!.scenes).toEqual({ truth: 1, parsed: 1, exact: true });
    expect(elementAccuracy(forced, read, none).handChecked!.scenes.exact).toBe(false);
  });

  it("still counts misses the ledger does not list, and reports nothing without a ledger", () => {
    expect(elementAccuracy(truth, parsed).handChecked).toBeUndefined();
    const none = elementAccuracy(truth, parsed, { wrong: () => false, missingAfter: () => false });
    expect(none.handChecked!.accuracy).toBeCloseTo(4 / 7);
  });
});

describe("twin comparison (FDX against the Fountain of the same script)", () => {
  // Made-up lines: Fountain keeps a line break inside the speech, the FDX two Dialogue paragraphs.
  const oneParagraph = parseFountain("INT. DOCK - NIGHT\n\nRAIN falls.\n\nIDA\nWe wait.\nTogether.\n");
  const twoParagraphs = parseFountain(
    "INT. DOCK - NIGHT\n\nRAIN falls.\n\nIDA\nWe wait.\n\nIDA\nTogether.\n",
  );
  const split = {
    ...twoParagraphs,
    scenes: twoParagraphs.scenes.map((s) => ({
      ...s,
      elements: s.elements.filter((e, i) => !(e.kind === "character" && i > 2)),
    })),
  };

  it("joins one speech's dialogue paragraphs on both sides, so the twins agree", () => {
    expect(elementAccuracy(oneParagraph, split).accuracy).toBeLessThan(1);
    expect(elementAccuracy(joinSpeechParagraphs(oneParagraph), joinSpeechParagraphs(split)).accuracy).toBe(1);
  });

  it("still counts a wrong kind: two speeches stay two, action read as dialogue stays wrong", () => {
    expect(
      elementAccuracy(joinSpeechParagraphs(oneParagraph), joinSpeechParagraphs(twoParagraphs)).accuracy,
    ).toBeLessThan(1);
    const asDialogue = {
      ...oneParagraph,
      scenes: oneParagraph.scenes.map((s) => ({
        ...s,
        elements: s.elements.map((e) => (e.kind === "action" ? { ...e, kind: "dialogue" as const } : e)),
      })),
    };
    expect(
      elementAccuracy(joinSpeechParagraphs(oneParagraph), joinSpeechParagraphs(asDialogue)).accuracy,
    ).toBeLessThan(1);
  });
});

const present = existsSync(SHARED_CORPUS);
if (!present) console.log(`Shared corpus not found at ${SHARED_CORPUS}: shared-corpus evaluation skipped.`);

describe.skipIf(!present)("shared outside corpus (../shared/corpus)", () => {
  let sets: SharedSet[];
  beforeAll(async () => {
    sets = (await evaluateShared((m) => console.log(m)))!;
    console.log(formatSharedReport(sets));
  }, 600_000);

  it("has every set, renders included", () => {
    expect(
      sets
        .filter((s) => s.results.length > 0)
        .map((s) => s.set)
        .sort(),
    ).toEqual(Object.keys(FLOORS).sort());
  });

  it.each(Object.entries(FLOORS))("%s stays at or above its floor", (name, floor) => {
    const results = sets.find((s) => s.set === name)!.results;
    const acc = results.map((r) => r.accuracy);
    const mean = acc.reduce((a, b) => a + b, 0) / acc.length;
    const failing = results
      .filter((r) => r.accuracy < floor.worst)
      .map((r) => `${r.file} ${(r.accuracy * 100).toFixed(1)}%: ${r.examples.slice(0, 3).join(" · ")}`);
    expect(mean, failing.join("\n")).toBeGreaterThanOrEqual(floor.mean);
    expect(Math.min(...acc), failing.join("\n")).toBeGreaterThanOrEqual(floor.worst);
  });

  it("keeps the production PDFs' hand-checked figure at or above its floor", () => {
    const results = sets.find((x) => x.set === "shared-production")!.results;
    const acc = results.map((r) => r.handChecked?.accuracy ?? r.accuracy);
    expect(results.filter((r) => r.handChecked).length).toBeGreaterThan(0);
    expect(acc.reduce((a, b) => a + b, 0) / acc.length).toBeGreaterThanOrEqual(HAND_CHECKED_PRODUCTION.mean);
    expect(Math.min(...acc)).toBeGreaterThanOrEqual(HAND_CHECKED_PRODUCTION.worst);
  });

  it("counts scenes exactly on enough PDFs", () => {
    const pdfs = sets
      .filter((s) => s.set !== "shared-fdx" && s.set !== "shared-fountain")
      .flatMap((s) => s.results);
    const exact = pdfs.filter((r) => r.scenes.exact).length / pdfs.length;
    expect(exact).toBeGreaterThanOrEqual(SCENES_EXACT);
    const checked = pdfs.filter((r) => (r.handChecked?.scenes ?? r.scenes).exact).length / pdfs.length;
    expect(checked).toBeGreaterThanOrEqual(SCENES_EXACT_HAND_CHECKED);
  });
});
