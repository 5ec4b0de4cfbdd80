/**
 * Running heads and other production-PDF habits the layout-first reader must see through (issue
 * 31). Minimal PDFs with made-up text (test/layout-pdf.ts).
 */
import { describe, expect, it } from "vitest";

import type { Screenplay } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { flattenElements } from "../src/render/pdf.ts";
import { action, cue, dialogue, filler, layoutPdf, paren, type PPage } from "./layout-pdf.ts";

const els = (m: Screenplay) => flattenElements(m);

/** A numbered scene: heading, action and a short exchange. */
function scene(n: number): PPage {
  const num = (t: string) => ({
    text: t,
    more: [
      { text: `${n}`, col: -7 },
      { text: `${n}`, col: 58 },
    ],
  });
  return [
    num(`INT. LIGHTHOUSE ROOM ${n} - NIGHT`),
    null,
    ...filler(2, n),
    null,
    cue("MARISOL"),
    dialogue("The lamp has not turned since"),
    dialogue("the storm came in off the bay."),
    null,
    cue("OTTO"),
    paren("(not looking up)"),
    dialogue("Then we turn it by hand."),
    null,
    ...filler(2, n + 3),
    null,
  ];
}

describe("running heads", () => {
  it("drops a running head set right above a CONTINUED: line, closer than a blank row", async () => {
    // Final Draft: the title and page number on every page, and "CONTINUED:" with the scene
    // numbers one and a quarter lines under it (no blank row between them).
    const pages: PPage[] = [1, 2, 3, 4, 5].map((n) => [
      ...(n > 1
        ? [
            {
              text: "CONTINUED:",
              more: [
                { text: `${n - 1}`, col: -7 },
                { text: `${n - 1}`, col: 58 },
              ],
            },
            null,
          ]
        : [null, null]),
      ...scene(n),
      ...scene(n + 10),
    ]);
    const pdf = await layoutPdf(pages, {
      top: 55,
      header: { text: '"Harbour Lights" - #104 - "Low Tide"          #.', x: 160 },
    });
    const m = await parsePdf(pdf);
    const texts = els(m).map((e) => e.text);
    expect(texts.filter((t) => t.includes("Harbour Lights"))).toEqual([]);
    expect(m.scenes).toHaveLength(10);
    expect(els(m).filter((e) => e.kind === "character")).toHaveLength(20);
  });
});

describe("a speech continued above the usual body top", () => {
  it("keeps the (CONT'D) cue and parenthetical a tool sets higher up than the first line", async () => {
    // Every page's body starts two rows down, except where a speech goes on from the page before:
    // there its cue and parenthetical stand in those two rows, right above the usual first line.
    const pages: PPage[] = [
      [
        null,
        null,
        ...scene(1),
        ...scene(2),
        cue("MARISOL"),
        dialogue("Keep the lamp lit for the"),
        dialogue("boats still out there."),
        paren("(MORE)", 22),
      ],
      [cue("MARISOL (CONT'D)"), paren("(softly)"), dialogue("All of them."), null, ...scene(3), ...scene(4)],
      [null, null, ...scene(5), ...scene(6)],
      [null, null, ...scene(7), ...scene(8)],
    ];
    const m = await parsePdf(await layoutPdf(pages, { header: { text: "#.", x: 500 } }));
    const e = els(m);
    const at = e.findIndex((x) => x.text === "Keep the lamp lit for the boats still out there.");
    expect(e.slice(at, at + 3).map((x) => [x.kind, x.text])).toEqual([
      ["dialogue", "Keep the lamp lit for the boats still out there."],
      ["parenthetical", "(softly)"],
      ["dialogue", "All of them."],
    ]);
    expect(e[at - 1]).toMatchObject({ kind: "character", text: "MARISOL" });
  });
});

describe("an aside typed into a speech", () => {
  it("reads a line at the dialogue column that opens with a parenthesis as dialogue", async () => {
    // Parentheticals stand at their own column (16); the aside starts at the dialogue column (10),
    // so it is part of the speech, even where its parenthesis closes only on the next line.
    const speech: PPage = [
      cue("MARISOL"),
      paren("(to Otto)"),
      dialogue("Bring the rope."),
      null,
      cue("OTTO"),
      dialogue("(Under his breath, to nobody in"),
      dialogue("particular) The rope is wet."),
      null,
      cue("MARISOL"),
      dialogue("(Louder) Bring it anyway."),
      null,
      // Wrapped from the line before: "(Quietly" would not have fitted after "anyway.".
      cue("OTTO"),
      dialogue("I heard you the first time, anyway."),
      dialogue("(Quietly) Fine."),
      null,
      // A parenthetical too long for its column, set at the dialogue column (afterwriting): it
      // closes at the line's end, and the next line's first word would have fitted after it.
      cue("MARISOL"),
      dialogue("(turning to the window)"),
      dialogue("Thank you."),
      null,
    ];
    const pages: PPage[] = [
      [...scene(1), ...speech, ...scene(2)],
      [...scene(3), ...scene(4)],
    ];
    const m = await parsePdf(await layoutPdf(pages));
    const e = els(m).map((x) => [x.kind, x.text]);
    expect(e).toContainEqual(["parenthetical", "(to Otto)"]);
    expect(e).toContainEqual(["dialogue", "(Under his breath, to nobody in particular) The rope is wet."]);
    expect(e).toContainEqual(["dialogue", "(Louder) Bring it anyway."]);
    expect(e).toContainEqual(["dialogue", "I heard you the first time, anyway. (Quietly) Fine."]);
    expect(e).toContainEqual(["parenthetical", "(turning to the window)"]);
    expect(e).toContainEqual(["dialogue", "Thank you."]);
  });
});

describe("a hyphenated word broken at a line's end", () => {
  const pdfWith = (speech: string, goesOn: string) =>
    layoutPdf([
      [
        ...scene(1),
        action("The well-worn boards creak under a new-made lantern and"),
        action("an old-"),
        action("fashioned clock ticks on the far-off wall."),
        null,
        cue("OTTO"),
        dialogue(speech),
        dialogue(goesOn),
        null,
        ...scene(2),
      ],
      [...scene(3), ...scene(4)],
    ]);

  it("joins it without a space where the document hyphenates words", async () => {
    const m = await parsePdf(await pdfWith("Then the well-known step-", "ladder goes back up."));
    const texts = els(m).map((x) => x.text);
    expect(texts).toContain(
      "The well-worn boards creak under a new-made lantern and an old-fashioned clock ticks on the far-off wall.",
    );
    expect(texts).toContain("Then the well-known step-ladder goes back up.");
  });

  it("keeps the space where the writer sets hyphens before a space as dashes", async () => {
    const m = await parsePdf(await pdfWith("Wait- no- listen- hold- it- then-", "we go back up."));
    const texts = els(m).map((x) => x.text);
    expect(texts).toContain("Wait- no- listen- hold- it- then- we go back up.");
    expect(texts).toContain(
      "The well-worn boards creak under a new-made lantern and an old- fashioned clock ticks on the far-off wall.",
    );
  });
});

describe("title pages", () => {
  it("takes a long single-spaced list of centred lines for a title page, not for speech", async () => {
    const names = ["Ash", "Birch", "Cedar", "Damson", "Elder", "Fir", "Gorse", "Hazel", "Ivy", "Juniper"];
    const centered = [
      { text: "THE LIGHTHOUSE", row: 8 },
      ...[...names, "Written by", ...names.map((n) => `${n} Lane`), "Mara Quill"].map((text, i) => ({
        text,
        row: 9 + i,
      })),
    ];
    const pdf = await layoutPdf([[...scene(1), ...scene(2)], [...scene(3)]], {
      titlePage: { centered, bottomLeft: ["Draft 3/13/2013"] },
    });
    const m = await parsePdf(pdf);
    expect(m.titlePage).not.toBeNull();
    expect(els(m).filter((e) => /Juniper|Written by/.test(e.text))).toEqual([]);
    expect(els(m)[0]).toMatchObject({ kind: "scene_heading", text: "INT. LIGHTHOUSE ROOM 1 - NIGHT" });
  });
});
