/**
 * A "foreign" PDF writer for robustness tests: not our renderer's fonts, margins or text runs.
 * Standard (non-embedded) Courier (Courier-Oblique for lyrics), a 1.25" margin and other indents, every word drawn as its own
 * text item, a running header beside the page number, and (CONTINUED) / CONTINUED: markers.
 */
import { PDFDocument, StandardFonts } from "pdf-lib";

import { paginate } from "../src/layout/paginate.ts";
import { LETTER_COURIER, type LayoutSpec } from "../src/layout/specs.ts";
import type { Screenplay } from "../src/model.ts";
import { flattenElements } from "../src/render/pdf.ts";

export const FOREIGN_LAYOUT: LayoutSpec = {
  ...LETTER_COURIER,
  marginLeft: 90,
  firstBaseline: 86,
  linesPerPage: 54,
  pageNumberBaseline: 40,
  textWidth: 62,
  speech: {
    character: { indent: 20, width: 38 },
    parenthetical: { indent: 15, width: 26 },
    dialogue: { indent: 9, width: 36 },
  },
  dualLeft: {
    character: { indent: 7, width: 22 },
    parenthetical: { indent: 4, width: 24 },
    dialogue: { indent: 1, width: 28 },
  },
  dualRight: {
    character: { indent: 40, width: 22 },
    parenthetical: { indent: 37, width: 24 },
    dialogue: { indent: 34, width: 28 },
  },
};

export async function foreignPdf(model: Screenplay, header: string): Promise<Uint8Array> {
  const spec = FOREIGN_LAYOUT;
  const { pages } = paginate(flattenElements(model), spec);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const oblique = await doc.embedFont(StandardFonts.CourierOblique);
  const size = spec.fontSize;
  const cw = font.widthOfTextAtSize("M", size);
  const y = (row: number) => spec.pageHeight - spec.firstBaseline - row * spec.lineHeight;
  const x = (col: number) => spec.marginLeft + col * cw;
  pages.forEach((p, i) => {
    const page = doc.addPage([spec.pageWidth, spec.pageHeight]);
    const top = spec.pageHeight - spec.pageNumberBaseline;
    page.drawText(header, { x: x(0), y: top, size, font });
    if (p.printed)
      page.drawText(`${p.printed}.`, { x: x(spec.textWidth - p.printed.length - 1), y: top, size, font });
    const continues = i + 1 < pages.length && pages[i + 1]!.lines[0]?.kind !== "scene_heading";
    if (i > 0 && p.lines[0]?.kind !== "scene_heading")
      page.drawText("CONTINUED:", { x: x(0), y: y(-1.5), size, font });
    if (continues)
      page.drawText("(CONTINUED)", { x: x(spec.textWidth - 11), y: y(spec.linesPerPage + 1), size, font });
    for (const line of p.lines) {
      let col = line.indent ?? 0;
      for (const word of line.text.split(" ")) {
        page.drawText(word, {
          x: x(col),
          y: y(line.row ?? 0),
          size,
          font: line.kind === "lyrics" ? oblique : font,
        });
        col += word.length + 1;
      }
    }
  });
  return doc.save();
}
