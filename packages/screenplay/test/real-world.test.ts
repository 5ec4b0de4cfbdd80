/**
 * One test per failure mode seen on screenplays from other tools and from productions.
 * Each builds the smallest PDF that shows the problem (test/layout-pdf.ts), parses it and checks
 * the elements.
 */
import { describe, expect, it } from "vitest";

import { fountainElements } from "../src/fountain/parse.ts";
import type { Screenplay, ScriptElement } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { flattenElements } from "../src/render/pdf.ts";
import { action, cue, dialogue, filler, layoutPdf, paren, type PLine, type PPage } from "./layout-pdf.ts";

const printed = (m: Screenplay) => flattenElements(m).map((e) => `${e.kind}: ${e.text}`);
const kindOf = (m: Screenplay, text: string) => flattenElements(m).find((e) => e.text === text)?.kind;

/** A cue and its lines, then a blank row. */
function speech(name: string, ...lines: PLine[]): (PLine | null)[] {
  return [cue(name), ...lines, null];
}

/** A scene with enough ordinary lines for the page geometry to be learned. */
function scene(heading: string, n = 0): PPage {
  return [
    action(heading),
    null,
    ...filler(3, n),
    null,
    ...speech("ADAEZE", dialogue("I'm the one who answers. It's not"), dialogue("the same thing.")),
    ...filler(2, n + 1),
    null,
    ...speech("NAK", paren("(tired)"), dialogue("It's four in the morning.")),
  ];
}

describe("PDFs from other tools and productions", () => {
  it("joins dialogue continued across a page break ((MORE) / NAME (CONT'D)) into one speech", async () => {
    const long = [
      "My father used to say that the",
      "night belongs to the people who",
      "stay awake for it. He said it",
      "about the docks, where he worked",
    ];
    const pdf = await layoutPdf(
      [
        [
          ...scene("INT. CORRIDOR - NIGHT"),
          null,
          cue("WALTER"),
          ...long.map((t) => dialogue(t)),
          cue("(MORE)", 22),
        ],
        [
          { text: "CONTINUED:" },
          null,
          cue("WALTER (CONT'D)"),
          dialogue("forty years, and he said it about"),
          dialogue("this hospital, where he died."),
          null,
          // A second paragraph of the same speech, after a blank row.
          dialogue("And then I started counting."),
          null,
          ...filler(4, 3),
          null,
          // A further page whose (MORE) speech continues without the cue repeated.
          cue("ADAEZE"),
          dialogue("You counted the windows again."),
          cue("(MORE)"),
        ],
        [dialogue("Every one of them."), dialogue("Twice."), null, ...filler(4, 5)],
      ],
      { header: { text: "Blue Rev. 03/04/25   #.", x: 300 } },
    );
    const m = await parsePdf(pdf);
    const walter = flattenElements(m).filter((e) => e.character === "WALTER");
    expect(walter.map((e) => e.kind)).toEqual(["character", "dialogue"]);
    expect(walter[1]!.text).toBe(
      `${long.join(" ")} forty years, and he said it about this hospital, where he died. And then I started counting.`,
    );
    expect(m.characters.find((c) => c.name === "WALTER")?.speeches).toBe(1);
    const adaeze = flattenElements(m).filter((e) => e.character === "ADAEZE" && e.kind === "dialogue");
    expect(adaeze.at(-1)?.text).toBe("You counted the windows again. Every one of them. Twice.");
    expect(printed(m)).not.toContain("action: CONTINUED:");
  });

  it("reads headings without INT./EXT. and in other languages, with a running head left of the body", async () => {
    const header = { text: "SHOOTING SCRIPT - Pink Rev. #.", x: 36 };
    const pdf = await layoutPdf(
      [
        [...scene("INT. HOSPITAL CORRIDOR - NIGHT"), null, action("NAK'S BEDROOM"), null, ...filler(3, 2)],
        [
          action("MOMENTS LATER"),
          null,
          ...filler(2, 4),
          null,
          action("ABIGAIL'S POV"),
          null,
          ...filler(2, 6),
        ],
        [
          action("WNĘTRZE. PRZEDPOKÓJ - DZIEŃ".normalize("NFD").replace(/[\u0300-\u036f]/g, "")),
          null,
          ...scene("EXT. CAR PARK - NIGHT", 3),
        ],
      ],
      { header },
    );
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => s.heading)).toEqual([
      "INT. HOSPITAL CORRIDOR - NIGHT",
      "NAK'S BEDROOM",
      "MOMENTS LATER",
      "ABIGAIL'S POV",
      "WNETRZE. PRZEDPOKOJ - DZIEN",
      "EXT. CAR PARK - NIGHT",
    ]);
    expect(printed(m).some((t) => t.includes("SHOOTING SCRIPT"))).toBe(false);
  });

  it("keeps uppercase action lines that are sentences or labels as action", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. KITCHEN - DAY"),
        null,
        action("BANG!"),
        null,
        action("SUPER: LONDON, 1944"),
        null,
        ...filler(3, 1),
      ],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes).toHaveLength(1);
    expect(kindOf(m, "BANG!")).toBe("action");
    expect(kindOf(m, "SUPER: LONDON, 1944")).toBe("action");
  });

  it("reads dialogue set in an italic font as dialogue, not lyrics", async () => {
    const italicScene = (heading: string, n: number): PPage => [
      action(heading),
      null,
      ...filler(3, n),
      null,
      ...speech(
        "ADAEZE",
        dialogue("I'm the one who answers.", "italic"),
        dialogue("It's not the same thing.", "italic"),
      ),
      ...speech("NAK", paren("(tired)"), dialogue("It's four in the morning.", "italic")),
      ...speech("ADAEZE", dialogue("Then you're late.", "italic")),
    ];
    const m = await parsePdf(
      await layoutPdf([italicScene("INT. CORRIDOR - NIGHT", 0), italicScene("EXT. CAR PARK - NIGHT", 2)]),
    );
    const kinds = new Set(
      flattenElements(m)
        .filter((e) => e.speech !== undefined)
        .map((e) => e.kind),
    );
    expect([...kinds].sort()).toEqual(["character", "dialogue", "parenthetical"]);
  });

  it("tells an emphasised italic speech wrapped like prose from lyrics broken line by line", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        // A whole speech in italics, wrapped by the tool at the column's edge: dialogue.
        ...speech(
          "NAK (V.O.)",
          dialogue("Every night I tell myself I'll", "italic"),
          dialogue("sleep in the morning. Every morning", "italic"),
          dialogue("I lie.", "italic"),
        ),
        // A song: its lines end where the writer broke them.
        ...speech(
          "RADIO (V.O.)",
          dialogue("Oh, strawberry moon,", "italic"),
          dialogue("Don't you leave me tonight.", "italic"),
        ),
        // Lines that fill the column but end a phrase before a capital: still a song.
        ...speech(
          "RADIO (V.O.)",
          dialogue("Viking, North Utsire, South Utsire,", "italic"),
          dialogue("Southeasterly five to seven, rain", "italic"),
          dialogue("later.", "italic"),
        ),
        // Prose again: a sentence that ends at the column's edge, and a line shouted in capitals.
        ...speech(
          "NAK (V.O.)",
          dialogue("You will find the key in the drawer.", "italic"),
          dialogue("Take it and go before they see you", "italic"),
          dialogue("come back. DON'T WAIT FOR ME, GO!", "italic"),
          dialogue("RUN AND DO NOT LOOK BACK AT ALL!", "italic"),
        ),
        ...filler(2, 3),
      ],
      // Most of the document's dialogue is roman, so italics mean something.
      ...[
        "EXT. CAR PARK",
        "INT. LIFT",
        "INT. WARD",
        "EXT. ROOF",
        "INT. CANTEEN",
        "INT. STAIRS",
        "EXT. GATE",
      ].map((h, i) => scene(`${h} - NIGHT`, 4 + i)),
    ]);
    const m = await parsePdf(pdf);
    expect(kindOf(m, "Every night I tell myself I'll sleep in the morning. Every morning I lie.")).toBe(
      "dialogue",
    );
    expect(
      kindOf(
        m,
        "You will find the key in the drawer. Take it and go before they see you come back. DON'T WAIT FOR ME, GO! RUN AND DO NOT LOOK BACK AT ALL!",
      ),
    ).toBe("dialogue");
    expect(kindOf(m, "Oh, strawberry moon, Don't you leave me tonight.")).toBe("lyrics");
    expect(kindOf(m, "Viking, North Utsire, South Utsire, Southeasterly five to seven, rain later.")).toBe(
      "lyrics",
    );
  });

  it("reads a cue with a comma and an abbreviation (WALTER, JR.) as a cue", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        ...speech("WALTER, JR.", paren("(peering at her badge)"), dialogue("You're the one they call.")),
      ],
    ]);
    const m = await parsePdf(pdf);
    const walter = flattenElements(m).filter((e) => e.character === "WALTER, JR.");
    expect(walter.map((e) => `${e.kind}: ${e.text}`)).toEqual([
      "character: WALTER, JR.",
      "parenthetical: (peering at her badge)",
      "dialogue: You're the one they call.",
    ]);
  });

  it("reads an INT. line without the number or bold that every heading has as action", async () => {
    const heading = (text: string, n: string): PLine => ({
      text,
      face: "bold",
      more: [
        { text: n, col: -7 },
        { text: n, col: 62 },
      ],
    });
    const places = ["CORRIDOR", "WARD", "LIFT", "CAR PARK", "ROOF", "CANTEEN"];
    const pages: PPage[] = places.map((p, i) => [
      heading(`INT. ${p} - NIGHT`, String(i + 1)),
      null,
      ...filler(3, i),
      null,
      // Forced action (Fountain "!INT. ACTION") or a heading quoted in action: plain, unnumbered.
      ...(i === 2 ? [action("INT. ACTION"), null, ...filler(2, i + 1)] : []),
    ]);
    const m = await parsePdf(await layoutPdf(pages));
    expect(m.scenes.map((s) => s.number)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(kindOf(m, "INT. ACTION")).toBe("action");

    // The same line stays a heading where headings are neither numbered nor bold.
    const plain: PPage[] = places.map((p, i) => [
      action(`INT. ${p} - NIGHT`),
      null,
      ...filler(3, i),
      null,
      ...(i === 2 ? [action("INT. ACTION"), null, ...filler(2, i + 1)] : []),
    ]);
    const m2 = await parsePdf(await layoutPdf(plain));
    expect(m2.scenes).toHaveLength(7);
    expect(kindOf(m2, "INT. ACTION")).toBe("scene_heading");

    // A bold heading that the tool left unnumbered (afterwriting with "I/E") still has one look.
    const busStop: PLine = { text: "I/E BUS STOP - DAY", face: "bold" };
    const many = [...places, "BOILER ROOM", "CHAPEL", "LAUNDRY", "MORGUE"].map((p, i) => [
      heading(`INT. ${p} - NIGHT`, String(i + 1)),
      null,
      ...filler(3, i),
      null,
      ...(i === 4 ? [busStop, null, ...filler(2, i + 1)] : []),
    ]);
    const m3 = await parsePdf(await layoutPdf(many));
    expect(m3.scenes.map((s) => s.heading)).toContain("I/E BUS STOP - DAY");
    expect(m3.scenes).toHaveLength(11);
  });

  it("reads camera directions in capitals at the margin as shots, an indented line across the middle as action", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        action("CLOSE ON the clipboard."),
        null,
        action("INSERT - THE ROTA"),
        null,
        ...filler(2, 1),
        null,
        action("BACK TO SCENE"),
        null,
        { text: "Nobody answers the phone on the desk.", col: 4 },
        null,
        ...filler(2, 2),
      ],
    ]);
    const m = await parsePdf(pdf);
    for (const t of ["INSERT - THE ROTA", "BACK TO SCENE"]) expect(kindOf(m, t), t).toBe("shot");
    for (const t of ["CLOSE ON the clipboard.", "Nobody answers the phone on the desk."])
      expect(kindOf(m, t), t).toBe("action");
    expect(m.scenes).toHaveLength(1);
  });

  it("drops CONTINUED page heads and feet that carry scene numbers, without splitting the speech", async () => {
    const num = (text: string, n: string): PLine => ({
      text,
      more: [
        { text: n, col: -7 },
        { text: n, col: 62 },
      ],
    });
    const pdf = await layoutPdf([
      [
        num("INT. CORRIDOR - NIGHT", "12"),
        null,
        ...scene("", 1).slice(2),
        null,
        cue("WALTER"),
        dialogue("I count the lights that go"),
        cue("(MORE)"),
        null,
        { text: "(CONTINUED)", col: 49 },
      ],
      [
        num("CONTINUED: (2)", "12"),
        null,
        cue("WALTER (CONT'D)"),
        dialogue("out. Some nights it's three."),
        null,
        ...filler(4, 2),
      ],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => [s.number, s.heading])).toEqual([["12", "INT. CORRIDOR - NIGHT"]]);
    const texts = printed(m);
    expect(texts.some((t) => /CONTINUED/.test(t))).toBe(false);
    expect(texts).toContain("dialogue: I count the lights that go out. Some nights it's three.");
    expect(m.characters.find((c) => c.name === "WALTER")?.speeches).toBe(1);
  });

  it("detects an A4 title page centred on the page by another tool", async () => {
    const pdf = await layoutPdf([[...scene("INT. CORRIDOR - NIGHT")]], {
      width: 595.28,
      height: 841.89,
      margin: 126,
      titlePage: {
        centered: [
          { text: "NIGHT SHIFT", row: 14 },
          { text: "written by", row: 17 },
          { text: "Ada Quill", row: 19 },
        ],
        bottomLeft: ["ada@example.com", "+44 20 7946 0000"],
      },
    });
    const m = await parsePdf(pdf);
    expect(m.titlePage).toMatchObject({ title: "NIGHT SHIFT", credit: "written by", authors: ["Ada Quill"] });
    expect(m.titlePage?.contact).toContain("ada@example.com");
    expect(printed(m).some((t) => t.includes("NIGHT SHIFT"))).toBe(false);
    expect(m.pages).toHaveLength(1);
  });

  it("detects a title page set flush left", async () => {
    const titlePage: PPage = [
      action("NIGHT SHIFT"),
      null,
      action("written by"),
      null,
      action("Ada Quill"),
      ...Array<null>(34).fill(null),
      action("ada@example.com"),
    ];
    const m = await parsePdf(
      await layoutPdf([titlePage, scene("INT. CORRIDOR - NIGHT"), scene("EXT. CAR PARK - NIGHT", 1)]),
    );
    expect(m.titlePage).toMatchObject({ title: "NIGHT SHIFT", credit: "written by", authors: ["Ada Quill"] });
    expect(m.titlePage?.contact).toBe("ada@example.com");
    expect(m.scenes.map((s) => s.heading)).toEqual(["INT. CORRIDOR - NIGHT", "EXT. CAR PARK - NIGHT"]);
  });

  it("reads FADE IN: at the action margin as a transition", async () => {
    const m = await parsePdf(
      await layoutPdf([[action("FADE IN:"), null, ...scene("INT. CORRIDOR - NIGHT")]]),
    );
    expect(flattenElements(m)[0]).toMatchObject({ kind: "transition", text: "FADE IN:" });
    expect(m.preamble.map((e) => e.kind)).toEqual(["transition"]);
  });

  it("reads '(aside) text' on one line at the dialogue column as dialogue", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        ...speech("ADAEZE", dialogue("(peering at him) Hello."), paren("(beat)"), dialogue("Hello?")),
      ],
    ]);
    const m = await parsePdf(pdf);
    const lines = flattenElements(m)
      .filter((e) => e.character === "ADAEZE")
      .slice(-3);
    expect(lines.map((e) => `${e.kind}: ${e.text}`)).toEqual([
      "dialogue: (peering at him) Hello.",
      "parenthetical: (beat)",
      "dialogue: Hello?",
    ]);
  });

  it("drops a running foot printed on every page", async () => {
    const footer = { text: "Property of Night Shift Productions", x: 108 };
    const m = await parsePdf(
      await layoutPdf([scene("INT. CORRIDOR - NIGHT"), scene("EXT. CAR PARK - NIGHT", 2)], { footer }),
    );
    expect(printed(m).some((t) => t.includes("Property of"))).toBe(false);
    expect(m.scenes).toHaveLength(2);
  });

  it("joins an action paragraph that a page break split mid-sentence, and keeps whole paragraphs apart", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        action("Walter pushes the trolley past the lifts and the vending"),
        action("machines, counting the doors under his breath until he"),
      ],
      [
        action("reaches the one with the broken handle. He waits there."),
        null,
        ...filler(3, 2),
        null,
        action("The lights flicker once."),
      ],
      [action("Somebody laughs in the stairwell."), null, ...filler(3, 4)],
    ]);
    const m = await parsePdf(pdf);
    const actions = flattenElements(m).filter((e) => e.kind === "action");
    expect(actions.map((e) => e.text)).toContain(
      "Walter pushes the trolley past the lifts and the vending machines, counting the doors under his breath until he reaches the one with the broken handle. He waits there.",
    );
    // A short line that ends a sentence at a page's foot closes its paragraph.
    expect(actions.map((e) => e.text)).toContain("The lights flicker once.");
    expect(actions.map((e) => e.text)).toContain("Somebody laughs in the stairwell.");
  });

  it("ends dual dialogue where the next cue or action shares a row with the longer column", async () => {
    // afterwriting starts the next element after the shorter (left) column, beside the right one.
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        { text: "ADAEZE", col: 10, more: [{ text: "NAK", col: 39 }] },
        { text: "Go home.", col: 5, more: [{ text: "I am home. This", col: 34 }] },
        { text: "corridor is the", col: 34 },
        { text: "WALTER", col: 22, more: [{ text: "only home I have.", col: 34 }] },
        dialogue("Both of you, quiet."),
        null,
        { text: "NAK", col: 10, more: [{ text: "ADAEZE", col: 39 }] },
        { text: "Fine.", col: 5, more: [{ text: "Fine. But I am", col: 34 }] },
        { text: "The lift doors open on an empty car.", more: [{ text: "not leaving.", col: 34 }] },
        null,
        ...filler(2, 3),
      ],
    ]);
    const m = await parsePdf(pdf);
    const rows = flattenElements(m).map((e) => `${e.kind}${e.dual ? `/${e.dual}` : ""}: ${e.text}`);
    expect(rows).toContain("dialogue/right: I am home. This corridor is the only home I have.");
    expect(rows).toContain("character: WALTER");
    expect(rows).toContain("dialogue: Both of you, quiet.");
    expect(rows).toContain("dialogue/right: Fine. But I am not leaving.");
    expect(rows).toContain("action: The lift doors open on an empty car.");
    expect(m.characters.find((c) => c.name === "WALTER")?.speeches).toBe(1);
  });

  it("ends dual dialogue at the next dual cues, a transition beside its last line, or left text after a gap", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        { text: "ADAEZE", col: 10, more: [{ text: "NAK", col: 39 }] },
        { text: "Go.", col: 5, more: [{ text: "I am going, I am", col: 34 }] },
        { text: "going now.", col: 34 },
        // The next pair of cues on the row after the longer column.
        { text: "WALTER", col: 10, more: [{ text: "ADAEZE", col: 39 }] },
        { text: "Wait.", col: 5, more: [{ text: "What now?", col: 34 }] },
        { text: "And then?", col: 34 },
        // Indented action after the left column ended, beside the right column.
        { text: "Heavy rain.", col: 4, more: [{ text: "I said wait.", col: 34 }] },
        { text: "And then?", col: 34, more: [{ text: "SMASH CUT TO:", col: 48 }] },
        null,
        ...filler(2, 2),
      ],
    ]);
    const rows = flattenElements(await parsePdf(pdf)).map(
      (e) => `${e.kind}${e.dual ? `/${e.dual}` : ""}: ${e.text}`,
    );
    expect(rows).toContain("dialogue/right: I am going, I am going now.");
    expect(rows).toContain("character/left: WALTER");
    expect(rows).toContain("dialogue/left: Wait.");
    expect(rows).toContain("dialogue/right: What now? And then? I said wait. And then?");
    expect(rows).toContain("action: Heavy rain.");
    expect(rows).toContain("transition: SMASH CUT TO:");
  });

  it("continues dual dialogue split by a page break, and ends it at a transition set right after it", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        { text: "ADAEZE", col: 10, more: [{ text: "NAK", col: 39 }] },
        { text: "You never listen", col: 5, more: [{ text: "I always listen to", col: 34 }] },
        { text: "(MORE)", col: 8, more: [{ text: "(MORE)", col: 37 }] },
      ],
      [
        { text: "ADAEZE (CONT'D)", col: 10, more: [{ text: "NAK (CONT'D)", col: 39 }] },
        { text: "to anybody.", col: 5, more: [{ text: "every word you say.", col: 34 }] },
        null,
        { text: "CUT TO:", col: 51 },
        null,
        action("EXT. CAR PARK - NIGHT"),
        null,
        ...filler(3, 2),
      ],
    ]);
    const m = await parsePdf(pdf);
    const rows = flattenElements(m).map((e) => `${e.kind}${e.dual ? `/${e.dual}` : ""}: ${e.text}`);
    expect(rows).toContain("dialogue/left: You never listen to anybody.");
    expect(rows).toContain("dialogue/right: I always listen to every word you say.");
    expect(m.characters.find((c) => c.name === "NAK")?.speeches).toBe(2);
    expect(rows).toContain("transition: CUT TO:");

    const tight = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        { text: "ADAEZE", col: 10, more: [{ text: "NAK", col: 39 }] },
        { text: "Go.", col: 5, more: [{ text: "I am going, I am", col: 34 }] },
        { text: "going now.", col: 34 },
        { text: "FADE OUT.", col: 49 },
      ],
    ]);
    const t = flattenElements(await parsePdf(tight)).map((e) => `${e.kind}: ${e.text}`);
    expect(t).toContain("dialogue: I am going, I am going now.");
    expect(t).toContain("transition: FADE OUT.");
  });

  it("joins a long heading wrapped across a page break, and one that ran into its right scene number", async () => {
    const num = (n: string) => [
      { text: n, col: -5 },
      { text: n, col: 62 },
    ];
    const pdf = await layoutPdf([
      [
        { text: "INT. CORRIDOR - NIGHT", more: num("1") },
        null,
        ...filler(3),
        null,
        { text: "INT. HOSPITAL - EAST WING - THE CORRIDOR BEHIND THE BOILER", more: num("2") },
      ],
      [
        action("ROOM - CONTINUOUS"),
        null,
        ...filler(3, 1),
        null,
        // 61 characters: the right-hand number stands one space after the text.
        { text: "EXT. CAR PARK - LEVEL THREE - BESIDE THE BROKEN BARRIER - DAY", more: num("3") },
        null,
        ...filler(2, 2),
      ],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => `${s.number}: ${s.heading}`)).toEqual([
      "1: INT. CORRIDOR - NIGHT",
      "2: INT. HOSPITAL - EAST WING - THE CORRIDOR BEHIND THE BOILER ROOM - CONTINUOUS",
      "3: EXT. CAR PARK - LEVEL THREE - BESIDE THE BROKEN BARRIER - DAY",
    ]);
  });

  it("reads lines that a tool laid out with spaces (scene numbers and dual cues inside one text item)", async () => {
    const pad = (n: number) => " ".repeat(n);
    // Each line is one text item starting in the left margin: "1" at column -6, the text at 0.
    const numbered = (n: string, text: string) => ({
      text: `${n}${pad(6 - n.length)}${text}${pad(68 - text.length)}${n}`,
      col: -6,
    });
    const pdf = await layoutPdf([
      [
        numbered("1", "INT. CORRIDOR - NIGHT"),
        null,
        ...filler(3),
        null,
        ...speech("ADAEZE", dialogue("Go home, Nak.")),
        numbered("2", "EXT. CAR PARK - NIGHT"),
        null,
        ...filler(2, 1),
        null,
        { text: `ADAEZE${pad(23)}NAK`, col: 10 },
        { text: `Go.${pad(26)}No.`, col: 5 },
        null,
        ...filler(2, 2),
      ],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => `${s.number}: ${s.heading}`)).toEqual([
      "1: INT. CORRIDOR - NIGHT",
      "2: EXT. CAR PARK - NIGHT",
    ]);
    const rows = flattenElements(m).map((e) => `${e.kind}${e.dual ? `/${e.dual}` : ""}: ${e.text}`);
    expect(rows).toContain("character/right: NAK");
    expect(rows).toContain("dialogue/left: Go.");
  });

  it("finds the margin of a script that is nearly all dialogue from its scene headings", async () => {
    const talk = (n: number): (PLine | null)[] =>
      Array.from({ length: 6 }, (_, i) => [
        cue(i % 2 ? "NAK" : "ADAEZE"),
        dialogue(`Line ${n}-${i}: the corridor hums with tired light`),
        dialogue("and nobody comes."),
        null,
      ]).flat();
    const pdf = await layoutPdf([
      [action("INT. KITCHEN - DAY"), null, ...talk(1)],
      [...talk(2)],
      [action("INT. KITCHEN - LATER"), null, ...talk(3)],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => s.heading)).toEqual(["INT. KITCHEN - DAY", "INT. KITCHEN - LATER"]);
    expect(m.characters.map((c) => `${c.name}:${c.speeches}`).sort()).toEqual(["ADAEZE:9", "NAK:9"]);
  });

  it("reads a one-page script with blank-separated lines and a running head and foot", async () => {
    const pdf = await layoutPdf(
      [
        [
          action("INT. ROOM - NIGHT"),
          null,
          action("A lamp flickers."),
          null,
          cue("BEN"),
          dialogue("Who's there?"),
          null,
          action("Nobody answers."),
        ],
      ],
      {
        width: 595.28,
        height: 841.89,
        header: { text: "BLUE REVISION - 03/04/2025", x: 108 },
        footer: { text: "Property of Night Shift", x: 108 },
      },
    );
    const m = await parsePdf(pdf);
    expect(printed(m)).toEqual([
      "scene_heading: INT. ROOM - NIGHT",
      "action: A lamp flickers.",
      "character: BEN",
      "dialogue: Who's there?",
      "action: Nobody answers.",
    ]);
  });

  it("keeps a heading that opens several pages (the same place again) as a heading", async () => {
    const pdf = await layoutPdf([
      [action("INT. KITCHEN - DAY"), null, ...filler(4)],
      [action("INT. KITCHEN - DAY"), null, ...filler(4, 1)],
      [action("EXT. GARDEN - DAY"), null, ...filler(4, 2)],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => s.heading)).toEqual([
      "INT. KITCHEN - DAY",
      "INT. KITCHEN - DAY",
      "EXT. GARDEN - DAY",
    ]);
  });

  it("does not take a first page of dialogue (no heading, lines across the middle) for a title page", async () => {
    const talk = (n: number): (PLine | null)[] =>
      Array.from({ length: 7 }, (_, i) => [
        cue(i % 2 ? "NAK" : "ADAEZE"),
        dialogue(`Line ${n}-${i}: the long corridor hums`),
        dialogue("with a tired light and nobody comes"),
        dialogue("along it to the desk tonight."),
        null,
      ]).flat();
    const pdf = await layoutPdf([
      [...talk(1), ...filler(2)],
      [...talk(2), ...filler(2, 1)],
    ]);
    const m = await parsePdf(pdf);
    expect(m.titlePage).toBeNull();
    expect(m.pages).toHaveLength(2);
    expect(m.characters.map((c) => `${c.name}:${c.speeches}`).sort()).toEqual(["ADAEZE:8", "NAK:6"]);
  });

  it("keeps the bracketed year a long heading wrapped onto its next line, on the page or past a break", async () => {
    const pdf = await layoutPdf([
      [
        action("INT. HOSPITAL - EAST WING - THE CORRIDOR BEHIND THE BOILER ROOM"),
        action("(1985)"),
        null,
        ...filler(3),
        null,
        action("EXT. HOSPITAL - CAR PARK - LEVEL THREE - BESIDE THE BARRIER - LATER"),
      ],
      [action("(1985)"), null, ...filler(3, 1)],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes.map((s) => s.heading)).toEqual([
      "INT. HOSPITAL - EAST WING - THE CORRIDOR BEHIND THE BOILER ROOM (1985)",
      "EXT. HOSPITAL - CAR PARK - LEVEL THREE - BESIDE THE BARRIER - LATER (1985)",
    ]);
  });

  it("reads a lone asterisk at the right as a revision mark even where the page number widens the edge", async () => {
    // The page number ends at column 63, as far right as the asterisks stand.
    const header = { text: `${"Blue Rev. 1/2/24".padEnd(35)}#.`, x: 306 };
    const pdf = await layoutPdf(
      [
        [
          ...scene("INT. CORRIDOR - NIGHT"),
          null,
          cue("BOB"),
          dialogue("Hello there, how are you doing"),
          { text: "today, my friend?", col: 10, more: [{ text: "*", col: 63 }] },
        ],
        scene("EXT. CAR PARK - NIGHT", 2),
      ],
      { header },
    );
    const bob = flattenElements(await parsePdf(pdf)).find(
      (e) => e.character === "BOB" && e.kind === "dialogue",
    );
    expect(bob).toMatchObject({ text: "Hello there, how are you doing today, my friend?", revised: true });
  });

  it("keeps an indented action paragraph that wraps back to the margin in one piece", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. CORRIDOR - NIGHT"),
        null,
        { text: "The radio on the desk crackles with a voice nobody", col: 4 },
        action("recognises."),
        null,
        ...filler(2, 5),
      ],
    ]);
    const m = await parsePdf(pdf);
    expect(kindOf(m, "The radio on the desk crackles with a voice nobody recognises.")).toBe("action");
  });

  it("reads text that a tool overprints for bold once", async () => {
    const heading = "INT. BOILER ROOM - NIGHT";
    const pdf = await layoutPdf([
      [
        { text: heading, more: [{ text: heading, col: 0.05 }] },
        null,
        ...scene("EXT. CAR PARK - NIGHT").slice(2),
      ],
    ]);
    const m = await parsePdf(pdf);
    expect(m.scenes[0]?.heading).toBe(heading);
  });
});

describe("Fountain edge cases from real scripts", () => {
  const els = (src: string): ScriptElement[] => fountainElements(src).elements;

  it("needs an alphanumeric after the period of a forced scene heading", () => {
    const out = els(
      "INT. ROOM - DAY\n\n. He stands there, waiting.\n\n...and then nothing.\n\n.FLASHBACK\n\nRain.\n",
    );
    expect(out.map((e) => `${e.kind}: ${e.text}`)).toEqual([
      "scene_heading: INT. ROOM - DAY",
      "action: . He stands there, waiting.",
      "action: ...and then nothing.",
      "scene_heading: FLASHBACK",
      "action: Rain.",
    ]);
  });

  it("reads '(peering at him) Hello.' on one line as dialogue, a wrapped parenthetical as one", () => {
    const out = els("INT. ROOM - DAY\n\nADA\n(peering at him) Hello.\n(a long,\nlong pause)\nHello?\n");
    expect(out.slice(1).map((e) => `${e.kind}: ${e.text}`)).toEqual([
      "character: ADA",
      "dialogue: (peering at him) Hello.",
      "parenthetical: (a long, long pause)",
      "dialogue: Hello?",
    ]);
  });

  it("reads 'CUT TO:' written straight above the next heading as a transition, not a cue", () => {
    const out = els(
      "INT. ROOM - DAY\n\nRain.\n\nCUT TO:\nINT. HALL - NIGHT\n\nSun.\n\nBOB\nSMASH CUT TO: nowhere.\n",
    );
    expect(out.map((e) => `${e.kind}: ${e.text}`)).toEqual([
      "scene_heading: INT. ROOM - DAY",
      "action: Rain.",
      "transition: CUT TO:",
      "scene_heading: INT. HALL - NIGHT",
      "action: Sun.",
      "character: BOB",
      "dialogue: SMASH CUT TO: nowhere.",
    ]);
  });

  it("reads FADE IN: and FADE OUT. on their own as transitions", () => {
    const out = els("FADE IN:\n\nINT. ROOM - DAY\n\nRain.\n\nFADE OUT.\n");
    expect(out.map((e) => e.kind)).toEqual(["transition", "scene_heading", "action", "transition"]);
  });
});
