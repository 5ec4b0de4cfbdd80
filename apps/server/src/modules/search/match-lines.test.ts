import { describe, expect, it } from "vitest";

import { matchLines, MAX_LINES_PER_PAGE, splitMarked } from "./match-lines.ts";
import { MATCH_END, MATCH_START, type PageLineRow } from "./text-search.repo.ts";

const mark = (word: string) => `${MATCH_START}${word}${MATCH_END}`;
const row = (kind: string, text: string, marked: string | null = null, ord = 0): PageLineRow => ({
  version_id: "v",
  page: 1,
  ord,
  kind,
  text,
  marked,
});

describe("splitMarked", () => {
  it("splits a line into marked and plain parts, joining neighbours", () => {
    expect(splitMarked(`the ${mark("red")}${mark("fox")} ran ${mark("far")}`)).toEqual([
      { text: "the ", isMatch: false },
      { text: "redfox", isMatch: true },
      { text: " ran ", isMatch: false },
      { text: "far", isMatch: true },
    ]);
  });
});

describe("matchLines", () => {
  it("shows a matching line of dialogue with its cue and the rest of the speech", () => {
    const lines = [
      row("scene_heading", "INT. DINER - NIGHT"),
      row("action", "Rain on the glass."),
      row("character", "MARGO"),
      row("parenthetical", "(low)"),
      row("dialogue", "Bring me the red", `Bring me the ${mark("red")}`),
      row("dialogue", "ledger, now."),
      row("action", "She waits."),
    ];
    const shown = matchLines(lines);
    expect(shown.map((l) => l.kind)).toEqual(["character", "parenthetical", "dialogue", "dialogue"]);
    expect(shown.map((l) => l.gapBefore)).toEqual([true, false, false, false]);
    expect(shown.map((l) => l.isMatch)).toEqual([false, false, true, false]);
    expect(shown[2]!.parts).toEqual([
      { text: "Bring me the ", isMatch: false },
      { text: "red", isMatch: true },
    ]);
  });

  it("shows a matching action line alone, marks gaps, and never more than the limit", () => {
    const lines = Array.from({ length: 30 }, (_, i) =>
      row("action", `line ${i}`, i % 2 === 0 ? `line ${mark(String(i))}` : null, i),
    );
    const shown = matchLines(lines);
    expect(shown).toHaveLength(MAX_LINES_PER_PAGE);
    expect(shown.every((l) => l.isMatch && l.kind === "action")).toBe(true);
    expect(shown[0]!.gapBefore).toBe(false);
    expect(shown.slice(1).every((l) => l.gapBefore)).toBe(true);
    // An unknown kind is shown as action; a page without a match shows nothing.
    expect(matchLines([row("weird", "x", mark("x"))])[0]!.kind).toBe("action");
    expect(matchLines([row("action", "nothing")])).toEqual([]);
  });
});
