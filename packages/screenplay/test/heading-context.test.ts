/**
 * Headings told by their neighbours (src/pdf/heading-context.ts) and italic speech told from
 * lyrics by how it reads (src/pdf/speech.ts), issue 31. Minimal PDFs with made-up text.
 */
import { describe, expect, it } from "vitest";

import type { Screenplay } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { flattenElements } from "../src/render/pdf.ts";
import { action, cue, dialogue, filler, layoutPdf, type PLine, type PPage } from "./layout-pdf.ts";

const els = (m: Screenplay) => flattenElements(m);
const kindOf = (m: Screenplay, text: string) => els(m).find((e) => e.text === text)?.kind;

/** Lines cut into pages of at most 44 rows, each page starting with text (as tools print). */
function paged(lines: PPage): PPage[] {
  const pages: PPage[] = [];
  for (const l of lines) {
    const page = pages.at(-1);
    if (!page || page.length >= 44) {
      if (l !== null) pages.push([l]);
    } else page.push(l);
  }
  return pages;
}

const say = (name: string, ...lines: PLine[]): PPage => [cue(name), ...lines, null];

/** A heading, action and two speeches, so the speech columns and the dialogue width are learned. */
function scene(heading: string, n = 0): PPage {
  return [
    action(heading),
    null,
    ...filler(2, n),
    null,
    ...say(
      "MARISOL",
      dialogue("The kettle is on and it has been on"),
      dialogue("since the storm came in off the bay."),
    ),
    ...say("OTTO", dialogue("Then it can stay on until the storm"), dialogue("goes back out where it came.")),
    ...filler(2, n + 3),
    null,
  ];
}

describe("headings by what surrounds them", () => {
  it("reads a bare label right above a scene heading as action, not as a scene", async () => {
    // Bare headings are this document's form, so a lone capitals line would be a heading.
    const bare = ["BOATHOUSE", "JETTY", "SHED", "QUARRY"];
    const body: PPage = [
      ...bare.flatMap((h, i) => scene(h, i)),
      action("MONTAGE"),
      null,
      ...scene("INT. ATTIC - DAY", 5),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "MONTAGE")).toBe("action");
    expect(m.scenes.map((s) => s.heading)).toEqual([...bare, "INT. ATTIC - DAY"]);
  });

  it("keeps a bare heading with a slug line's parts above the next heading as a heading", async () => {
    const bare = ["BOATHOUSE", "JETTY", "SHED", "QUARRY"];
    const body: PPage = [
      ...bare.flatMap((h, i) => scene(h, i)),
      action("CELLAR - NIGHT"),
      null,
      ...scene("INT. ATTIC - DAY", 5),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "CELLAR - NIGHT")).toBe("scene_heading");
    expect(m.scenes).toHaveLength(6);
  });
});

describe("headings told by the space above them", () => {
  // Final Draft and others set two blank rows above every scene heading and one above anything
  // else: that space marks a heading where nothing else does (no INT./EXT., number or bold).
  const places = ["BOATHOUSE", "JETTY", "SHED", "QUARRY", "LOFT", "HARBOUR WALL", "ATTIC", "PIER", "CELLAR"];
  const heading = (h: string, i: number) => `${i % 2 ? "EXT" : "INT"}. ${h} - DAY`;
  // scene() ends with a blank row: one more before each heading makes two.
  const spaced = (h: string, i: number): PPage => [null, ...scene(heading(h, i), i)];
  const first = places.slice(0, 3).flatMap(spaced);
  const rest = places.slice(3).flatMap((h, i) => spaced(h, i + 3));
  const headingsOf = (m: Screenplay) => m.scenes.map((s) => s.heading);
  const parse = async (body: PPage) => {
    let space: number | undefined;
    const m = await parsePdf(await layoutPdf(paged(body)), { onGeometry: (g) => (space = g.headingSpace) });
    return { m, space };
  };

  it("reads a capitals line with a heading's space above as a heading, shouted action as action", async () => {
    const { m, space } = await parse([
      ...first,
      action("THE WHOLE PIER SHUDDERS"),
      null,
      ...filler(2, 7),
      null,
      null,
      action("UNDER THE BOATHOUSE"),
      null,
      ...filler(2, 8),
      null,
      ...rest,
    ]);
    expect(space).toBe(2);
    expect(kindOf(m, "THE WHOLE PIER SHUDDERS")).toBe("action");
    expect(kindOf(m, "UNDER THE BOATHOUSE")).toBe("scene_heading");
    expect(m.scenes).toHaveLength(places.length + 1);
  });

  it("reads a cut scene's slot (SCENE DELETED) spaced like a heading as no scene", async () => {
    const { m } = await parse([
      ...first,
      null,
      action("***SCENE DELETED***"),
      null,
      action("Scene deleted."),
      null,
      ...rest,
    ]);
    expect(kindOf(m, "***SCENE DELETED***")).toBe("action");
    expect(headingsOf(m)).toHaveLength(places.length);
  });

  it("does not take the space for a heading's mark where every paragraph gets as much", async () => {
    // One blank row between all paragraphs, headings too, then every blank row doubled.
    const scenes = places.map((h, i) => scene(heading(h, i), i));
    const body = [...scenes.slice(0, 3).flat(), action("UNDER THE BOATHOUSE"), null, ...filler(2, 8), null];
    const doubled = (page: PPage): PPage => page.flatMap((l) => (l === null ? [null, null] : [l]));
    const { m, space } = await parse(doubled([...body, ...scenes.slice(3).flat()]));
    expect(space).toBeUndefined();
    expect(kindOf(m, "UNDER THE BOATHOUSE")).toBe("action");
    expect(m.scenes).toHaveLength(places.length);
  });
});

describe("italic speech that reads as speech", () => {
  /** A song, italic from end to end, then enough ordinary pages for the document's layout. */
  const songAndLaterScenes = (): PPage => [
    ...say(
      "RADIO (V.O.)",
      dialogue("Oh, lantern of the harbour,", "italic"),
      dialogue("Bring my sailor home", "italic"),
    ),
    ...filler(2, 4),
    null,
    ...["EXT. JETTY", "INT. SHED", "EXT. QUARRY", "INT. LOFT"].flatMap((h, i) => scene(`${h} - DAY`, i + 1)),
  ];

  it("reads italic outcries and italic lines holding two sentences as dialogue; a song stays lyrics", async () => {
    const body: PPage = [
      ...scene("INT. BOATHOUSE - NIGHT"),
      ...say("OTTO", dialogue("Let go of me!!!", "italic")),
      ...say("MARISOL", dialogue("You never listen. Not once,", "italic"), dialogue("not ever.", "italic")),
      ...songAndLaterScenes(),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "Let go of me!!!")).toBe("dialogue");
    expect(kindOf(m, "You never listen. Not once, not ever.")).toBe("dialogue");
    expect(kindOf(m, "Oh, lantern of the harbour, Bring my sailor home")).toBe("lyrics");
  });

  it("reads italics opened or closed inside a plain speech line as emphasis, not lyrics", async () => {
    // Emphasis that starts after a plain word ("It says") and runs over two whole italic lines
    // broken short by the writer; a song's lines are italic from end to end.
    const opened: PLine = { ...dialogue("It says"), more: [{ text: "never", col: 10 + 8, face: "italic" }] };
    const closing: PLine = {
      ...dialogue("again,", "italic"),
      more: [{ text: "and I mean it.", col: 10 + 7 }],
    };
    const body: PPage = [
      ...scene("INT. BOATHOUSE - NIGHT"),
      ...say("OTTO", opened, dialogue("leave the lamp burning", "italic"), dialogue("by the door", "italic")),
      ...say("MARISOL", dialogue("Fine.", "italic"), dialogue("I heard", "italic"), closing),
      ...songAndLaterScenes(),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "It says never leave the lamp burning by the door")).toBe("dialogue");
    expect(kindOf(m, "Fine. I heard again, and I mean it.")).toBe("dialogue");
    expect(kindOf(m, "Oh, lantern of the harbour, Bring my sailor home")).toBe("lyrics");
  });
});

describe("headings without INT./EXT. that an unnumbered render prints like action", () => {
  // A render without scene numbers or bold (afterwriting's defaults) prints a Fountain forced
  // heading (".TITLE CARD", ".JOHN'S POV") at the action margin exactly like action; only what
  // stands around it tells.
  const cut = (text = "CUT TO:"): PLine => ({ text, col: 60 - text.length });
  const places = ["INT. BOATHOUSE - DAY", "EXT. JETTY - DAY", "INT. SHED - NIGHT"];
  const headingsOf = (m: Screenplay) => m.scenes.map((s) => s.heading);

  it("reads a capitals line after a scene's closing transition as the next heading", async () => {
    // The document's other closing transition is followed by a heading, as transitions are.
    const body: PPage = [
      ...scene(places[0]!, 0),
      cut(),
      null,
      ...scene(places[1]!, 1),
      cut("SMASH CUT TO:"),
      null,
      action("LIGHTHOUSE GALLERY."),
      null,
      ...filler(2, 24),
      null,
      ...scene(places[2]!, 2),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "SMASH CUT TO:")).toBe("transition");
    expect(kindOf(m, "LIGHTHOUSE GALLERY.")).toBe("scene_heading");
    expect(headingsOf(m)).toEqual([places[0], places[1], "LIGHTHOUSE GALLERY.", places[2]]);
  });

  it("keeps such lines action where the document's transitions are followed by other things", async () => {
    // Act breaks, titles and a capitals line before a speech after transitions: this document does
    // not open every scene after a transition, so a capitals line there is no heading. (Its
    // INT./EXT. headings outnumber its lone capitals lines, so those are no headings by themselves.)
    const more = ["EXT. QUARRY - DAY", "INT. LOFT - DAY", "EXT. PIER - NIGHT"];
    const body: PPage = [
      ...scene(places[0]!, 0),
      cut(),
      null,
      action("LIGHTHOUSE GALLERY"),
      null,
      ...filler(2, 24),
      null,
      cut("DISSOLVE TO:"),
      null,
      action("END OF ACT ONE"),
      null,
      ...filler(2, 25),
      null,
      ...scene(places[1]!, 1),
      cut(),
      null,
      action("OPENING TITLES"),
      null,
      ...filler(2, 26),
      null,
      ...scene(places[2]!, 2),
      ...more.flatMap((h, i) => scene(h, i + 30)),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "LIGHTHOUSE GALLERY")).toBe("action");
    expect(kindOf(m, "END OF ACT ONE")).toBe("action");
    expect(kindOf(m, "OPENING TITLES")).toBe("action");
    expect(headingsOf(m)).toEqual([...places, ...more]);
  });

  it("keeps a title, a black screen and shouted action after the only transition as action", async () => {
    for (const line of ["OPENING TITLES", "BLACK.", "THE PIER EXPLODES!", "THE END"]) {
      const body: PPage = [
        ...scene(places[0]!, 0),
        cut(),
        null,
        action(line),
        null,
        ...filler(2, 24),
        null,
        ...scene(places[1]!, 1),
      ];
      const m = await parsePdf(await layoutPdf(paged(body)));
      expect(kindOf(m, line), line).toBe("action");
      expect(headingsOf(m), line).toEqual(places.slice(0, 2));
    }
  });

  it("reads a point of view alone at the margin before action as a heading, not before a speech", async () => {
    const body: PPage = [
      ...scene(places[0]!, 0),
      action("MARISOL'S POV"),
      null,
      ...filler(2, 24),
      null,
      ...scene(places[1]!, 1),
      action("OTTO'S POV"),
      null,
      ...say("MARISOL", dialogue("There is nobody out on the jetty.")),
      ...scene(places[2]!, 2),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "MARISOL'S POV")).toBe("scene_heading");
    expect(kindOf(m, "OTTO'S POV")).toBe("action");
    expect(headingsOf(m)).toEqual([places[0], "MARISOL'S POV", places[1], places[2]]);
  });
});
