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
import type { Screenplay, TitlePage } from "../model.ts";
import { endsWithTimeOfDay, isSceneHeadingText, isUpperCaseLine } from "../text.ts";
import {
  bareHeadingCandidate,
  classifyBlock,
  joinCueAcrossBlank,
  splitDualBlock,
  type BodyLine,
  type ClassifyState,
} from "./classify.ts";
import { buildElements, type ClassifiedPage } from "./elements.ts";
import { extractPdfText, type ExtractOptions } from "./extract.ts";
import {
  CONTINUED_LINE,
  EDGE_ZONE,
  measureBodyTop,
  measureColumns,
  PAGE_NUMBER,
  SCENE_NUMBER,
  type Geometry,
} from "./geometry.ts";
import { reviewHeadings } from "./heading-context.ts";
import {
  groupLines,
  measureCharWidth,
  measureLineHeight,
  type PageLines,
  type RawLine,
  type Segment,
} from "./lines.ts";
import { leftNumber, measureDocumentMargin, splitMarks, takeMarksAtColumn } from "./margin.ts";
import { runningLines } from "./running-lines.ts";
import { looksLikeTitlePage, parseTitlePageLines } from "./title-page.ts";

export interface PdfParseOptions extends ExtractOptions {
  /** Receives the measured page geometry (for debugging and tests). */
  onGeometry?: (geometry: Geometry) => void;
}

const lineText = (l: RawLine) => l.segments.map((s) => s.text).join(" ");

interface PreparedLine {
  row: number;
  top: number;
  leftNumber?: string;
  /** Text segments (left scene number removed). */
  segs: Segment[];
  /** Trailing segments that may be right-margin marks (scene number, revision asterisk). */
  marks: Segment[];
}

interface Prepared {
  page: PageLines;
  printed?: string;
  lines: PreparedLine[];
}

type DocumentStyles = Pick<
  Geometry,
  | "italicLyrics"
  | "italicEmphasis"
  | "numberedHeadings"
  | "boldHeadings"
  | "headingsAllNumbered"
  | "headingsAllBold"
  | "dialogueChars"
  | "bareHeadings"
  | "transitionRight"
  | "timeSlugs"
  | "repeated"
>;

/**
 * Document styles learned from the body: whether italic speech lines are lyrics (not when most
 * dialogue is italic), and how INT./EXT. headings look (numbered, bold), so that headings without
 * INT./EXT. can be recognised by the same look.
 */
function measureStyles(
  prepared: Prepared[],
  g: Geometry,
  col: (x: number, page?: number) => number,
): DocumentStyles {
  let speech = 0;
  const speechLengths: number[] = [];
  let italic = 0;
  let headings = 0;
  let numbered = 0;
  let bold = 0;
  const bare: string[] = [];
  let timeSlugs = 0;
  const transitionEnds: number[] = [];
  const pagesOf = new Map<string, Set<number>>();
  prepared.forEach((p, pi) => {
    p.lines.forEach((l, li) => {
      const first = l.segs[0]!;
      const c = col(first.x, pi);
      const text = l.segs.map((s) => s.text).join(" ");
      if (Math.abs(c - g.dialogueCol) <= 1.5 && !text.startsWith("(")) {
        speech++;
        speechLengths.push(text.length);
        if (l.segs.every((s) => s.italic)) italic++;
      }
      if (Math.abs(c) <= 0.6 && isSceneHeadingText(text)) {
        headings++;
        if (l.leftNumber || l.marks.some((m) => SCENE_NUMBER.test(m.text))) numbered++;
        if (l.segs.every((s) => s.bold)) bold++;
      }
      if (c > g.textRight * 0.5 && isUpperCaseLine(text) && /TO:$/.test(text))
        transitionEnds.push(col(l.segs[l.segs.length - 1]!.end, pi));
      if (Math.abs(c) <= 0.6 && isUpperCaseLine(text)) {
        // A running head typed into the text stands at the top or the foot of the page body.
        if (li <= 1 || li >= p.lines.length - 2)
          pagesOf.set(text, (pagesOf.get(text) ?? new Set<number>()).add(pi));
        const alone =
          (p.lines[li - 1]?.row ?? -9) < l.row - 1 && (p.lines[li + 1]?.row ?? Infinity) > l.row + 1;
        if (alone && !isSceneHeadingText(text) && !l.leftNumber && bareHeadingCandidate(text))
          bare.push(text);
        if (alone && !isSceneHeadingText(text) && !l.leftNumber && endsWithTimeOfDay(text)) timeSlugs++;
      }
    });
  });
  const repeated = new Set([...pagesOf].filter(([, pages]) => pages.size >= 3).map(([t]) => t));
  // Lines in capitals alone at the margin count as headings when they are the document's usual
  // heading form: at least as many as its INT./EXT. headings (running heads typed in excluded).
  const bareCount = bare.filter((t) => !repeated.has(t)).length;
  // Uniform: at least six headings, and at most one in twenty (or a single one) without the look.
  const uniform = (n: number) => headings >= 6 && headings - n <= Math.max(1, Math.floor(headings / 20));
  const out: DocumentStyles = {
    italicLyrics: speech === 0 || italic / speech < 0.4,
    // More than a handful of whole italic speech lines: italics are this document's emphasis.
    italicEmphasis: italic > 8,
    numberedHeadings: headings >= 2 && numbered / headings >= 0.8,
    headingsAllNumbered: uniform(numbered),
    headingsAllBold: uniform(bold),
    bareHeadings: bareCount > 0 && bareCount >= headings,
    // "PLACE - NIGHT" without INT./EXT. is a heading where the document writes headings so (one in
    // ten at least); once or twice among many INT./EXT. headings it is a capitals line of action.
    timeSlugs: timeSlugs * 10 >= headings,
    transitionRight: transitionEnds.sort((a, b) => a - b)[Math.floor(transitionEnds.length / 2)],
    repeated,
  };
  // The dialogue column's width, from its longest lines (the 95th percentile, so one overlong line
  // does not count): a speech line that wraps comes close to it.
  if (speechLengths.length >= 8) {
    speechLengths.sort((a, b) => a - b);
    out.dialogueChars = speechLengths[Math.floor((speechLengths.length - 1) * 0.95)];
  }
  if (headings >= 2 && bold / headings >= 0.8) out.boldHeadings = true;
  else if (headings >= 2 && bold / headings <= 0.2) out.boldHeadings = false;
  return out;
}

/**
 * The action margin of one page, where it differs from the document's: a page pasted in from
 * another draft or printed with other margins sets all its text a few columns over. Read from the
 * page's long one-piece lines (45 characters or more), when at least three of them start together
 * left of every other long line, none starts at the document's margin, and the shift is a few
 * columns at most (further in is a speech column: a page of long speech lines).
 */
function pageMargin(lines: PreparedLine[], margin: number, charWidth: number): number {
  const starts = lines
    .filter((l) => l.segs.length === 1 && l.segs[0]!.text.length >= 45)
    .map((l) => l.segs[0]!.x)
    .sort((a, b) => a - b);
  if (starts.length < 3 || starts.some((x) => Math.abs(x - margin) < charWidth * 0.6)) return margin;
  const first = starts[0]!;
  const cluster = starts.filter((x) => x - first < charWidth * 0.5);
  if (cluster.length < 3) return margin;
  const m = cluster[Math.floor(cluster.length / 2)]!;
  // A few columns at most: further in is a speech column (a page of long speech lines), not a margin.
  const shift = Math.abs(m - margin) / charWidth;
  return shift >= 0.6 && shift <= 4 ? m : margin;
}

export async function parsePdf(bytes: Uint8Array, options: PdfParseOptions = {}): Promise<Screenplay> {
  const raw = await extractPdfText(bytes, options);
  if (raw.every((p) => p.items.length === 0)) {
    throw new ScreenplayParseError("no_text", "The PDF has no text layer (scanned pages need OCR first).");
  }
  const charWidth = measureCharWidth(raw);
  const allPages = groupLines(raw, charWidth);
  const fontSize = raw.flatMap((p) => p.items.map((i) => i.fontSize)).sort((a, b) => a - b)[0] ?? 12;
  const lineHeight = measureLineHeight(allPages, fontSize);

  const margin = measureDocumentMargin(allPages, charWidth);

  let titlePage: TitlePage | null = null;
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

  // Drop headers/footers; rows from the body top.
  const pageNumberEnds: number[] = [];
  const prepared: Prepared[] = pages.map((page) => {
    const out: Prepared = { page, lines: [] };
    page.lines.forEach((l, i) => {
      const text = lineText(l);
      if (l.top < bodyTop - lineHeight * 0.5 || running.has(l)) {
        // Header: a page number may share the line with a running head.
        const num = [...l.segments].reverse().find((s) => PAGE_NUMBER.test(s.text));
        if (num) {
          out.printed = num.text.replace(/^page\s+/i, "").replace(/\.$/, "");
          pageNumberEnds.push((num.end - margin) / charWidth);
        } else if (l.top < bodyTop) {
          const tail = /\s(\d{1,4}[A-Z]?)\.$/.exec(text);
          if (tail) out.printed ??= tail[1];
        }
        return;
      }
      if (CONTINUED_LINE.test(text)) return;
      const prev = page.lines[i - 1];
      // A foot in the bottom edge zone, apart from the body (a one-page script has no repeats).
      if (
        i === page.lines.length - 1 &&
        l.top > page.height - EDGE_ZONE &&
        prev &&
        l.top - prev.top > lineHeight * 1.5
      ) {
        if (PAGE_NUMBER.test(text)) out.printed ??= text.replace(/\.$/, "");
        return;
      }
      if (
        i === page.lines.length - 1 &&
        PAGE_NUMBER.test(text) &&
        prev &&
        l.top - prev.top > lineHeight * 2.5
      ) {
        out.printed ??= text.replace(/\.$/, "");
        return;
      }
      const left = leftNumber(l, charWidth);
      const { segs, marks } = splitMarks(left !== undefined ? l.segments.slice(1) : l.segments, charWidth);
      // A heading long enough to reach the right margin runs into its right-hand scene number:
      // the same number as on the left, a space after the text.
      const last = segs[segs.length - 1];
      if (left !== undefined && marks.length === 0 && last?.text.endsWith(` ${left}`)) {
        const text = last.text.slice(0, -left.length - 1);
        segs[segs.length - 1] = { ...last, text, end: last.x + text.length * charWidth };
        marks.push({ ...last, text: left, x: last.end - left.length * charWidth });
      }
      // Rows count from the previous body line, so a pitch a little off the measured line height
      // (blank lines of another height) does not drift into false blank rows down the page.
      const before = out.lines[out.lines.length - 1];
      const row = before
        ? before.row + Math.round((l.top - before.top) / lineHeight)
        : Math.round((l.top - bodyTop) / lineHeight);
      out.lines.push({ row, top: l.top, leftNumber: left, segs, marks });
    });
    return out;
  });

  takeMarksAtColumn(
    prepared.flatMap((p) => p.lines),
    charWidth,
  );
  const pageMargins = prepared.map((p) => pageMargin(p.lines, margin, charWidth));
  const col = (x: number, page?: number) =>
    (x - (page === undefined ? margin : (pageMargins[page] ?? margin))) / charWidth;
  const colLines = prepared.flatMap((p, pi) =>
    p.lines.map((l) => {
      const segs = l.segs;
      return {
        page: pi,
        row: l.row,
        col: col(segs[0]!.x, pi),
        end: col(segs[segs.length - 1]!.end, pi),
        text: segs.map((s) => s.text).join(" "),
        segments: segs.length,
      };
    }),
  );
  const fromPage = ((pages[0]?.width ?? 612) - margin - 72) / charWidth;
  const markStarts = prepared.flatMap((p, pi) => p.lines.flatMap((l) => l.marks.map((m) => col(m.x, pi))));
  const g: Geometry = {
    charWidth,
    lineHeight,
    margin,
    bodyTop,
    ...measureColumns(colLines, { pageNumberEnds, fromPage, markStarts }),
  };
  g.pageCenter = col((pages[0]?.width ?? 612) / 2);
  Object.assign(g, measureStyles(prepared, g, col));
  options.onGeometry?.(g);

  if (pages !== allPages) {
    const title = allPages[0]!;
    const textCenter = margin + (g.textRight * charWidth) / 2;
    const fits = (c: number) =>
      title.lines.filter(
        (l) =>
          l.segments.length === 1 &&
          Math.abs((l.segments[0]!.x + l.segments[0]!.end) / 2 - c) < charWidth * 3,
      ).length;
    const center = fits(title.width / 2) > fits(textCenter) ? title.width / 2 : textCenter;
    titlePage = parseTitlePageLines(title, center, charWidth, lineHeight);
  }

  const state: ClassifyState = { pendingMore: false };
  const classified: ClassifiedPage[] = prepared.map((p, pi) => {
    const body: BodyLine[] = p.lines.map((l) => {
      const toSeg = (s: Segment) => ({
        text: s.text,
        col: col(s.x, pi),
        end: col(s.end, pi),
        italic: s.italic,
        bold: s.bold,
      });
      const line: BodyLine = { page: pi + 1, row: l.row, segs: l.segs.map(toSeg) };
      // Right margin marks must stand beyond the text area; otherwise they are text after all.
      for (const m of l.marks.map(toSeg)) {
        // A lone asterisk standing apart at the right is a revision mark wherever the edge was measured.
        if (m.text === "*") line.revised = true;
        else if (m.col <= g.textRight + 0.5 && m.text !== l.leftNumber) line.segs.push(m);
        else line.sceneNumber ??= m.text.replace(/\.$/, "");
      }
      if (l.leftNumber) line.sceneNumber = l.leftNumber;
      return line;
    });
    const rowBlocks: BodyLine[][] = [];
    for (const l of body) {
      const cur = rowBlocks[rowBlocks.length - 1];
      const prev = cur?.[cur.length - 1];
      // A line back at the margin right after speech lines starts a new paragraph even without a
      // blank row; indented action that wraps back to the margin stays one paragraph (after dual
      // dialogue, splitDualBlock cuts).
      const atSpeechCol = (c: number) =>
        [g.cueCol, g.dialogueCol, g.parenCol].some((sc) => Math.abs(c - sc) <= 1.5);
      // Not under a row of two columns (dual dialogue): Final Draft sets its left column at the margin.
      const backAtMargin =
        !!prev && prev.segs.length === 1 && Math.abs(l.segs[0]!.col) < 0.6 && atSpeechCol(prev.segs[0]!.col);
      if (cur && prev && l.row - prev.row <= 1 && !backAtMargin) cur.push(l);
      else rowBlocks.push([l]);
    }
    const blocks = joinCueAcrossBlank(rowBlocks, g).flatMap((b) => splitDualBlock(b, g));
    state.speechOpen = false;
    const classifiedBlocks = blocks.map((b, bi) => {
      const c = classifyBlock(b, g, bi === 0, state);
      state.speechOpen = c.type === "speech" && c.entries[c.entries.length - 1]?.kind !== "more";
      if (c.type === "speech" || c.type === "dual") state.hadSpeech = true;
      return c;
    });
    const out: ClassifiedPage = { number: pi + 1, pdfPage: p.page.index, blocks: classifiedBlocks };
    if (p.printed) out.printed = p.printed;
    const lastBlock = out.blocks[out.blocks.length - 1];
    if (lastBlock) state.pendingMore = lastBlock.entries[lastBlock.entries.length - 1]?.kind === "more";
    return out;
  });

  reviewHeadings(classified.flatMap((p) => p.blocks));
  const { elements, positions, pages: outPages } = buildElements(classified);
  const maxRow = outPages.reduce((m, p) => Math.max(m, ...p.lines.map((l) => l.row ?? 0)), 0);
  // Page capacity in lines (the unit of eighths): the deepest row used, or, for short scripts whose
  // pages never fill up, the rows that fit when the bottom margin mirrors the top one.
  const first = pages[0];
  const topMargin = bodyTop - fontSize * 0.75;
  const estimate = first ? Math.floor((first.height - 2 * topMargin) / lineHeight) + 1 : 55;
  const linesPerPage = Math.max(maxRow + 1, estimate);
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
