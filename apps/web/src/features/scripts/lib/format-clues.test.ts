import { describe, expect, it } from "vitest";

import { inferFormat } from "@twl/contract";

import { countMarkers, FOUNTAIN_LINES_PER_PAGE, fountainClues } from "./format-clues.ts";

const scene = (n: number) => `INT. ROOM ${n} - DAY\n\nAda waits.\n\nADA\nHello.\n`;
const pagesOf = (pages: number, extra = "") => {
  const lines = pages * FOUNTAIN_LINES_PER_PAGE - extra.split("\n").length;
  const body: string[] = [];
  for (let i = 0; body.join("\n").split("\n").length < lines; i++) body.push(scene(i));
  return `${extra}${body.join("\n")}`;
};

describe("format clues read before upload", () => {
  it("counts act and teaser markers written as Fountain centered text or sections", () => {
    expect(
      countMarkers(["> TEASER <", "# ACT ONE", "END OF ACT ONE", "ACT TWO:", "Act one of the play", "TAG"]),
    ).toEqual({ actMarkers: 3, teaserMarkers: 2 });
  });

  it("reads a 13-page Fountain script as a short, skipping its title page", () => {
    const clues = fountainClues(`Title: Keeper\nAuthor: A. Writer\n\n${pagesOf(13)}`);
    expect(clues.hasTitlePage).toBe(true);
    expect(clues.pages).toBe(13);
    expect(inferFormat(clues).format).toBe("short");
  });

  it("reads a 32-page script with act outs as a TV pilot, and 100 pages as a feature", () => {
    const pilot = fountainClues(pagesOf(32, "> COLD OPEN <\n\n> END OF COLD OPEN <\n\n> ACT ONE <\n\n"));
    expect(pilot).toMatchObject({ actMarkers: 1, teaserMarkers: 2 });
    expect(inferFormat(pilot).format).toBe("tv");
    expect(inferFormat(fountainClues(pagesOf(100))).format).toBe("movie");
  });
});
