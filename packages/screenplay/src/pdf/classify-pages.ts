/** Each PDF page's body lines in columns, grouped into blocks and classified (speech, dual, plain). */
import {
  classifyBlock,
  isDualCueRow,
  joinCueAcrossBlank,
  splitDualBlock,
  type BodyLine,
  type ClassifyState,
} from "./classify.ts";
import type { ClassifiedPage } from "./elements.ts";
import type { Geometry } from "./geometry.ts";
import type { ColumnOf } from "./learn-geometry.ts";
import type { Segment } from "./lines.ts";
import type { Prepared, PreparedLine } from "./prepare.ts";

/** A prepared line in columns, its right margin marks read as revision mark, scene number or text. */
function toBodyLine(l: PreparedLine, pi: number, g: Geometry, col: ColumnOf): BodyLine {
  const toSeg = (s: Segment) => ({
    text: s.text,
    col: col(s.x, pi),
    end: col(s.end, pi),
    italic: s.italic,
    italicStart: s.italicStart,
    italicEnd: s.italicEnd,
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
}

/** Lines in blocks of consecutive rows, parted by a blank row or a line back at the margin after speech. */
function rowBlocks(body: BodyLine[], g: Geometry): BodyLine[][] {
  const blocks: BodyLine[][] = [];
  for (const l of body) {
    const cur = blocks[blocks.length - 1];
    const prev = cur?.[cur.length - 1];
    // A line back at the margin right after speech lines starts a new paragraph even without a
    // blank row; indented action that wraps back to the margin stays one paragraph (after dual
    // dialogue, splitDualBlock cuts).
    const atSpeechCol = (c: number) =>
      [g.cueCol, g.dialogueCol, g.parenCol].some((sc) => Math.abs(c - sc) <= 1.5);
    // Not under a row of two columns (dual dialogue): Final Draft sets its left column at the margin.
    const backAtMargin =
      !!prev && prev.segs.length === 1 && Math.abs(l.segs[0]!.col) < 0.6 && atSpeechCol(prev.segs[0]!.col);
    // Two cues side by side right under a line of action (no blank row between them, as some tools
    // print dual dialogue) open the dual dialogue: they are not more of the action paragraph.
    const dualUnderAction =
      !!prev && prev.segs.length === 1 && Math.abs(prev.segs[0]!.col) < 0.6 && isDualCueRow(l, g);
    if (cur && prev && l.row - prev.row <= 1 && !backAtMargin && !dualUnderAction) cur.push(l);
    else blocks.push([l]);
  }
  return blocks;
}

/** One page's blocks classified; `state` carries open speeches and (MORE) over from page to page. */
function classifyPage(
  p: Prepared,
  pi: number,
  g: Geometry,
  col: ColumnOf,
  state: ClassifyState,
): ClassifiedPage {
  const body = p.lines.map((l) => toBodyLine(l, pi, g, col));
  const blocks = joinCueAcrossBlank(rowBlocks(body, g), g).flatMap((b) => splitDualBlock(b, g));
  state.speechOpen = false;
  const classifiedBlocks = blocks.map((b, bi) => {
    // Blank rows between this block and the one above it on the page (none above the first).
    const above = blocks[bi - 1];
    const spaceAbove = above ? b[0]!.row - Math.max(...above.map((l) => l.row)) - 1 : undefined;
    const c = classifyBlock(b, g, bi === 0, state, spaceAbove);
    state.speechOpen = c.type === "speech" && c.entries[c.entries.length - 1]?.kind !== "more";
    if (c.type === "speech" || c.type === "dual") state.hadSpeech = true;
    return c;
  });
  const out: ClassifiedPage = { number: pi + 1, pdfPage: p.page.index, blocks: classifiedBlocks };
  if (p.printed) out.printed = p.printed;
  const lastBlock = out.blocks[out.blocks.length - 1];
  if (lastBlock) state.pendingMore = lastBlock.entries[lastBlock.entries.length - 1]?.kind === "more";
  return out;
}

/** Every page's blocks, classified in page order. */
export function classifyPages(prepared: Prepared[], g: Geometry, col: ColumnOf): ClassifiedPage[] {
  const state: ClassifyState = { pendingMore: false };
  return prepared.map((p, pi) => classifyPage(p, pi, g, col, state));
}
