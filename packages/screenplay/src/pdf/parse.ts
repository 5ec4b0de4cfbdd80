/**
 * parsePdf: screenplay structure from a PDF's text layer (pdf.js positions).
 *
 * Pipeline: extract items → group into lines and segments → measure the page (character width,
 * line height, body top, left margin, text width, speech columns) → drop headers, page numbers and
 * CONTINUED markers, pull scene numbers and revision asterisks out of the margins → classify
 * blocks → build elements (joining speeches across (MORE)/(CONT'D)) → the shared model.
 */
import { assemble } from "../assemble.ts";
import { ScreenplayParseError } from "../errors.ts";
import type { Screenplay, ScriptPage, TitlePage } from "../model.ts";
import { classifyPages } from "./classify-pages.ts";
import { buildElements } from "./elements.ts";
import { extractPdfText, type ExtractOptions } from "./extract.ts";
import { measureBodyTop, type Geometry } from "./geometry.ts";
import { reviewHeadings } from "./heading-context.ts";
import { learnGeometry } from "./learn-geometry.ts";
import { groupLines, measureCharWidth, measureLineHeight, type PageLines, type RawLine } from "./lines.ts";
import { measureDocumentMargin } from "./margin.ts";
import { prepareBody } from "./prepare.ts";
import { runningLines } from "./running-lines.ts";
import { looksLikeTitlePage, parseTitlePageLines } from "./title-page.ts";

export interface PdfParseOptions extends ExtractOptions {
  /** Receives the measured page geometry (for debugging and tests). */
  onGeometry?: (geometry: Geometry) => void;
}

/** The text layer in lines, and the measures read straight off it. */
interface TextLines {
  allPages: PageLines[];
  charWidth: number;
  fontSize: number;
  lineHeight: number;
  /** The document's action margin (x). */
  margin: number;
}

/** Extracts the text items and groups them into lines; a PDF without text fails as `no_text`. */
async function readTextLines(bytes: Uint8Array, options: PdfParseOptions): Promise<TextLines> {
  const raw = await extractPdfText(bytes, options);
  if (raw.every((p) => p.items.length === 0)) {
    throw new ScreenplayParseError("no_text", "The PDF has no text layer (scanned pages need OCR first).");
  }
  const charWidth = measureCharWidth(raw);
  const allPages = groupLines(raw, charWidth);
  const fontSize = raw.flatMap((p) => p.items.map((i) => i.fontSize)).sort((a, b) => a - b)[0] ?? 12;
  const lineHeight = measureLineHeight(allPages, fontSize);
  const margin = measureDocumentMargin(allPages, charWidth);
  return { allPages, charWidth, fontSize, lineHeight, margin };
}

/**
 * The script's pages (a title page set aside), their running heads and feet, and where the body
 * starts on the page (measured without them).
 */
function findBody(text: TextLines): { pages: PageLines[]; running: Set<RawLine>; bodyTop: number } {
  const { allPages, charWidth, lineHeight, margin } = text;
  let pages = allPages;
  const roughCenter = margin + 30 * charWidth;
  const centers = [roughCenter, (allPages[0]?.width ?? 0) / 2];
  if (allPages.length > 1 && centers.some((c) => looksLikeTitlePage(allPages[0], c, charWidth)))
    pages = allPages.slice(1);
  const running = runningLines(pages, lineHeight);
  const bodyTop = measureBodyTop(
    pages.map((p) => ({ ...p, lines: p.lines.filter((l) => !running.has(l)) })),
    lineHeight,
  );
  return { pages, running, bodyTop };
}

/** The title page, centred on the page or on the text area, whichever more of its lines fit. */
function readTitlePage(title: PageLines, text: TextLines, textRight: number): TitlePage {
  const { charWidth, margin } = text;
  const textCenter = margin + (textRight * charWidth) / 2;
  const fits = (c: number) =>
    title.lines.filter(
      (l) =>
        l.segments.length === 1 && Math.abs((l.segments[0]!.x + l.segments[0]!.end) / 2 - c) < charWidth * 3,
    ).length;
  const center = fits(title.width / 2) > fits(textCenter) ? title.width / 2 : textCenter;
  return parseTitlePageLines(title, center, charWidth, text.lineHeight);
}

/**
 * Page capacity in lines (the unit of eighths): the deepest row used, or, for short scripts whose
 * pages never fill up, the rows that fit when the bottom margin mirrors the top one.
 */
function measureLinesPerPage(
  outPages: ScriptPage[],
  first: PageLines | undefined,
  text: TextLines,
  bodyTop: number,
): number {
  const maxRow = outPages.reduce((m, p) => Math.max(m, ...p.lines.map((l) => l.row ?? 0)), 0);
  const topMargin = bodyTop - text.fontSize * 0.75;
  const estimate = first ? Math.floor((first.height - 2 * topMargin) / text.lineHeight) + 1 : 55;
  return Math.max(maxRow + 1, estimate);
}

export async function parsePdf(bytes: Uint8Array, options: PdfParseOptions = {}): Promise<Screenplay> {
  const text = await readTextLines(bytes, options);
  const { pages, running, bodyTop } = findBody(text);
  const frame = {
    charWidth: text.charWidth,
    lineHeight: text.lineHeight,
    margin: text.margin,
    bodyTop,
    running,
  };
  const { prepared, pageNumberEnds } = prepareBody(pages, frame);
  const { g, col } = learnGeometry(prepared, pages[0]?.width, frame, pageNumberEnds);
  options.onGeometry?.(g);

  const titlePage = pages !== text.allPages ? readTitlePage(text.allPages[0]!, text, g.textRight) : null;
  const classified = classifyPages(prepared, g, col);
  reviewHeadings(
    classified.flatMap((p) => p.blocks),
    g,
  );
  const { elements, positions, pages: outPages } = buildElements(classified);
  const first = pages[0];
  const linesPerPage = measureLinesPerPage(outPages, first, text, bodyTop);
  if (elements.length === 0)
    throw new ScreenplayParseError("empty", "No screenplay text was found in the PDF.");
  return assemble({
    source: "pdf",
    titlePage,
    elements,
    positions,
    pages: outPages,
    layout: { name: "measured", linesPerPage, pageWidth: first?.width, pageHeight: first?.height },
    warnings: [],
  });
}
