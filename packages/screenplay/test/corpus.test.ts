/**
 * The accuracy corpus: every script is rendered by the repo's renderer in both layouts, parsed back
 * from the PDF, and compared with the Fountain truth (per-line element kinds, scenes, characters).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { lineAccuracy, type LineAccuracy } from "../src/eval/accuracy.ts";
import { CORPUS, LAYOUT_NAMES, printedElements, readCorpus, roundTrip, type RoundTrip } from "./helpers.ts";

const results: { script: string; layout: string; pages: number; lines: number; accuracy: number }[] = [];

describe.each(CORPUS)("corpus %s", (name) => {
  describe.each(LAYOUT_NAMES)("%s", (layout) => {
    let rt: RoundTrip;
    let acc: LineAccuracy;
    beforeAll(async () => {
      rt = await roundTrip(readCorpus(name), layout);
      acc = lineAccuracy(rt.truth, rt.parsed);
      results.push({
        script: name,
        layout,
        pages: rt.truth.pages.length,
        lines: acc.truthLines,
        accuracy: acc.accuracy,
      });
    });

    it("classifies at least 98% of lines correctly", () => {
      expect(acc.truthLines).toBeGreaterThan(50);
      expect(
        acc.accuracy,
        `${JSON.stringify(acc.confusions)}\n${acc.examples.join("\n")}`,
      ).toBeGreaterThanOrEqual(0.98);
    });

    it("finds the same pages", () => {
      expect(rt.parsed.pages.length).toBe(rt.truth.pages.length);
      expect(rt.parsed.pages.map((p) => p.printed ?? null)).toEqual(
        rt.truth.pages.map((p) => p.printed ?? null),
      );
    });

    it("finds exactly the scenes", () => {
      expect(rt.parsed.scenes.length).toBe(rt.truth.scenes.length);
      expect(rt.parsed.scenes.map((s) => s.heading)).toEqual(rt.truth.scenes.map((s) => s.heading));
      expect(rt.parsed.scenes.map((s) => [s.startPage, s.endPage])).toEqual(
        rt.truth.scenes.map((s) => [s.startPage, s.endPage]),
      );
      // Lines per page is inferred from the PDF, so a scene length may round to a neighbouring eighth.
      rt.parsed.scenes.forEach((s, i) =>
        expect(Math.abs(s.lengthEighths - rt.truth.scenes[i]!.lengthEighths)).toBeLessThanOrEqual(1),
      );
    });

    it("finds exactly the characters and their speeches", () => {
      const summary = (m: RoundTrip["truth"]) => m.characters.map((c) => `${c.name}:${c.speeches}`).sort();
      expect(rt.parsed.characters.length).toBe(rt.truth.characters.length);
      expect(summary(rt.parsed)).toEqual(summary(rt.truth));
    });

    it("rebuilds the printed elements (speeches joined across page breaks)", () => {
      expect(printedElements(rt.parsed)).toEqual(printedElements(rt.truth));
    });
  });
});

afterAll(() => {
  if (results.length === 0) return;
  const rows = results.map(
    (r) => `| ${r.script} | ${r.layout} | ${r.pages} | ${r.lines} | ${(r.accuracy * 100).toFixed(2)}% |`,
  );
  console.log(
    ["| script | layout | pages | lines | line accuracy |", "|---|---|---|---|---|", ...rows].join("\n"),
  );
});
