/** Fountain and FDX writers: a model written out and parsed back gives the same elements (repo corpus). */
import { describe, expect, it } from "vitest";

import { parseFdx, parseFountain, writeFdx, writeFountain } from "../src/index.ts";
import type { Screenplay, ScriptElement } from "../src/model.ts";
import { flattenElements } from "../src/render/pdf.ts";
import { CORPUS, readCorpus } from "./helpers.ts";

interface Opts {
  /** FDX has no note or page-break paragraph. */
  dropSilent?: boolean;
}

function comparable(model: Screenplay, opts: Opts = {}) {
  return flattenElements(model)
    .filter((e) => !opts.dropSilent || (e.kind !== "note" && e.kind !== "page_break"))
    .map((e: ScriptElement) => ({
      kind: e.kind,
      text: e.text,
      character: e.character,
      extensions: e.extensions,
      dual: e.dual,
      sceneNumber: e.sceneNumber,
      depth: e.depth,
      styles: e.styles,
    }));
}

describe.each(CORPUS)("writers on corpus %s", (name) => {
  const original = parseFountain(readCorpus(name));

  it("Fountain written from the model parses back to the same elements and title page", () => {
    const back = parseFountain(writeFountain(original));
    expect(comparable(back)).toEqual(comparable(original));
    expect(back.titlePage).toEqual(original.titlePage);
    expect(back.scenes.length).toBe(original.scenes.length);
    expect(back.characters.map((c) => c.name)).toEqual(original.characters.map((c) => c.name));
  });

  it("FDX written from the model parses back to the same elements", () => {
    const back = parseFdx(writeFdx(original));
    expect(comparable(back, { dropSilent: true })).toEqual(comparable(original, { dropSilent: true }));
    expect(back.titlePage?.title).toEqual(original.titlePage?.title);
    // FDX title pages are aligned paragraphs with no field names: a credit line that does not read as
    // one ("Written by", "Story by" ...) shifts the authors into the source. The lines survive in order.
    const byline = (tp: Screenplay["titlePage"]) =>
      [tp?.credit, ...(tp?.authors ?? []), tp?.source].filter(Boolean).join("\n");
    expect(byline(back.titlePage)).toEqual(byline(original.titlePage));
    expect(back.titlePage?.draftDate).toEqual(original.titlePage?.draftDate);
    expect(back.scenes.map((s) => s.heading)).toEqual(original.scenes.map((s) => s.heading));
  });

  it("FDX -> Fountain -> FDX keeps the elements", () => {
    const fromFdx = parseFdx(writeFdx(original));
    const again = parseFdx(writeFdx(parseFountain(writeFountain(fromFdx))));
    expect(comparable(again)).toEqual(comparable(fromFdx));
  });
});

describe("writer edge cases", () => {
  const src = [
    "Title: *Edge* Cases",
    "Author: A. Writer",
    "",
    "!INT. NOT A HEADING",
    "",
    ".THE CELLAR #4A#",
    "",
    "@McCLANE (V.O.)",
    "Yippee *ki* yay \\* star.",
    "",
    "> Left aligned transition",
    "",
    "> THE END <",
    "",
    "Action with **bold** and _under_.",
  ].join("\n");

  it("keeps forced elements, escapes and emphasis", () => {
    const model = parseFountain(src);
    const back = parseFountain(writeFountain(model));
    expect(comparable(back)).toEqual(comparable(model));
    const fdx = parseFdx(writeFdx(model));
    expect(comparable(fdx)).toEqual(comparable(model));
  });

  it("escapes XML special characters", () => {
    const model = parseFountain('INT. A & B <HOUSE> - "DAY"\n\nHe says <hi> & leaves.');
    const xml = writeFdx(model);
    expect(xml).toContain("A &amp; B &lt;HOUSE&gt;");
    expect(parseFdx(xml).scenes[0]!.heading).toBe('INT. A & B <HOUSE> - "DAY"');
  });
});
