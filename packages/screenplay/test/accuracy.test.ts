import { describe, expect, it } from "vitest";

import { lineAccuracy } from "../src/eval/accuracy.ts";
import { parseFountain } from "../src/fountain/parse.ts";
import { readCorpus } from "./helpers.ts";

describe("lineAccuracy (the corpus metric)", () => {
  const truth = parseFountain(readCorpus("pilot"));
  const clone = () => JSON.parse(JSON.stringify(truth)) as typeof truth;

  it("is 1 for identical models", () => {
    expect(lineAccuracy(truth, clone()).accuracy).toBe(1);
  });

  it("counts wrong kinds, dropped lines and invented lines against the parser", () => {
    const wrongKind = clone();
    const lines = wrongKind.pages.flatMap((p) => p.lines);
    lines.slice(0, 10).forEach((l) => (l.kind = l.kind === "action" ? "dialogue" : "action"));
    const a = lineAccuracy(truth, wrongKind);
    expect(a.correct).toBe(lines.length - 10);
    expect(a.accuracy).toBeCloseTo((lines.length - 10) / lines.length, 6);
    expect(a.examples.length).toBeGreaterThan(0);

    const dropped = clone();
    dropped.pages[0]!.lines.splice(0, 5);
    expect(lineAccuracy(truth, dropped)).toMatchObject({ missing: 5, correct: lines.length - 5 });

    const invented = clone();
    invented.pages[0]!.lines.push(
      ...Array.from({ length: 20 }, () => ({ kind: "action" as const, text: "noise" })),
    );
    expect(lineAccuracy(truth, invented).accuracy).toBeCloseTo(lines.length / (lines.length + 20), 6);
  });
});
