/**
 * A production-style PDF writer for the evaluation (pdf-lib with the standard, non-embedded Courier
 * faces): not our renderer's fonts, margins, indents or text runs. It reproduces what production
 * PDFs do to a parser: a running header standing left of the body, scene numbers in the margins,
 * "12 CONTINUED: (2) 12" page heads and "(CONTINUED)" feet, (MORE)/(CONT'D), dialogue set in an
 * italic face, headings without INT./EXT., FADE IN: at the action margin, A4 or US letter.
 * Written for this repo (so it is not a third-party tool); the sets say so.
 */
import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";

import { paginate } from "../src/layout/paginate.ts";
import { LETTER_COURIER, type LayoutSpec } from "../src/layout/specs.ts";
import type { Screenplay } from "../src/model.ts";
import { flattenElements } from "../src/render/pdf.ts";

export interface ProductionSet {
  name: string;
  description: string;
  paper: "letter" | "a4";
  /** Dialogue in Courier-Oblique. */
  italicDialogue: boolean;
  sceneNumbers: boolean;
  /** Number every scene (production drafts) rather than keeping the source's numbers. */
  runningHeader: string;
  /** Every word its own text item (as some writers emit). */
  splitWords: boolean;
}

export const PRODUCTION_SETS: ProductionSet[] = [
  {
    name: "production-letter",
    description:
      "production-style (repo writer), US letter, running header left of the body, scene numbers, CONTINUED",
    paper: "letter",
    italicDialogue: false,
    sceneNumbers: true,
    runningHeader: "SHOOTING SCRIPT  Pink Rev. 12/01/26",
    splitWords: true,
  },
  {
    name: "production-a4-italic",
    description:
      "production-style (repo writer), A4, dialogue in italics, no scene numbers, running header left of the body",
    paper: "a4",
    italicDialogue: true,
    sceneNumbers: false,
    runningHeader: "Blue Draft",
    splitWords: false,
  },
];

function layoutFor(set: ProductionSet): LayoutSpec {
  const a4 = set.paper === "a4";
  return {
    ...LETTER_COURIER,
    pageWidth: a4 ? 595.28 : 612,
    pageHeight: a4 ? 841.89 : 792,
    marginLeft: a4 ? 100 : 108,
    firstBaseline: 92,
    linesPerPage: a4 ? 58 : 52,
    pageNumberBaseline: 48,
    textWidth: a4 ? 58 : 61,
    speech: {
      character: { indent: 21, width: 38 },
      parenthetical: { indent: 15, width: 25 },
      dialogue: { indent: 10, width: 35 },
    },
  };
}

export async function productionPdf(model: Screenplay, set: ProductionSet): Promise<Uint8Array> {
  const spec = layoutFor(set);
  let n = 0;
  const elements = flattenElements(model).map((e) => {
    if (e.kind !== "scene_heading") return e;
    n++;
    if (!set.sceneNumbers) {
      const { sceneNumber: _drop, ...rest } = e;
      return rest;
    }
    return { ...e, sceneNumber: e.sceneNumber ?? String(n) };
  });
  const { pages } = paginate(elements, spec);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const oblique = await doc.embedFont(StandardFonts.CourierOblique);
  const bold = await doc.embedFont(StandardFonts.CourierBold);
  const size = spec.fontSize;
  const cw = font.widthOfTextAtSize("M", size);
  const y = (row: number) => spec.pageHeight - spec.firstBaseline - row * spec.lineHeight;
  const x = (col: number) => spec.marginLeft + col * cw;
  const draw = (page: ReturnType<typeof doc.addPage>, text: string, col: number, row: number, f: PDFFont) => {
    if (!set.splitWords) {
      page.drawText(text, { x: x(col), y: y(row), size, font: f });
      return;
    }
    let c = col;
    for (const word of text.split(" ")) {
      if (word) page.drawText(word, { x: x(c), y: y(row), size, font: f });
      c += word.length + 1;
    }
  };
  // The scene open at the top of each page (for "12 CONTINUED:" heads).
  let openScene: string | undefined;
  pages.forEach((p, i) => {
    const page = doc.addPage([spec.pageWidth, spec.pageHeight]);
    const top = spec.pageHeight - spec.pageNumberBaseline;
    // Running header: at 0.5" from the left edge, well left of the body margin.
    page.drawText(set.runningHeader, { x: 36, y: top, size, font });
    if (p.printed)
      page.drawText(`${p.printed}.`, { x: x(spec.textWidth - p.printed.length - 1), y: top, size, font });
    const first = p.lines[0];
    if (i > 0 && first && first.kind !== "scene_heading") {
      const num = set.sceneNumbers && openScene ? openScene : "";
      const label = `CONTINUED: (${i + 1})`;
      draw(page, label, 0, -2, font);
      if (num) {
        page.drawText(num, { x: x(-7), y: y(-2), size, font });
        page.drawText(num, { x: x(spec.textWidth + 2), y: y(-2), size, font });
      }
    }
    for (const line of p.lines) {
      const row = line.row ?? 0;
      const isSpeech = line.kind === "dialogue" || line.kind === "parenthetical" || line.kind === "lyrics";
      const f =
        line.kind === "scene_heading"
          ? bold
          : isSpeech && (set.italicDialogue || line.kind === "lyrics")
            ? oblique
            : font;
      // Opening transitions stand at the action margin, as Final Draft prints them.
      const col = line.kind === "transition" && /^FADE IN/i.test(line.text) ? 0 : (line.indent ?? 0);
      draw(page, line.text, col, row, f);
      if (line.sceneNumber) {
        openScene = line.sceneNumber;
        page.drawText(line.sceneNumber, { x: x(-7), y: y(row), size, font });
        page.drawText(line.sceneNumber, { x: x(spec.textWidth + 2), y: y(row), size, font });
      }
    }
    const next = pages[i + 1];
    if (next && next.lines[0]?.kind !== "scene_heading") {
      draw(page, "(CONTINUED)", spec.textWidth - 11, spec.linesPerPage + 1, font);
    }
  });
  return doc.save({ useObjectStreams: false });
}
