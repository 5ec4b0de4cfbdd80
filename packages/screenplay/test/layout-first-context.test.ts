/**
 * Layout-first reading of PDFs (issue 31), second part: a cue a blank row above its speech, italic
 * dual dialogue wrapped at its own column, right-hand scene numbers a space after a long heading,
 * and headings told by the document's heading forms (a bare "PLACE - LATER" line). Minimal PDFs with made-up text (test/layout-pdf.ts).
 */
import { describe, expect, it } from "vitest";

import type { Screenplay } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { flattenElements } from "../src/render/pdf.ts";
import { action, elementRows, filler, layoutPdf, type PLine, type PPage } from "./layout-pdf.ts";

const els = (m: Screenplay) => flattenElements(m);
const kindOf = (m: Screenplay, text: string) => els(m).find((e) => e.text === text)?.kind;
const headings = (m: Screenplay) =>
  els(m)
    .filter((e) => e.kind === "scene_heading")
    .map((e) => e.text);

const C = { cue: 22, dialogue: 10, paren: 16 };

/** Lines cut into pages of at most 44 rows. */
const paged = (lines: PPage): PPage[] =>
  Array.from({ length: Math.ceil(lines.length / 44) }, (_, i) => lines.slice(i * 44, i * 44 + 44));

/** A scene with enough full-width speeches for the columns (and the dialogue width) to be learned. */
function scene(heading: string, n = 0, numbered?: string): PPage {
  const say = (name: string, ...lines: string[]): (PLine | null)[] => [
    { text: name, col: C.cue },
    ...lines.map((t) => ({ text: t, col: t.startsWith("(") ? C.paren : C.dialogue })),
    null,
  ];
  const head: PLine = numbered ? { text: heading, more: [{ text: numbered, col: 64 }] } : action(heading);
  return [
    head,
    null,
    ...filler(2, n),
    null,
    ...say("MARISOL", "The kettle is on and it has been on", "since the storm came in off the bay."),
    ...say(
      "OTTO",
      "(not looking up)",
      "Then it can stay on until the storm",
      "goes back out where it came from.",
    ),
    ...filler(2, n + 3),
    null,
  ];
}

describe("speech layout", () => {
  it("reads a cue one blank row above its speech as the speech's cue", async () => {
    const pdf = await layoutPdf([
      [
        ...scene("INT. BOATHOUSE - NIGHT"),
        { text: "MARISOL", col: C.cue },
        null,
        { text: "You never listen to a word I say.", col: C.dialogue },
        null,
        ...filler(2, 5),
      ],
      [...scene("EXT. JETTY - NIGHT", 3)],
    ]);
    const m = await parsePdf(pdf);
    const said = els(m).find((e) => e.text === "You never listen to a word I say.");
    expect(said?.kind).toBe("dialogue");
    expect(said?.character).toBe("MARISOL");
    expect(els(m).filter((e) => e.text === "MARISOL" && e.kind !== "character")).toHaveLength(0);
  });

  it("reads italic dual dialogue that fills its narrow column as dialogue, not lyrics", async () => {
    // Final Draft: left column at the margin, right column from col 31; each wraps a space before
    // the other column, well short of the 35-character dialogue width.
    const pdf = await layoutPdf([
      [
        ...scene("INT. BOATHOUSE - NIGHT"),
        {
          text: "MARISOL",
          col: 12,
          more: [{ text: "OTTO", col: 43 }],
        },
        {
          text: "Grab the rope before the sea",
          face: "italic",
          more: [{ text: "Which rope do you mean? The", col: 31, face: "italic" }],
        },
        {
          text: "gets in. Go!",
          face: "italic",
          more: [{ text: "red one is gone.", col: 31, face: "italic" }],
        },
        null,
        action("They stare at each other across the upturned hull."),
        null,
        ...filler(3, 2),
      ],
    ]);
    const rows = elementRows(await parsePdf(pdf));
    expect(rows).toContain("dialogue/left: Grab the rope before the sea gets in. Go!");
    expect(rows).toContain("dialogue/right: Which rope do you mean? The red one is gone.");
  });
});

describe("headings by the document's own forms", () => {
  it("takes a right-hand scene number set a space after a long heading as the number", async () => {
    // Numbers on the right only (afterwriting's right-hand numbering): nothing on the left to match.
    const long = "EXT. QUARRY ROAD - HIGH ABOVE THE OLD FLOODED PITS - CONTINUOUS";
    // Ends one column before the numbers' column (col 65).
    expect(long).toHaveLength(63);
    const pages: PPage[] = [
      [...scene("INT. BOATHOUSE - NIGHT", 0, "1"), ...scene("EXT. JETTY - NIGHT", 1, "2")],
      [
        ...scene("INT. SHED - DAY", 2, "3"),
        { text: long, more: [{ text: "4", col: 64 }] },
        null,
        ...filler(3, 4),
      ],
    ];
    const m = await parsePdf(await layoutPdf(pages, { margin: 90 }));
    const found = els(m).find((e) => e.text.startsWith("EXT. QUARRY ROAD"));
    expect(found?.kind).toBe("scene_heading");
    expect(found?.text).toBe(long);
    expect(m.scenes.map((s) => s.number)).toEqual(["1", "2", "3", "4"]);
  });

  it("reads a lone 'PLACE - LATER' line among many INT./EXT. headings as action, and as a heading where the document writes headings so", async () => {
    const places = ["INT. BOATHOUSE - NIGHT", "EXT. JETTY - NIGHT", "INT. SHED - DAY", "EXT. QUARRY - DAY"];
    // Eleven INT./EXT. headings: one line of another form is less than one heading in ten.
    const short = (h: string, i: number): PPage => [action(h), null, ...filler(2, i), null];
    const more = [
      "INT. LOFT",
      "EXT. YARD",
      "INT. CELLAR",
      "EXT. ROOF",
      "INT. HALL",
      "EXT. PIER",
      "INT. BARN",
    ];
    const intExt = [
      ...places.flatMap((h, i) => scene(h, i)),
      ...more.map((h) => `${h} - DAY`).flatMap((h, i) => short(h, i)),
    ];
    const odd = [action("SAME ROOM - MOMENTS LATER"), null, ...filler(2, 6), null];
    const mixed = await parsePdf(
      await layoutPdf(paged([...intExt, ...odd, ...scene("INT. ATTIC - DAY", 1)])),
    );
    expect(kindOf(mixed, "SAME ROOM - MOMENTS LATER")).toBe("action");
    expect(headings(mixed)).toHaveLength(12);

    const bareForm = ["BOATHOUSE - NIGHT", "JETTY - NIGHT", "INT. SHED - DAY", "QUARRY - DAY"];
    const own = await parsePdf(await layoutPdf(paged(bareForm.flatMap((h, i) => scene(h, i)))));
    expect(headings(own)).toEqual(bareForm);
  });

  it("reads a long transition set flush right at the document's transition edge as a transition", async () => {
    const long = "SMASH TO WHITE AND HOLD ON THE FROST";
    const cut = (): PLine => ({ text: "CUT TO:", col: 61 - 7 });
    const body: PPage = [
      ...scene("INT. BOATHOUSE - NIGHT"),
      cut(),
      null,
      ...scene("EXT. JETTY - NIGHT", 1),
      cut(),
      null,
      ...scene("INT. SHED - DAY", 2),
      // Starts left of the middle (long), ends where every CUT TO: ends.
      { text: long, col: 61 - long.length },
      null,
      ...scene("EXT. QUARRY - DAY", 3),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "CUT TO:")).toBe("transition");
    expect(kindOf(m, long)).toBe("transition");
  });
});
