import { describe, expect, it } from "vitest";

import { fountainElements, parseFountain } from "../src/fountain/parse.ts";

const kinds = (src: string) => fountainElements(src).elements.map((e) => `${e.kind}: ${e.text}`);

describe("parseFountain: title page", () => {
  it("reads keys, indented multi-line values and authors", () => {
    const { titlePage } = fountainElements(
      "Title:\n    _**BRICK & STEEL**_\n    _**FULL RETIRED**_\nCredit: Written by\nAuthors: Stu Maschwitz & Jane Roe\nSource: Story by KTM\nDraft date: 1/20/2012\nContact:\n    Next Level Productions\n    1588 Mission Dr.\nCopyright: (c) 2012\nNotes: Some notes\nRevision: Pink\nGenre: Action\n\nINT. HOUSE - DAY\n",
    );
    expect(titlePage).toEqual({
      title: "BRICK & STEEL\nFULL RETIRED",
      credit: "Written by",
      authors: ["Stu Maschwitz", "Jane Roe"],
      source: "Story by KTM",
      draftDate: "1/20/2012",
      contact: "Next Level Productions\n1588 Mission Dr.",
      copyright: "(c) 2012",
      notes: "Some notes",
      revision: "Pink",
      extra: { genre: "Action" },
    });
  });

  it("has no title page when the script starts with a scene", () => {
    expect(fountainElements("EXT. BEACH - DAY\n\nWaves.").titlePage).toBeNull();
  });
});

describe("parseFountain: elements", () => {
  it("recognises scene headings, forced headings and scene numbers", () => {
    const model = parseFountain(
      "INT. HOUSE - DAY #1#\n\nA.\n\next. yard - night\n\nB.\n\nI/E CAR - MOVING #2A#\n\nC.\n\n.SNIPER SCOPE POV\n\nD.\n\n...and then\n\nEST. CITY - DAWN\n",
    );
    expect(model.scenes.map((s) => [s.heading, s.number, s.intExt, s.location, s.timeOfDay])).toEqual([
      ["INT. HOUSE - DAY", "1", "INT", "HOUSE", "DAY"],
      ["ext. yard - night", null, "EXT", "YARD", "NIGHT"],
      ["I/E CAR - MOVING", "2A", "INT/EXT", "CAR", "MOVING"],
      ["SNIPER SCOPE POV", null, null, "SNIPER SCOPE POV", null],
      ["EST. CITY - DAWN", null, "EST", "CITY", "DAWN"],
    ]);
    expect(model.scenes[3]!.elements.map((e) => e.kind)).toEqual(["scene_heading", "action", "action"]);
  });

  it("requires a blank line before a scene heading", () => {
    expect(kinds("Some action.\nINT. HOUSE - DAY\n")).toEqual(["action: Some action.\nINT. HOUSE - DAY"]);
  });

  it("parses characters, extensions, parentheticals, dialogue and forced names", () => {
    const els = fountainElements(
      "STEEL (O.S.)\n(quietly;\nto himself)\nThey're coming.\nAll of them.\n\n@McCLANE\nYippee.\n\nHANS (on the radio) (CONT'D)\nNo.\n",
    ).elements;
    expect(els.map((e) => [e.kind, e.text, e.character ?? null, e.speech ?? null])).toEqual([
      ["character", "STEEL (O.S.)", "STEEL", 0],
      ["parenthetical", "(quietly; to himself)", "STEEL", 0],
      ["dialogue", "They're coming.\nAll of them.", "STEEL", 0],
      ["character", "McCLANE", "McCLANE", 1],
      ["dialogue", "Yippee.", "McCLANE", 1],
      ["character", "HANS (on the radio) (CONT'D)", "HANS", 2],
      ["dialogue", "No.", "HANS", 2],
    ]);
    expect(els[0]!.extensions).toEqual(["O.S."]);
    expect(els[3]!.forced).toBe(true);
    expect(els[5]!.extensions).toEqual(["on the radio", "CONT'D"]);
  });

  it("does not take an uppercase line without dialogue for a character", () => {
    expect(kinds("\nBANG!\n\nNothing.\n")).toEqual(["action: BANG!", "action: Nothing."]);
  });

  it("keeps an intentional empty line (two spaces) inside dialogue", () => {
    const els = fountainElements("DEALER\nTen.\n  \nEleven.\n").elements;
    expect(els[1]!.text).toBe("Ten.\n\nEleven.");
  });

  it("groups dual dialogue with ^", () => {
    const els = fountainElements(
      "BRICK\nScrew retirement.\n\nSTEEL ^\n(smiling)\nScrew retirement.\n\nBRICK\nAgain.\n",
    ).elements;
    expect(els.map((e) => `${e.dual ?? "-"}${e.dualGroup ?? ""}:${e.kind}`)).toEqual([
      "left0:character",
      "left0:dialogue",
      "right0:character",
      "right0:parenthetical",
      "right0:dialogue",
      "-:character",
      "-:dialogue",
    ]);
    expect(els[2]!.text).toBe("STEEL");
  });

  it("parses transitions, forced transitions and centered text", () => {
    expect(kinds("A.\n\nCUT TO:\n\nB.\n\n> Burn to white.\n\n>THE END<\n\nlower to:\n")).toEqual([
      "action: A.",
      "transition: CUT TO:",
      "action: B.",
      "transition: Burn to white.",
      "centered: THE END",
      "action: lower to:",
    ]);
  });

  it("parses lyrics, page breaks, sections and synopses", () => {
    const els = fountainElements(
      "# Act One\n\n## Sequence\n\n= They meet.\n\n~Willy Wonka!\n~The amazing chocolatier!\n\n===\n\nAfter the break.\n",
    ).elements;
    expect(els.map((e) => [e.kind, e.text, e.depth ?? null])).toEqual([
      ["section", "Act One", 1],
      ["section", "Sequence", 2],
      ["synopsis", "They meet.", null],
      ["lyrics", "Willy Wonka!\nThe amazing chocolatier!", null],
      ["page_break", "", null],
      ["action", "After the break.", null],
    ]);
    const model = parseFountain("A.\n\n===\n\nB.\n");
    expect(model.pages.map((p) => p.lines.map((l) => l.text))).toEqual([["A."], ["B."]]);
  });

  it("takes notes out of the text and drops the boneyard", () => {
    const els = fountainElements(
      "He leaves. [[Maybe she\nstays?]] The door closes.\n\n[[A standalone note]]\n\n/* INT. CUT SCENE - DAY\n\nGone. */\n\nKept.\n",
    ).elements;
    expect(els.map((e) => `${e.kind}: ${e.text}`)).toEqual([
      "action: He leaves. The door closes.",
      "note: Maybe she stays?",
      "note: A standalone note",
      "action: Kept.",
    ]);
  });

  it("strips emphasis into style ranges and honours escapes", () => {
    const [e] = fountainElements(
      "She is *very* **bold** and ***both*** and _under_ but \\*not\\* this.\n",
    ).elements;
    expect(e!.text).toBe("She is very bold and both and under but *not* this.");
    expect(e!.styles).toEqual([
      { start: 7, end: 11, italic: true },
      { start: 12, end: 16, bold: true },
      { start: 21, end: 25, bold: true, italic: true },
      { start: 30, end: 35, underline: true },
    ]);
    expect(fountainElements("2 * 3 = 6 and a lone _ here\n").elements[0]!.text).toBe(
      "2 * 3 = 6 and a lone _ here",
    );
  });

  it("handles Windows line endings and a byte order mark", () => {
    expect(kinds("\uFEFFINT. A - DAY\r\n\r\nText.\r\n")).toEqual([
      "scene_heading: INT. A - DAY",
      "action: Text.",
    ]);
  });
});

describe("parseFountain: pages", () => {
  it("estimates pages with the chosen layout and splits long speeches with (MORE)/(CONT'D)", () => {
    const speech = Array.from({ length: 40 }, (_, i) => `Sentence number ${i + 1} goes on for a while.`).join(
      " ",
    );
    const src = `INT. ROOM - DAY\n\n${"Action line.\n\n".repeat(20)}BOB\n${speech}\n`;
    const letter = parseFountain(src);
    expect(letter.pages.length).toBe(2);
    const p1 = letter.pages[0]!.lines;
    expect(p1[p1.length - 1]).toMatchObject({ kind: "more", text: "(MORE)", indent: 22 });
    expect(letter.pages[1]!.lines[0]).toMatchObject({
      kind: "character",
      text: "BOB (CONT'D)",
      continued: true,
      row: 0,
    });
    expect(letter.pages[1]!.printed).toBe("2");
    expect(letter.characters[0]!.speeches).toBe(1);
    const a4 = parseFountain(src, { layout: "a4-plex" });
    expect(a4.layout).toMatchObject({ name: "a4-plex", linesPerPage: 53 });
  });

  it("keeps a scene heading with the lines that follow it", () => {
    const src = `${"Filler.\n\n".repeat(27)}INT. LATE - NIGHT\n\nShe waits. She waits. She waits. She waits. She waits. She waits.\n`;
    const model = parseFountain(src);
    expect(model.scenes[0]!.startPage).toBe(2);
    expect(model.pages[1]!.lines[0]).toMatchObject({ kind: "scene_heading", row: 0 });
  });

  it("measures scene lengths in eighths of a page", () => {
    const model = parseFountain(`INT. A - DAY\n\n${"Line.\n\n".repeat(13)}INT. B - DAY\n\nShort.\n`);
    // Scene A spans rows 0..27 (28 of 55 rows) → 28 / 55 × 8 = 4.07 → 4/8; scene B 3 rows → 1/8.
    expect(model.scenes.map((s) => s.lengthEighths)).toEqual([4, 1]);
  });
});
