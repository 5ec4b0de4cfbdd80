/**
 * Minimal PDFs laid out line by line for the real-world failure-mode tests: standard Courier
 * 12 pt (7.2 pt per character, 12 pt per line), any page size and margin, each line at a column
 * from the margin in a chosen face, plus optional running heads and feet and free-standing text.
 */
import { degrees, PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

import type { Screenplay } from "../src/model.ts";
import { flattenElements } from "../src/render/pdf.ts";

/** "slanted": regular Courier sheared by the text matrix, the synthetic italic some tools print. */
export type Face = "regular" | "italic" | "bold" | "slanted";

export interface PLine {
  text: string;
  /** Column from the body margin (may be negative: in the left margin). */
  col?: number;
  face?: Face;
  /** Extra text items on the same baseline, at their own columns (scene numbers, dual columns). */
  more?: { text: string; col: number; face?: Face }[];
}

/** A page: lines from the first body row down; null is a blank row. */
export type PPage = (PLine | string | null)[];

export interface LayoutPdfOptions {
  width?: number;
  height?: number;
  margin?: number;
  /** Moves every line of a page this far right (pt), as a page printed with other margins. */
  pageShift?: (page: number) => number;
  /** Baseline of body row 0 from the top edge. */
  top?: number;
  /** Printed on every page at (x, 40 pt from the top); "#" becomes the page number. */
  header?: { text: string; x: number };
  /** Printed on every page at (x, 40 pt from the bottom). */
  footer?: { text: string; x: number };
  /** Distance between text rows (default 12 pt), and of a blank row (default the same). */
  pitch?: number | ((page: number) => number);
  blankPitch?: number;
  /** A title page first: lines centred on the page at the given rows, and bottom-left lines. */
  titlePage?: { centered: { text: string; row: number }[]; bottomLeft?: string[] };
}

export const CHAR = 7.2;

export const action = (text: string): PLine => ({ text });
export const cue = (text: string, col = 22): PLine => ({ text, col });
export const dialogue = (text: string, face: Face = "regular", col = 10): PLine => ({ text, col, face });
export const paren = (text: string, col = 16): PLine => ({ text, col });

/** Long filler action so every page has the full-width lines that the margin is measured from. */
export function filler(n: number, seed = 0): PLine[] {
  const words = [
    "The",
    "corridor",
    "hums",
    "with",
    "tired",
    "light",
    "while",
    "somebody",
    "waits",
    "by",
    "lifts",
    "and",
    "counts",
    "doors",
  ];
  return Array.from({ length: n }, (_, i) => {
    let t = "";
    let k = i * 7 + seed;
    while (t.length < 52) t += `${words[k++ % words.length]} `;
    return action(t.trim() + ".");
  });
}

export async function layoutPdf(pages: PPage[], options: LayoutPdfOptions = {}): Promise<Uint8Array> {
  const width = options.width ?? 612;
  const height = options.height ?? 792;
  const margin = options.margin ?? 108;
  const top = options.top ?? 84;
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Courier);
  const faces: Record<Face, PDFFont> = {
    regular,
    slanted: regular,
    italic: await doc.embedFont(StandardFonts.CourierOblique),
    bold: await doc.embedFont(StandardFonts.CourierBold),
  };
  const text = (page: PDFPage, t: string, x: number, y: number, face: Face = "regular") =>
    page.drawText(t, {
      x,
      y,
      size: 12,
      font: faces[face],
      // pdf-lib's ySkew sets the text matrix's c: a shear along x (tan 11.3° = 0.2).
      ...(face === "slanted" ? { ySkew: degrees(11.3) } : {}),
    });
  if (options.titlePage) {
    const page = doc.addPage([width, height]);
    for (const l of options.titlePage.centered)
      text(page, l.text, width / 2 - (l.text.length * CHAR) / 2, height - top - l.row * 12);
    (options.titlePage.bottomLeft ?? []).forEach((t, i, all) =>
      text(page, t, margin, 72 + (all.length - i) * 12),
    );
  }
  pages.forEach((lines, p) => {
    const page = doc.addPage([width, height]);
    if (options.header)
      text(page, options.header.text.replace("#", String(p + 1)), options.header.x, height - 40);
    if (options.footer) text(page, options.footer.text, options.footer.x, 40);
    const pitch = typeof options.pitch === "function" ? options.pitch(p) : (options.pitch ?? 12);
    let offset = -pitch;
    lines.forEach((raw) => {
      offset += raw === null ? (options.blankPitch ?? pitch) : pitch;
      if (raw === null) return;
      const l = typeof raw === "string" ? action(raw) : raw;
      const y = height - top - offset;
      const left = margin + (options.pageShift?.(p) ?? 0);
      text(page, l.text, left + (l.col ?? 0) * CHAR, y, l.face);
      for (const m of l.more ?? []) text(page, m.text, left + m.col * CHAR, y, m.face);
    });
  });
  return doc.save();
}

/** A parse's elements as "kind[/dual side]: text", for checking what each printed line became. */
export const elementRows = (m: Screenplay): string[] =>
  flattenElements(m).map((e) => `${e.kind}${e.dual ? `/${e.dual}` : ""}: ${e.text}`);
