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
  it("reads italic outcries and italic lines holding two sentences as dialogue; a song stays lyrics", async () => {
    const body: PPage = [
      ...scene("INT. BOATHOUSE - NIGHT"),
      ...say("OTTO", dialogue("Let go of me!!!", "italic")),
      ...say("MARISOL", dialogue("You never listen. Not once,", "italic"), dialogue("not ever.", "italic")),
      ...say(
        "RADIO (V.O.)",
        dialogue("Oh, lantern of the harbour,", "italic"),
        dialogue("Bring my sailor home", "italic"),
      ),
      ...filler(2, 4),
      null,
      ...["EXT. JETTY", "INT. SHED", "EXT. QUARRY", "INT. LOFT"].flatMap((h, i) =>
        scene(`${h} - DAY`, i + 1),
      ),
    ];
    const m = await parsePdf(await layoutPdf(paged(body)));
    expect(kindOf(m, "Let go of me!!!")).toBe("dialogue");
    expect(kindOf(m, "You never listen. Not once, not ever.")).toBe("dialogue");
    expect(kindOf(m, "Oh, lantern of the harbour, Bring my sailor home")).toBe("lyrics");
  });
});
