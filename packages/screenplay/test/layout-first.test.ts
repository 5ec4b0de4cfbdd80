/**
 * Layout-first reading of PDFs (issue 31): position decides before context. Each test builds the
 * smallest PDF that shows one failure mode seen on outside files (test/layout-pdf.ts), with made-up
 * text, and checks the elements.
 */
import { describe, expect, it } from "vitest";

import { parseFountain } from "../src/fountain/parse.ts";
import type { Screenplay } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { flattenElements } from "../src/render/pdf.ts";
import { action, elementRows, filler, layoutPdf, type PLine, type PPage } from "./layout-pdf.ts";

const els = (m: Screenplay) => flattenElements(m);
const kindOf = (m: Screenplay, text: string) => els(m).find((e) => e.text === text)?.kind;

interface Cols {
  cue: number;
  dialogue: number;
  paren: number;
}

/** A scene at the given speech columns, with enough speeches for the columns to be learned. */
function scene(heading: string, c: Cols, n = 0): PPage {
  const say = (name: string, ...lines: string[]): (PLine | null)[] => [
    { text: name, col: c.cue },
    ...lines.map((t) => (t.startsWith("(") ? { text: t, col: c.paren } : { text: t, col: c.dialogue })),
    null,
  ];
  return [
    action(heading),
    null,
    ...filler(2, n),
    null,
    ...say("MARISOL", "The kettle is on. It has been on", "since the storm came in."),
    ...say("OTTO", "(not looking up)", "Then it can stay on."),
    ...filler(2, n + 3),
    null,
    ...say("MARISOL", "Fine."),
  ];
}

/** Dialogue lines of made-up words, numbered so each can be found. */
const speechLines = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => `Line ${from + i} of the long answer goes on here.`);

describe("speech running onto a new page without (MORE) or (CONT'D)", () => {
  const indents: [string, Cols][] = [
    ["Final Draft / afterwriting (1.0in)", { cue: 22, dialogue: 10, paren: 16 }],
    ["1.1in", { cue: 21, dialogue: 11, paren: 15 }],
    ["1.2in (12 columns)", { cue: 24, dialogue: 12, paren: 18 }],
    ["1.5in (15 columns)", { cue: 26, dialogue: 15, paren: 20 }],
  ];
  it.each(indents)("keeps the speech whole with dialogue at %s", async (_, c) => {
    const first = scene("INT. BOATHOUSE - NIGHT", c);
    const second = scene("EXT. JETTY - NIGHT", c, 4);
    const pdf = await layoutPdf([
      [
        ...first,
        ...filler(2, 7),
        null,
        { text: "OTTO", col: c.cue },
        ...speechLines(1, 6).map((t) => ({ text: t, col: c.dialogue })),
      ],
      [
        ...speechLines(7, 5).map((t) => ({ text: t, col: c.dialogue })),
        null,
        ...filler(2, 9),
        null,
        ...second,
      ],
      [...scene("INT. BOATHOUSE - LATER", c, 2)],
    ]);
    const m = await parsePdf(pdf);
    const long = els(m).filter((e) => e.text.includes("of the long answer"));
    expect(long.map((e) => e.kind)).toEqual(["dialogue"]);
    expect(long[0]!.text).toContain("Line 1 ");
    expect(long[0]!.text).toContain("Line 11 ");
    expect(long[0]!.character).toBe("OTTO");
    expect(m.scenes).toHaveLength(3);
  });
});

describe("columns learned per page", () => {
  it("reads a page printed with other margins by its own columns", async () => {
    const c: Cols = { cue: 22, dialogue: 10, paren: 16 };
    const pages = [
      scene("INT. BOATHOUSE - NIGHT", c),
      scene("EXT. JETTY - NIGHT", c, 2),
      scene("INT. LIGHTHOUSE STAIRS - NIGHT", c, 4),
      scene("EXT. HARBOUR WALL - DAWN", c, 6),
    ];
    // The third page sits three columns to the right (a page from another printing).
    const pdf = await layoutPdf(pages, { pageShift: (p) => (p === 2 ? 3 * 7.2 : 0) });
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => s.heading)).toEqual([
      "INT. BOATHOUSE - NIGHT",
      "EXT. JETTY - NIGHT",
      "INT. LIGHTHOUSE STAIRS - NIGHT",
      "EXT. HARBOUR WALL - DAWN",
    ]);
    const kinds = (s: number) => m.scenes[s]!.elements.map((e) => e.kind);
    expect(kinds(2)).toEqual(kinds(1));
  });
});

describe("running heads, revision marks and capitals", () => {
  const c: Cols = { cue: 22, dialogue: 10, paren: 16 };

  it("drops a running head left of the body and never reads a head typed into the text as a heading", async () => {
    const typedHead = action("HARBOUR LIGHTS - SHOOTING SCRIPT - BLUE 03/04");
    const pdf = await layoutPdf(
      [
        [typedHead, null, ...scene("INT. BOATHOUSE - NIGHT", c)],
        [typedHead, null, ...scene("EXT. JETTY - NIGHT", c, 2)],
        [typedHead, null, ...scene("INT. LIGHTHOUSE STAIRS - NIGHT", c, 4)],
        [typedHead, null, ...scene("EXT. HARBOUR WALL - DAWN", c, 6)],
      ],
      { header: { text: "Blue Rev. 03/04/25   #.", x: 36 } },
    );
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => s.heading)).toEqual([
      "INT. BOATHOUSE - NIGHT",
      "EXT. JETTY - NIGHT",
      "INT. LIGHTHOUSE STAIRS - NIGHT",
      "EXT. HARBOUR WALL - DAWN",
    ]);
    expect(els(m).some((e) => e.text.includes("Blue Rev."))).toBe(false);
  });

  it("reads shouted action and titles in capitals at the margin as action, not headings", async () => {
    const pdf = await layoutPdf([
      [...scene("EXT. HARBOUR WALL - DAWN", c, 6)],
      [...scene("INT. BOATHOUSE - NIGHT", c), null, action("OPENING TITLES"), null, ...filler(2, 1)],
      [...scene("EXT. JETTY - NIGHT", c, 2), null, action("THE WHOLE PIER SHUDDERS"), null, ...filler(2, 3)],
      [...scene("INT. LIGHTHOUSE STAIRS - NIGHT", c, 4), null, action("SILENCE"), null, ...filler(2, 5)],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes).toHaveLength(4);
    for (const t of ["OPENING TITLES", "THE WHOLE PIER SHUDDERS", "SILENCE"])
      expect(kindOf(m, t), t).toBe("action");
  });

  it("reads a bare heading that recurs mid-page on many pages as a heading when it has the headings' look", async () => {
    // Bold headings; "MOMENTS LATER" bold alone at the margin in the middle of three pages. A running
    // head typed into the text stands at the top (or foot) of the page body, never mid-page.
    const bold = (page: PPage): PPage => [{ ...(page[0] as PLine), face: "bold" }, ...page.slice(1)];
    const later: PPage = [null, { text: "MOMENTS LATER", face: "bold" }, null, ...filler(2, 8)];
    const pdf = await layoutPdf([
      [...bold(scene("INT. BOATHOUSE - NIGHT", c)), ...later],
      [...bold(scene("EXT. JETTY - NIGHT", c, 2)), ...later],
      [...bold(scene("INT. LIGHTHOUSE STAIRS - NIGHT", c, 4)), ...later],
      [...bold(scene("EXT. HARBOUR WALL - DAWN", c, 6))],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => s.heading)).toEqual([
      "INT. BOATHOUSE - NIGHT",
      "MOMENTS LATER",
      "EXT. JETTY - NIGHT",
      "MOMENTS LATER",
      "INT. LIGHTHOUSE STAIRS - NIGHT",
      "MOMENTS LATER",
      "EXT. HARBOUR WALL - DAWN",
    ]);
  });

  /**
   * One page: a scene, then `dual` (the dual dialogue under test), a blank row, a line of action
   * and filler; returns each element as "kind[/side]: text".
   */
  async function readDual(dual: PPage): Promise<string[]> {
    const pdf = await layoutPdf([
      [
        ...scene("INT. BOATHOUSE - NIGHT", c),
        null,
        ...dual,
        null,
        action("The boat knocks against the pilings."),
        null,
        ...filler(3, 2),
      ],
    ]);
    return elementRows(await parsePdf(pdf));
  }

  it("reads Final Draft's dual dialogue, whose left column starts at the action margin", async () => {
    // Cues over each column, the left column's lines at the margin, the right one from mid-page.
    const rows = await readDual([
      { text: "MARISOL", col: 12, more: [{ text: "OTTO", col: 43 }] },
      { text: "Then we row out now,", more: [{ text: "Nobody rows out in", col: 32 }] },
      // Two spaces after a full stop: the left line arrives in two pieces.
      {
        text: "soon.",
        more: [
          { text: "Before the tide.", col: 7 },
          { text: "this.", col: 32 },
        ],
      },
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        "character/left: MARISOL",
        "character/right: OTTO",
        "dialogue/left: Then we row out now, soon. Before the tide.",
        "dialogue/right: Nobody rows out in this.",
        "action: The boat knocks against the pilings.",
      ]),
    );
  });

  it("reads dual dialogue printed right under a line of action, with no blank row between", async () => {
    // Final Draft once more, but the two cues follow the action line on the very next row.
    const rows = await readDual([
      action("They turn round to find the twins behind the nets."),
      { text: "MARISOL", col: 12, more: [{ text: "OTTO", col: 43 }] },
      { text: "Found you!", more: [{ text: "Told you!", col: 32 }] },
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        "action: They turn round to find the twins behind the nets.",
        "character/left: MARISOL",
        "character/right: OTTO",
        "dialogue/left: Found you!",
        "dialogue/right: Told you!",
      ]),
    );
  });

  it("keeps Final Draft's left dual column after its parenthetical, when the right one ends first", async () => {
    // Left column at the action margin, its parenthetical a few columns in; the right column is
    // one line long, so the left column's dialogue stands alone at the margin on the last row.
    const rows = await readDual([
      { text: "MARISOL", col: 12, more: [{ text: "OTTO", col: 43 }] },
      { text: "(carefully)", col: 3, more: [{ text: "What?", col: 32 }] },
      action("Well- I mean-"),
      null,
      { text: "IDA", col: 12, more: [{ text: "OTTO", col: 43 }] },
      { text: "(hoarse)", col: 3, more: [{ text: "(shouting)", col: 35 }] },
      { text: "Help!", more: [{ text: "HOLD ON!", col: 32 }] },
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        "parenthetical/left: (carefully)",
        "dialogue/left: Well- I mean-",
        "dialogue/right: What?",
        "dialogue/left: Help!",
        "dialogue/right: HOLD ON!",
        "action: The boat knocks against the pilings.",
      ]),
    );
  });

  it("reads revision asterisks at the right as marks, not text", async () => {
    const star = (l: PLine): PLine => ({ ...l, more: [{ text: "*", col: 66 }] });
    const pdf = await layoutPdf([
      [
        ...scene("INT. BOATHOUSE - NIGHT", c),
        null,
        star(action("The boat knocks against the pilings, twice.")),
        null,
        { text: "OTTO", col: c.cue },
        star({ text: "We should have gone at noon.", col: c.dialogue }),
        null,
        ...filler(3, 2),
      ],
    ]);
    const m = await parsePdf(pdf);
    const revised = els(m).filter((e) => e.revised);
    expect(revised.map((e) => e.text)).toEqual([
      "The boat knocks against the pilings, twice.",
      "We should have gone at noon.",
    ]);
    expect(els(m).some((e) => e.text.includes("*"))).toBe(false);
  });

  it("keeps text a tool sheared into synthetic italics (action words and whole speeches)", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. BOATHOUSE - NIGHT", c),
        null,
        {
          text: "The lamp on the hook swings and",
          more: [{ text: "SHATTERS ON THE DECK.", col: 32, face: "slanted" }],
        },
        null,
        { text: "OTTO", col: c.cue },
        { text: "Get away from the edge, now!", col: c.dialogue, face: "slanted" },
        null,
        ...filler(3, 2),
      ],
    ]);
    const m = await parsePdf(pdf);
    // Kept, and in OTTO's speech (a lone italic line may be read as lyrics: that is the italics rule).
    expect(els(m).find((e) => e.text === "Get away from the edge, now!")?.character).toBe("OTTO");
    expect(els(m).find((e) => e.text.startsWith("The lamp"))?.text).toBe(
      "The lamp on the hook swings and SHATTERS ON THE DECK.",
    );
  });

  it("reads a numbered OMITTED slot as no scene", async () => {
    const numbered = (page: PPage, n: string): PPage => {
      const [head, ...rest] = page;
      const h = head as PLine;
      return [
        {
          ...h,
          more: [
            { text: n, col: -7 },
            { text: n, col: 64 },
          ],
        },
        ...rest,
      ];
    };
    const pdf = await layoutPdf([
      numbered(scene("INT. BOATHOUSE - NIGHT", c), "1"),
      [...numbered([action("OMITTED")], "2"), null, ...numbered(scene("EXT. JETTY - NIGHT", c, 2), "3")],
      numbered(scene("INT. LIGHTHOUSE STAIRS - NIGHT", c, 4), "4"),
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => s.heading)).toEqual([
      "INT. BOATHOUSE - NIGHT",
      "EXT. JETTY - NIGHT",
      "INT. LIGHTHOUSE STAIRS - NIGHT",
    ]);
    expect(kindOf(m, "OMITTED")).toBe("action");
  });

  it("reads camera directions in capitals as shots, in the PDF and in Fountain", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. BOATHOUSE - NIGHT", c),
        null,
        action("ANGLE ON THE DOOR"),
        null,
        ...filler(2, 1),
        null,
        action("CLOSE UP - THE ROPE"),
        null,
        ...filler(2, 2),
      ],
    ]);
    const m = await parsePdf(pdf);
    expect(kindOf(m, "ANGLE ON THE DOOR")).toBe("shot");
    expect(kindOf(m, "CLOSE UP - THE ROPE")).toBe("shot");
    const f = parseFountain(
      "INT. BOATHOUSE - NIGHT\n\nCLOSE ON THE ROPE\n\nIt frays.\n\nLOUD BANG\n\nNobody moves.\n",
    );
    expect(kindOf(f, "CLOSE ON THE ROPE")).toBe("shot");
    expect(kindOf(f, "LOUD BANG")).toBe("action");
  });

  it("reads a transition that wraps at the document's own transition edge", async () => {
    const edge = 55; // transitions end at column 55, short of the action edge (60)
    const right = (t: string): PLine => ({ text: t, col: edge - t.length });
    const pdf = await layoutPdf([
      [
        ...scene("INT. BOATHOUSE - NIGHT", c),
        null,
        right("CUT TO:"),
        null,
        ...scene("EXT. JETTY - NIGHT", c, 1),
      ],
      [
        right("SMASH CUT TO THE"),
        right("HARBOUR WALL"),
        null,
        ...scene("EXT. HARBOUR WALL - DAWN", c, 2),
        null,
        right("DISSOLVE TO:"),
      ],
    ]);
    const m = await parsePdf(pdf);
    expect(kindOf(m, "SMASH CUT TO THE HARBOUR WALL")).toBe("transition");
    expect(m.scenes).toHaveLength(3);
  });

  it("does not drift into false blank rows when lines and blank lines differ in height", async () => {
    const page = (n: number): PPage => [
      ...scene(`INT. ROOM ${n} - NIGHT`, c, n),
      null,
      ...scene(`EXT. YARD ${n} - DAY`, c, n + 1),
      null,
      ...scene(`INT. HALL ${n} - DAY`, c, n + 2),
    ];
    // One page set at 10.8 pt, the rest at 11.04 pt with 12 pt blank lines (seen in a production PDF).
    const pdf = await layoutPdf([page(1), page(2), page(3), page(4), page(5)], {
      pitch: (p) => (p === 0 ? 10.8 : 11.04),
      blankPitch: 12,
    });
    const m = await parsePdf(pdf);
    expect(els(m).filter((e) => e.kind === "character").length).toBe(45);
    expect(els(m).filter((e) => e.kind === "action").length).toBe(30);
    expect(els(m).filter((e) => e.kind === "dialogue").length).toBe(45);
    expect(els(m).filter((e) => e.text === "MARISOL" && e.kind !== "character")).toHaveLength(0);
  });

  it("reads many italic emphasis lines in speeches as dialogue, not lyrics", async () => {
    const say = (t: string, face: "italic" | "regular"): (PLine | null)[] => [
      { text: "OTTO", col: c.cue },
      { text: t, col: c.dialogue, face },
      null,
    ];
    const body: PPage = [action("INT. BOATHOUSE - NIGHT"), null, ...filler(2), null];
    for (let i = 0; i < 10; i++)
      body.push(
        ...say(`Stop number ${i + 1}!`, "italic"),
        ...say("It is fine, really.", "regular"),
        ...say("No, it is not.", "regular"),
      );
    const pdf = await layoutPdf([body.slice(0, 45), body.slice(45, 90), body.slice(90)]);
    const m = await parsePdf(pdf);
    const stops = els(m).filter((e) => e.text.startsWith("Stop number"));
    expect(stops).toHaveLength(10);
    for (const e of stops) expect(e.kind, e.text).toBe("dialogue");
  });
});
