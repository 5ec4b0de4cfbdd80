/**
 * The body lines of each PDF page: running heads and feet, page numbers and CONTINUED markers
 * dropped (the printed page number kept), scene numbers and revision marks taken out of the
 * margins, rows counted from the body top.
 */
import { CONTINUED_LINE, EDGE_ZONE, PAGE_NUMBER } from "./geometry.ts";
import type { PageLines, RawLine, Segment } from "./lines.ts";
import { leftNumber, splitMarks, takeMarksAtColumn } from "./margin.ts";

export interface PreparedLine {
  row: number;
  top: number;
  leftNumber?: string;
  /** Text segments (left scene number removed). */
  segs: Segment[];
  /** Trailing segments that may be right-margin marks (scene number, revision asterisk). */
  marks: Segment[];
}

export interface Prepared {
  page: PageLines;
  printed?: string;
  lines: PreparedLine[];
}

/** The document's measures the body is found by. */
export interface BodyFrame {
  charWidth: number;
  lineHeight: number;
  margin: number;
  bodyTop: number;
  /** Running heads and feet (runningLines). */
  running: Set<RawLine>;
}

const lineText = (l: RawLine) => l.segments.map((s) => s.text).join(" ");

/** A header line: keeps the page number printed in it (it may share the line with a running head). */
function readHeader(l: RawLine, frame: BodyFrame, out: Prepared, pageNumberEnds: number[]): void {
  const num = [...l.segments].reverse().find((s) => PAGE_NUMBER.test(s.text));
  if (num) {
    out.printed = num.text.replace(/^page\s+/i, "").replace(/\.$/, "");
    pageNumberEnds.push((num.end - frame.margin) / frame.charWidth);
  } else if (l.top < frame.bodyTop) {
    const tail = /\s(\d{1,4}[A-Z]?)\.$/.exec(lineText(l));
    if (tail) out.printed ??= tail[1];
  }
}

/**
 * Whether line `i`, the page's last, is a foot apart from the body (keeping a page number printed
 * there): in the bottom edge zone (a one-page script has no repeats), or a page number well below.
 */
function readFoot(page: PageLines, i: number, lineHeight: number, out: Prepared): boolean {
  const l = page.lines[i]!;
  const text = lineText(l);
  const prev = page.lines[i - 1];
  if (
    i === page.lines.length - 1 &&
    l.top > page.height - EDGE_ZONE &&
    prev &&
    l.top - prev.top > lineHeight * 1.5
  ) {
    if (PAGE_NUMBER.test(text)) out.printed ??= text.replace(/\.$/, "");
    return true;
  }
  if (i === page.lines.length - 1 && PAGE_NUMBER.test(text) && prev && l.top - prev.top > lineHeight * 2.5) {
    out.printed ??= text.replace(/\.$/, "");
    return true;
  }
  return false;
}

/** A body line with its scene number and right margin marks taken apart, and its row. */
function bodyLine(l: RawLine, before: PreparedLine | undefined, frame: BodyFrame): PreparedLine {
  const { charWidth, lineHeight, bodyTop } = frame;
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
  const row = before
    ? before.row + Math.round((l.top - before.top) / lineHeight)
    : Math.round((l.top - bodyTop) / lineHeight);
  return { row, top: l.top, leftNumber: left, segs, marks };
}

/**
 * Lines above the body top that run straight on into the body, a line pitch apart: a speech
 * continued from the previous page whose cue (CONT'D) and parenthetical a tool sets higher up than
 * the usual first line. Not a running head, a page number, a CONTINUED line or the top edge zone.
 */
function bodyAboveTop(page: PageLines, frame: BodyFrame): Set<RawLine> {
  const out = new Set<RawLine>();
  const top = frame.bodyTop - frame.lineHeight * 0.5;
  const first = page.lines.findIndex((l) => l.top >= top && !frame.running.has(l));
  for (let k = first - 1; k >= 0; k--) {
    const l = page.lines[k]!;
    const text = lineText(l);
    const apart = page.lines[k + 1]!.top - l.top > frame.lineHeight * 1.2;
    if (apart || frame.running.has(l) || l.top < EDGE_ZONE || PAGE_NUMBER.test(text)) break;
    if (CONTINUED_LINE.test(text)) break;
    out.add(l);
  }
  return out;
}

/** One page's body lines and printed page number; header page numbers' ends go to `pageNumberEnds`. */
function preparePage(page: PageLines, frame: BodyFrame, pageNumberEnds: number[]): Prepared {
  const out: Prepared = { page, lines: [] };
  const above = bodyAboveTop(page, frame);
  page.lines.forEach((l, i) => {
    const header = l.top < frame.bodyTop - frame.lineHeight * 0.5 && !above.has(l);
    if (header || frame.running.has(l)) {
      readHeader(l, frame, out, pageNumberEnds);
      return;
    }
    if (CONTINUED_LINE.test(lineText(l))) return;
    if (readFoot(page, i, frame.lineHeight, out)) return;
    out.lines.push(bodyLine(l, out.lines[out.lines.length - 1], frame));
  });
  return out;
}

/**
 * Every page's body lines, with right margin marks at a common column taken out of the text, and
 * where the header page numbers end (in columns from the margin), for measuring the right edge.
 */
export function prepareBody(
  pages: PageLines[],
  frame: BodyFrame,
): { prepared: Prepared[]; pageNumberEnds: number[] } {
  const pageNumberEnds: number[] = [];
  const prepared = pages.map((page) => preparePage(page, frame, pageNumberEnds));
  takeMarksAtColumn(
    prepared.flatMap((p) => p.lines),
    frame.charWidth,
  );
  return { prepared, pageNumberEnds };
}
