import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { parseFountain } from "../src/fountain/parse.ts";
import { extractPdfText } from "../src/pdf/extract.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { renderScreenplayPdf } from "../src/render/pdf.ts";
import { readCorpus } from "./helpers.ts";

async function baseFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, obj]) =>
      obj instanceof PDFDict && obj.get(PDFName.of("Type")) === PDFName.of("Font")
        ? obj.get(PDFName.of("BaseFont"))
        : undefined,
    )
    .filter((n) => n !== undefined)
    .map((n) => String(n));
}

describe("renderScreenplayPdf", () => {
  it("renders US letter with Courier Prime and A4 with IBM Plex Mono", async () => {
    const src = readCorpus("short");
    const letter = await PDFDocument.load(await renderScreenplayPdf(src, "letter-courier"));
    const a4 = await PDFDocument.load(await renderScreenplayPdf(src, "a4-plex"));
    expect(letter.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(a4.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(letter.getPageCount()).toBe(parseFountain(src).pages.length + 1); // + title page
    expect(await baseFonts(await renderScreenplayPdf(src, "letter-courier"))).toContain(
      "/TWLAAA+CourierPrime-Regular",
    );
    expect(await baseFonts(await renderScreenplayPdf(src, "a4-plex"))).toContain(
      "/TWLAAA+IBMPlexMono-Regular",
    );
  });

  it("puts the industry margins and indents where they belong", async () => {
    const pages = await extractPdfText(
      await renderScreenplayPdf("INT. ROOM - DAY\n\nAction.\n\nBOB\n(aside)\nHello.\n\nCUT TO:\n"),
    );
    const at = (str: string) => pages[0]!.items.find((i) => i.str === str)!;
    expect(at("INT. ROOM - DAY").x).toBe(108); // 1.5"
    expect(at("BOB").x).toBeCloseTo(108 + 22 * 7.2, 1); // cue at 3.7"
    expect(at("(aside)").x).toBeCloseTo(108 + 16 * 7.2, 1); // parenthetical at 3.1"
    expect(at("Hello.").x).toBeCloseTo(108 + 10 * 7.2, 1); // dialogue at 2.5"
    const cut = at("CUT TO:");
    expect(cut.x + cut.width).toBeCloseTo(540, 0); // transitions end at 7.5"
    expect(792 - at("INT. ROOM - DAY").y).toBe(81); // first line one inch down
  });

  it("numbers pages from page 2 and carries split speeches over with (MORE) and (CONT'D)", async () => {
    const speech = Array.from({ length: 45 }, (_, i) => `Sentence ${i + 1} keeps the speech going on.`).join(
      " ",
    );
    const src = `INT. ROOM - DAY\n\n${"Beat.\n\n".repeat(20)}BOB\n${speech}\n`;
    const pages = await extractPdfText(await renderScreenplayPdf(src));
    const texts = pages.map((p) => p.items.map((i) => i.str));
    expect(pages).toHaveLength(2);
    expect(texts[0]).not.toContain("1.");
    expect(texts[0]).toContain("(MORE)");
    expect(texts[1]).toContain("2.");
    expect(texts[1]).toContain("BOB (CONT'D)");
    const num = pages[1]!.items.find((i) => i.str === "2.")!;
    expect(792 - num.y).toBe(45); // half an inch from the top
    expect(num.x + num.width).toBeCloseTo(540, 0);
  });

  it("prints scene numbers on both sides only when asked", async () => {
    const src = "INT. ROOM - DAY\n\nA.\n\nEXT. YARD - DAY #7B#\n\nB.\n";
    const given = (await extractPdfText(await renderScreenplayPdf(src))).flatMap((p) =>
      p.items.map((i) => i.str),
    );
    expect(given.filter((s) => s === "7B")).toHaveLength(2);
    expect(given).not.toContain("1");
    const auto = (
      await extractPdfText(await renderScreenplayPdf(src, "letter-courier", { sceneNumbers: "auto" }))
    ).flatMap((p) => p.items.map((i) => i.str));
    expect(auto.filter((s) => s === "1")).toHaveLength(2);
    const none = (
      await extractPdfText(await renderScreenplayPdf(src, "letter-courier", { sceneNumbers: "none" }))
    ).flatMap((p) => p.items.map((i) => i.str));
    expect(none).not.toContain("7B");
  });

  it("sets emphasis in bold and italic faces and replaces characters the font lacks", async () => {
    const pages = await extractPdfText(await renderScreenplayPdf("Plain *italic* **bold** 漢.\n"));
    const items = pages[0]!.items;
    expect(items.find((i) => i.str === "italic")?.italic).toBe(true);
    expect(items.find((i) => i.str === "bold")?.bold).toBe(true);
    expect(items.map((i) => i.str).join(" ")).toContain("?.");
  });

  it("prints Central European letters from the extended faces, and reads them back", async () => {
    const src = "WNĘTRZE. ŁÓDŹ - DZIEŃ\n\nŻaneta *śpi*.\n\nOLGA\nCześć.\n";
    for (const layout of ["letter-courier", "a4-plex"] as const) {
      const bytes = await renderScreenplayPdf(src, layout);
      const parsed = await parsePdf(bytes);
      expect(parsed.scenes[0]?.heading).toBe("WNĘTRZE. ŁÓDŹ - DZIEŃ");
      expect(parsed.scenes[0]?.elements.map((e) => e.text)).toEqual([
        "WNĘTRZE. ŁÓDŹ - DZIEŃ",
        "Żaneta śpi.",
        "OLGA",
        "Cześć.",
      ]);
      expect((await baseFonts(bytes)).join()).toMatch(/\/TWLEAA\+\w+-Regular/);
    }
    // A script without such letters embeds the main faces only.
    expect((await baseFonts(await renderScreenplayPdf("INT. ROOM - DAY\n\nHi.\n"))).join()).not.toContain(
      "/TWLE",
    );
  });

  it("is deterministic and accepts a parsed model", async () => {
    const src = readCorpus("dual");
    const a = await renderScreenplayPdf(src, "a4-plex");
    const b = await renderScreenplayPdf(parseFountain(src), "a4-plex");
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("renders the 120-page feature", async () => {
    const pdf = await PDFDocument.load(await renderScreenplayPdf(readCorpus("feature")));
    expect(pdf.getPageCount()).toBe(120);
    expect(pdf.getTitle()).toBe("SALT AND IRON");
  });
});
