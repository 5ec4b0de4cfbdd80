/**
 * Line classification. Body lines are split into blocks at blank rows; a block is a speech when
 * it starts at the learned cue column and its next line sits at the dialogue or parenthetical
 * column, dual dialogue when its first line holds two cues side by side, and otherwise a scene
 * heading, shot, transition, centered text or action by position and content.
 */
import type { LineKind } from "../model.ts";
import {
  endsWithTimeOfDay,
  isSceneHeadingText,
  isShotText,
  isUpperCaseLine,
  MARGIN_TRANSITION,
} from "../text.ts";
import type { Geometry } from "./geometry.ts";
import { bareHeadingCandidate, isOmittedSlot } from "./heading-text.ts";
import { speechEntries, type ColText } from "./speech.ts";

export interface Seg {
  text: string;
  col: number;
  end: number;
  italic?: boolean;
  bold?: boolean;
  /** The segment's first and last words are italic (see lines.ts). */
  italicStart?: boolean;
  italicEnd?: boolean;
}

export interface BodyLine {
  /** Script page number (1-based sequence). */
  page: number;
  row: number;
  segs: Seg[];
  sceneNumber?: string;
  revised?: boolean;
}

export interface Entry {
  kind: LineKind;
  text: string;
  col: number;
  line: BodyLine;
  dual?: "left" | "right";
}

export interface ClassBlock {
  type: "speech" | "dual" | "plain";
  entries: Entry[];
}

const near = (a: number, b: number, tol: number) => Math.abs(a - b) <= tol;
const textOf = (l: BodyLine) => l.segs.map((s) => s.text).join(" ");
const startOf = (l: BodyLine) => l.segs[0]?.col ?? 0;
const endOf = (l: BodyLine) => l.segs[l.segs.length - 1]?.end ?? 0;

/** A cue: a name (which may end in an abbreviation, "WALTER, JR."), not a sentence. */
function cueLike(text: string): boolean {
  const name = text.replace(/\([^()]*\)?/g, "").trim();
  return /\p{L}/u.test(name) && name.length <= 60 && !/[!?,:;]$/.test(name) && !/[a-z]{3,}\.$/.test(name);
}

function classifyDual(block: BodyLine[], g: Geometry): ClassBlock {
  // Lines holding both columns tell where the right column starts; split halfway to the left one.
  const both = block.filter((l) => l.segs.length >= 2);
  // The right column stands right of the text area's middle: a left-column line that arrives in two
  // pieces (two spaces after a full stop) does not move the split.
  const rightStarts = both.map((l) => l.segs[l.segs.length - 1]!.col).filter((x) => x > g.textRight * 0.4);
  const rightMin = Math.min(...rightStarts);
  const leftMax = Math.max(...both.map((l) => l.segs[0]!.col));
  const split = (rightMin + leftMax) / 2;
  const left: ColText[] = [];
  const right: ColText[] = [];
  for (const l of block) {
    for (const s of l.segs)
      (s.col >= split ? right : left).push({ text: s.text, col: s.col, line: l, italic: s.italic });
  }
  const join = (side: typeof left) => {
    // A column's segments may still be split within one line; merge them per line.
    const merged: typeof left = [];
    for (const x of side) {
      const last = merged[merged.length - 1];
      if (last && last.line === x.line) {
        last.text += ` ${x.text}`;
        last.italic &&= x.italic;
      } else merged.push({ ...x });
    }
    return merged;
  };
  // Each column wraps where the other begins (a space apart), not at the dialogue column's width:
  // italic lines that fill it are a speech wrapped like prose, not lyrics.
  const textStart = (side: ColText[]) => Math.min(...side.slice(1).map((x) => x.col));
  const [l, r] = [join(left), join(right)];
  const width = textStart(r) - textStart(l) - 1;
  const columnChars = Number.isFinite(width) && width > 8 ? width : undefined;
  const entries = [
    ...speechEntries(l, true, g, "left", columnChars),
    ...speechEntries(r, true, g, "right", columnChars),
  ];
  entries.sort((a, b) => a.line.row - b.line.row || a.col - b.col);
  return { type: "dual", entries };
}

function isDual(block: BodyLine[], g: Geometry): boolean {
  return block.length >= 2 && isDualCueRow(block[0]!, g);
}

/** A row holding two cues side by side, the second right of the middle: dual dialogue starts. */
export function isDualCueRow(first: BodyLine, g: Geometry): boolean {
  if (first.segs.length !== 2) return false;
  const [a, b] = first.segs as [Seg, Seg];
  return (
    b.col > g.textRight * 0.45 &&
    a.col > 0.6 &&
    cueLike(a.text) &&
    cueLike(b.text) &&
    isUpperCaseLine(a.text + b.text)
  );
}

/**
 * Where a dual-dialogue block ends. Some tools (afterwriting) start the next element right after
 * the shorter column, on the rows the longer one still fills: a new cue at the cue column, or action
 * back at the margin, beside the last lines of the other column. From that row on, the left-hand
 * text belongs to a new block and only the right-hand column stays with the dual dialogue.
 */
export function splitDualBlock(block: BodyLine[], g: Geometry): BodyLine[][] {
  if (!isDual(block, g)) return [block];
  // Where this dual dialogue stops at the latest: a transition set after (or beside) the last line
  // of the longer column, or the next pair of cues on the row after it.
  const isTransition = (s: Seg) =>
    isUpperCaseLine(s.text) && (/TO:$/.test(s.text) || MARGIN_TRANSITION.test(s.text));
  for (let i = 1; i < block.length; i++) {
    const l = block[i]!;
    const transition = l.segs.find(isTransition);
    if (transition) {
      const before = { ...l, segs: l.segs.filter((s) => s !== transition) };
      const head = [...block.slice(0, i), before].filter((x) => x.segs.length > 0);
      const after = block.slice(i + 1);
      return [
        ...cutDual(head, g),
        [{ ...l, segs: [transition] }],
        ...(after.length ? splitDualBlock(after, g) : []),
      ];
    }
    if (isDual(block.slice(i), g))
      return [...cutDual(block.slice(0, i), g), ...splitDualBlock(block.slice(i), g)];
  }
  return cutDual(block, g);
}

/**
 * The row from which left-hand text is no longer the left column: a cue at the cue column, action
 * at the margin, or anything after a row where the left column had nothing (it had ended). From
 * there the left-hand text is a new block and only the right-hand column stays with the dual.
 */
function cutDual(block: BodyLine[], g: Geometry): BodyLine[][] {
  const [leftCue, rightCue] = block[0]!.segs as [Seg, Seg];
  const split = (leftCue.col + rightCue.col) / 2;
  // Where the left column's dialogue starts (parentheticals skipped), from the rows under the cues
  // where both columns go on: Final Draft sets it at the action margin, so text there is not action.
  let leftStart: number | undefined;
  let inParen = false;
  for (let k = 1; k < block.length && leftStart === undefined; k++) {
    const l = block[k]!;
    const left = l.segs[0]!;
    if (l.row !== block[k - 1]!.row + 1 || left.col >= split || l.segs.length < 2) break;
    const paren: boolean = inParen || left.text.startsWith("(");
    inParen = paren && !left.text.endsWith(")");
    if (!paren) leftStart = left.col;
  }
  // A line at the margin right under the left column's closed parenthetical is its dialogue.
  const afterParen = (l: BodyLine, prev: BodyLine | undefined) => {
    const prevLeft = prev && prev.row === l.row - 1 ? prev.segs.find((s) => s.col < split) : undefined;
    return !!prevLeft && prevLeft.text.endsWith(")") && !prevLeft.text.startsWith("(MORE");
  };
  const startsNew = (s: Seg, l: BodyLine, prev: BodyLine | undefined) =>
    (near(s.col, 0, 0.6) &&
      (leftStart === undefined || !near(s.col, leftStart, 0.6)) &&
      !afterParen(l, prev)) ||
    (near(s.col, g.cueCol, 2.5) &&
      !near(s.col, leftCue.col, 1) &&
      isUpperCaseLine(s.text) &&
      cueLike(s.text));
  let lastLeft = block[0]!.row;
  const cut = block.findIndex((l, i) => {
    const left = l.segs.find((s) => s.col < split);
    if (i === 0 || !left) return false;
    if (startsNew(left, l, block[i - 1]) || l.row > lastLeft + 1) return true;
    lastLeft = l.row;
    return false;
  });
  if (cut < 0) return [block];
  const side = (l: BodyLine, right: boolean): BodyLine => ({
    ...l,
    segs: l.segs.filter((s) => s.col >= split === right),
  });
  const has = (l: BodyLine) => l.segs.length > 0;
  const dual = [...block.slice(0, cut), ...block.slice(cut).map((l) => side(l, true))].filter(has);
  const rest = block
    .slice(cut)
    .map((l) => side(l, false))
    .filter(has);
  return [dual, rest];
}

/**
 * A cue set one blank row above its speech (a tool that spaces a larger or bolder first line, or a
 * typed blank line) still leads it: a lone line in capitals at the cue column, and right under the
 * blank row a block that starts at the dialogue or parenthetical column, are one speech.
 */
export function joinCueAcrossBlank(blocks: BodyLine[][], g: Geometry): BodyLine[][] {
  const out: BodyLine[][] = [];
  for (const b of blocks) {
    const prev = out[out.length - 1];
    const cue = prev?.length === 1 ? prev[0]! : undefined;
    const first = b[0]!;
    const isCue =
      !!cue &&
      cue.segs.length === 1 &&
      near(startOf(cue), g.cueCol, 2.5) &&
      isUpperCaseLine(textOf(cue)) &&
      cueLike(textOf(cue)) &&
      !isSceneHeadingText(textOf(cue));
    const atSpeech =
      first.segs.length === 1 &&
      (near(startOf(first), g.dialogueCol, 1) || near(startOf(first), g.parenCol, 1)) &&
      g.cueCol - g.dialogueCol >= 4;
    if (isCue && atSpeech && first.row - cue.row === 2) prev!.push(...b);
    else out.push(b);
  }
  return out;
}

/** Kinds of a block that is no speech; `spaceAbove`: blank rows above it on its page, if known. */
function plainKind(block: BodyLine[], g: Geometry, spaceAbove?: number): LineKind[] {
  const first = block[0]!;
  const t = textOf(first);
  const col = startOf(first);
  const upper = isUpperCaseLine(t);
  const rightAligned = near(endOf(first), g.textRight, 1.2) && col >= g.textRight * 0.5;
  // A fade standing right of the middle is a transition even where the learned right edge is off
  // by a few columns (long headings or scene numbers can widen it).
  const rightFade = col >= g.textRight * 0.5 && MARGIN_TRANSITION.test(t);
  if (block.length === 1 && upper && (/TO:$/.test(t) || rightAligned || rightFade)) return ["transition"];
  // Layout first: capitals set flush right at the document's transition edge, right of the middle,
  // are a transition even when they wrap ("THE EMERGENCY / ROOM") or do not end in TO:.
  const tr = g.transitionRight;
  const atTransitionEdge = (l: BodyLine) =>
    tr !== undefined &&
    near(endOf(l), tr, 0.8) &&
    startOf(l) >= g.textRight * 0.5 &&
    isUpperCaseLine(textOf(l)) &&
    !l.sceneNumber;
  if (block.length <= 3 && block.every(atTransitionEdge)) return block.map(() => "transition");
  // A long one set flush right starts left of the middle; alone, in capitals and ending exactly at
  // that edge, clear of the action and dialogue columns, it is a transition all the same.
  const longAtEdge =
    block.length === 1 &&
    tr !== undefined &&
    near(endOf(first), tr, 0.8) &&
    col >= g.dialogueCol + 2 &&
    upper &&
    !first.sceneNumber;
  if (longAtEdge) return ["transition"];
  // Centred lines stand well in from the margin: a line indented a few spaces that happens to sit
  // across the middle is indented action.
  const centeredOn = (c: number) =>
    block.every((l) => startOf(l) >= 6 && near((startOf(l) + endOf(l)) / 2, c, 1.2));
  const centered = centeredOn(g.textRight / 2) || (g.pageCenter !== undefined && centeredOn(g.pageCenter));
  if (centered && !rightAligned) return block.map(() => "centered");
  if (near(col, 0, 0.6)) {
    if (block.length === 1 && upper && MARGIN_TRANSITION.test(t)) return ["transition"];
    const bold = first.segs.every((s) => s.bold);
    // Without INT./EXT., a heading is told by layout: alone at the margin, and looking like this
    // document's headings (numbered when they are numbered, bold when they are bold).
    const looksLikeHeadings =
      (!g.numberedHeadings || !!first.sceneNumber) &&
      (g.boldHeadings === undefined || g.boldHeadings === bold);
    // A line in capitals repeated on page after page is a running head typed into the text.
    const repeated = !!g.repeated?.has(t) && !isSceneHeadingText(t);
    if (block.length === 1 && upper && isShotText(t) && !first.sceneNumber) return ["shot"];
    // A slot whose scene was cut ("12 OMITTED 12", "***SCENE DELETED***") keeps its number and
    // the heading's place but holds no scene.
    const omitted = isOmittedSlot(t);
    // Set apart like the document's headings: numbered, bold, or with the space only headings get.
    const styled =
      (g.numberedHeadings && !!first.sceneNumber) ||
      (g.boldHeadings === true && bold) ||
      (g.headingSpace !== undefined && spaceAbove === g.headingSpace);
    const bare =
      upper &&
      block.length === 1 &&
      bareHeadingCandidate(t) &&
      looksLikeHeadings &&
      (styled || g.bareHeadings !== false) &&
      !repeated &&
      !omitted;
    // In a document whose headings all carry a number (or are all bold), an INT./EXT. line with
    // neither look is action that reads like a heading (a tool may leave one heading unnumbered,
    // but it still prints it bold).
    const headingLook =
      (!g.headingsAllNumbered && !g.headingsAllBold) ||
      (!!g.headingsAllNumbered && !!first.sceneNumber) ||
      (!!g.headingsAllBold && bold);
    const heading =
      (!!first.sceneNumber && !repeated && !omitted) ||
      (isSceneHeadingText(t) && headingLook) ||
      (upper && block.length === 1 && endsWithTimeOfDay(t) && headingLook && g.timeSlugs !== false) ||
      bare;
    if (heading)
      // A long heading wraps: its next lines are in capitals too ("(1985)" has no letters at all).
      return block.map((l, i) => (i === 0 || !/\p{Ll}/u.test(textOf(l)) ? "scene_heading" : "action"));
  }
  return block.map(() => "action");
}

export interface ClassifyState {
  /** The previous page ended inside a speech with (MORE). */
  pendingMore: boolean;
  /** The previous block was a speech (a following block at the speech columns continues it). */
  speechOpen?: boolean;
  /** A speech has been read earlier in the document. */
  hadSpeech?: boolean;
}

export function classifyBlock(
  block: BodyLine[],
  g: Geometry,
  pageTop: boolean,
  state: ClassifyState,
  spaceAbove?: number,
): ClassBlock {
  const first = block[0]!;
  const second = block[1];
  const simple = (l: BodyLine): ColText => ({
    text: textOf(l),
    col: startOf(l),
    line: l,
    italic: l.segs.every((s) => s.italic),
  });
  if (isDual(block, g)) return classifyDual(block, g);
  const firstCol = startOf(first);
  const atSpeechCol = (l: BodyLine | undefined) =>
    !!l && (near(startOf(l), g.dialogueCol, 2) || near(startOf(l), g.parenCol, 2) || textOf(l) === "(MORE)");
  const cueCol =
    near(firstCol, g.cueCol, 2.5) || (firstCol > g.dialogueCol + 3 && firstCol < g.textRight * 0.6);
  if (
    second &&
    cueCol &&
    cueLike(textOf(first)) &&
    atSpeechCol(second) &&
    !near(firstCol, startOf(second), 1)
  ) {
    return { type: "speech", entries: speechEntries(block.map(simple), true, g) };
  }
  // A cue too long for one line wraps at the cue column: join its lines into one cue.
  let k = 1;
  while (k < block.length && near(startOf(block[k]!), firstCol, 1) && isUpperCaseLine(textOf(block[k]!))) k++;
  const afterCue = block[k];
  if (
    k > 1 &&
    k <= 8 &&
    afterCue &&
    cueCol &&
    block.slice(0, k).every((l) => cueLike(textOf(l))) &&
    atSpeechCol(afterCue) &&
    !near(firstCol, startOf(afterCue), 1)
  ) {
    const cue: ColText = { text: block.slice(0, k).map(textOf).join(" "), col: firstCol, line: first };
    return { type: "speech", entries: speechEntries([cue, ...block.slice(k).map(simple)], true, g) };
  }
  // A speech continued without a repeated cue: after (MORE) at the top of the next page, or a
  // further paragraph of the same speech after a blank line. Its lines stand at the speech columns.
  const allSpeechCols = block.every((l) => atSpeechCol(l) && !near(startOf(l), 0, 1.5));
  // Position decides: a block wholly at the speech columns at the top of a page goes on with the
  // previous page's last speech, with or without (MORE)/(CONT'D) (many tools print neither).
  if (
    (pageTop && state.pendingMore && atSpeechCol(first)) ||
    (pageTop && state.hadSpeech && allSpeechCols) ||
    (state.speechOpen && allSpeechCols)
  ) {
    return { type: "speech", entries: speechEntries(block.map(simple), false, g) };
  }
  const kinds = plainKind(block, g, spaceAbove);
  return {
    type: "plain",
    entries: block.map((l, i) => ({ kind: kinds[i] ?? "action", text: textOf(l), col: startOf(l), line: l })),
  };
}
