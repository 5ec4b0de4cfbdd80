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
