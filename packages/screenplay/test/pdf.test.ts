import { describe, expect, it } from "vitest";

import { lineAccuracy } from "../src/eval/accuracy.ts";
import { parseFdx } from "../src/fdx/parse.ts";
import { parseFountain } from "../src/fountain/parse.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { flattenElements, renderScreenplayPdf } from "../src/render/pdf.ts";
import { FOREIGN_LAYOUT, foreignPdf } from "./foreign-pdf.ts";
import { fixture, LAYOUT_NAMES, normalize, printedElements, readCorpus, roundTrip } from "./helpers.ts";

describe.each(LAYOUT_NAMES)("parsePdf details (%s)", (layout) => {
  it("reads scene numbers printed in both margins", async () => {
    const { truth, parsed } = await roundTrip(readCorpus("numbered"), layout);
    expect(truth.scenes.map((s) => s.number)).toEqual(["1", "2", "2A", "3", "4", "5"]);
    expect(parsed.scenes.map((s) => s.number)).toEqual(truth.scenes.map((s) => s.number));
  });

  it("reads revision asterisks and numbers scenes automatically", async () => {
    const model = parseFountain(readCorpus("pilot"), { layout });
    const printed = flattenElements(model).filter(
      (e) => !["section", "synopsis", "note", "page_break"].includes(e.kind),
    );
    printed.forEach((e, i) => {
      if (i % 7 === 3) e.revised = true;
    });
    const pdf = await renderScreenplayPdf(model, layout, { sceneNumbers: "auto", boldHeadings: true });
    const parsed = await parsePdf(pdf);
    expect(parsed.scenes.map((s) => s.number)).toEqual(model.scenes.map((_, i) => String(i + 1)));
    const revised = (els: typeof printed) => els.map((e, i) => (e.revised ? i : -1)).filter((i) => i >= 0);
    const parsedPrinted = flattenElements(parsed);
    expect(parsedPrinted).toHaveLength(printed.length);
    expect(revised(parsedPrinted)).toEqual(revised(printed));
  });

  it("reads every title page field", async () => {
    const { truth, parsed } = await roundTrip(readCorpus("title-page"), layout);
    const tp = truth.titlePage!;
    const got = parsed.titlePage!;
    expect(got.title).toBe("THE CARTOGRAPHER'S DAUGHTER");
    expect(got.credit).toBe(tp.credit);
    expect(got.authors).toEqual(["Ada Quill", "Rowan Sterne"]);
    for (const key of ["source", "draftDate", "contact", "copyright", "notes", "revision"] as const) {
      expect(normalize(got[key]), key).toBe(normalize(tp[key]));
    }
  });

  it("joins a speech split by (MORE) / (CONT'D) into one speech", async () => {
    const { truth, parsed } = await roundTrip(readCorpus("feature"), layout);
    const more = parsed.pages.flatMap((p) => p.lines).filter((l) => l.kind === "more");
    const continued = parsed.pages.flatMap((p) => p.lines).filter((l) => l.continued);
    expect(more.length).toBeGreaterThan(0);
    expect(continued).toHaveLength(more.length);
    expect(parsed.characters.reduce((n, c) => n + c.speeches, 0)).toBe(
      truth.characters.reduce((n, c) => n + c.speeches, 0),
    );
  });
});

describe("parsePdf on other sources", () => {
  it("round-trips a Final Draft script, transitions and camera-direction shots included", async () => {
    const fdx = parseFdx(fixture("sample.fdx"));
    const parsed = await parsePdf(await renderScreenplayPdf(fdx, "a4-plex"));
    // A shot prints like an action line at the margin; one that names a camera direction in
    // capitals (CLOSE ON, INSERT, ANGLE ON) reads back as a shot.
    const asPrinted = printedElements(fdx);
    expect(fdx.scenes.some((s) => s.elements.some((e) => e.kind === "shot"))).toBe(true);
    expect(printedElements(parsed)).toEqual(asPrinted);
    expect(parsed.titlePage).toMatchObject({
      title: "THE KEEPER",
      authors: ["Iris Fenwick", "Tom Bell"],
      draftDate: "Draft 3, 2 June 2025",
    });
  });
});

describe("parsePdf on a foreign PDF", () => {
  it("adapts to other fonts, margins and indents, split text items, headers and CONTINUED markers", async () => {
    for (const name of ["dual", "pilot"]) {
      const truth = parseFountain(readCorpus(name), { layout: FOREIGN_LAYOUT });
      const pdf = await foreignPdf(truth, "CROSSTALK - Blue Rev. 14/03/25");
      const parsed = await parsePdf(pdf);
      const acc = lineAccuracy(truth, parsed);
      expect(
        acc.accuracy,
        `${name}: ${JSON.stringify(acc.confusions)} ${acc.examples.join("; ")}`,
      ).toBeGreaterThanOrEqual(0.98);
      expect(parsed.scenes.map((s) => s.heading)).toEqual(truth.scenes.map((s) => s.heading));
      expect(parsed.characters.map((c) => `${c.name}:${c.speeches}`).sort()).toEqual(
        truth.characters.map((c) => `${c.name}:${c.speeches}`).sort(),
      );
      expect(printedElements(parsed)).toEqual(printedElements(truth));
      expect(parsed.pages.map((p) => p.printed ?? null)).toEqual(truth.pages.map((p) => p.printed ?? null));
    }
  });
});
