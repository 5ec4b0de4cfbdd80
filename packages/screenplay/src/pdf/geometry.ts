/**
 * Per-document measurements: nothing is assumed about the page, font or margins. The left margin
 * is the leftmost well-populated start position, the text width the right edge of margin lines,
 * and the speech columns (cue, dialogue, parenthetical) are learned from where uppercase lines
 * are immediately followed by indented lines.
 */
import { isSceneHeadingText, isUpperCaseLine } from "../text.ts";
import type { PageLines, RawLine } from "./lines.ts";

export interface Geometry {
  charWidth: number;
  lineHeight: number;
  /** x of column 0 (the action / scene heading margin). */
  margin: number;
  /** Right edge of the text area, in columns from the margin. */
  textRight: number;
  cueCol: number;
  dialogueCol: number;
  parenCol: number;
  /** Distance from the page top to the baseline of body row 0 (the mode over pages). */
  bodyTop: number;
  /** The page's horizontal centre, in columns from the margin (some tools centre on the page). */
  pageCenter?: number;
  /** Italic speech lines mean lyrics (false when the document sets ordinary dialogue in italics). */
  italicLyrics?: boolean;
  /**
   * Many whole speech lines are italic (shouts, stress): a lone italic line is emphasised dialogue,
   * and only a run of two italic lines or more (a stanza, not wrapped like prose) is lyrics.
   */
  italicEmphasis?: boolean;
  /** The dialogue column's width in characters, learned from the document's longest speech lines. */
  dialogueChars?: number;
  /** Most INT./EXT. headings carry scene numbers: a heading without INT./EXT. needs one too. */
  numberedHeadings?: boolean;
  /** INT./EXT. headings are set in bold: true, false, or undefined when it varies. */
  boldHeadings?: boolean;
  /**
   * The document's headings are uniform: all but one in twenty (or one) of at least six INT./EXT.
   * lines carry a scene number / are bold. An INT./EXT. line without that look is then action that
   * only reads like a heading (Fountain's forced action "!INT. ACTION", a heading quoted in action).
   */
  headingsAllNumbered?: boolean;
  headingsAllBold?: boolean;
  /**
   * Lines in capitals alone at the action margin without INT./EXT. are headings only when the
   * document's headings look like that: they are at least as many as its INT./EXT. headings
   * (false: such lines are action, shouted or titles, unless numbered or bold like the headings).
   */
  bareHeadings?: boolean;
  /**
   * Blank rows the document sets above its scene headings when that space is theirs alone (Final
   * Draft and others give a heading two blank rows, everything else one): a line in capitals alone
   * at the margin with that space above is a heading, with or without INT./EXT.
   */
  headingSpace?: number;
  /** Lines in capitals ending in a time of day ("DOCKS - NIGHT") are this document's heading form too. */
  timeSlugs?: boolean;
  /** Where the document's transitions ("CUT TO:") end, in columns (the median), when it has any. */
  transitionRight?: number;
  /** Body lines whose text repeats on three pages or more (a running head typed into the text). */
  repeated?: Set<string>;
}

export const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}[A-Z]{0,2}\.?$/i;
export const SCENE_NUMBER = /^[A-Z]?\d{1,4}[A-Z]{0,3}\.?$/i;
export const CONTINUED = /^\(?CONTINUED\)?:?(?:\s*\(\d+\))?$/i;
/**
 * A CONTINUED page head or foot, possibly with the scene number on either side and a page count:
 * "CONTINUED:", "(CONTINUED)", "12 CONTINUED: (2) 12", "CONTINUED: (3)", "12A CONT'D".
 */
export const CONTINUED_LINE =
  /^(?:[A-Z]?\d{1,4}[A-Z]{0,3}\.?\s+)?\(?\s*(?:CONTINUED|CONT['’]?D)\s*\)?:?(?:\s*\(\d+\))?(?:\s+[A-Z]?\d{1,4}[A-Z]{0,3}\.?)?$/i;

/**
 * Body margin: the x where full-width lines (action, at least 40 characters) start. Running heads,
 * scene numbers and page numbers never make long lines, so they cannot pull the margin left.
 * Returns undefined when the document has too few long lines to tell.
 */
export function measureBodyMargin(
  lines: { x: number; chars: number }[],
  charWidth: number,
): number | undefined {
  const long = lines.filter((l) => l.chars >= 40).map((l) => l.x);
  if (long.length < 8) return undefined;
  const bin = charWidth / 2;
  const counts = new Map<number, number[]>();
  for (const x of long) {
    const k = Math.round(x / bin);
    counts.set(k, [...(counts.get(k) ?? []), x]);
  }
  let best: number[] = [];
  for (const k of counts.keys()) {
    const near = [...(counts.get(k - 1) ?? []), ...(counts.get(k) ?? []), ...(counts.get(k + 1) ?? [])];
    if (near.length > best.length) best = near;
  }
  // Of the well-populated clusters, the leftmost one (a long dialogue line must not win over action).
  const min = best.length * 0.25;
  const keys = [...counts.keys()].sort((a, b) => a - b);
  for (const k of keys) {
    const near = [...(counts.get(k - 1) ?? []), ...(counts.get(k) ?? []), ...(counts.get(k + 1) ?? [])];
    if (near.length >= min && near.length >= 4)
      return [...near].sort((a, b) => a - b)[Math.floor(near.length / 2)]!;
  }
  return [...best].sort((a, b) => a - b)[Math.floor(best.length / 2)];
}

function mode(values: number[], fallback: number): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = fallback;
  let bestCount = 0;
  for (const [v, c] of counts) if (c > bestCount || (c === bestCount && v < best)) [best, bestCount] = [v, c];
  return best;
}

const lineText = (l: RawLine) => l.segments.map((s) => s.text).join(" ");

/** A scene heading line, scene numbers in the margins or not: never a running head. */
export const isHeadingLine = (l: RawLine) =>
  isSceneHeadingText(lineText(l).replace(/^[A-Z]?\d{1,4}[A-Z]{0,3}\.?\s+/i, ""));
const headerKey = (l: RawLine) => `${Math.round(l.top)}|${lineText(l).replace(/\d+/g, "#")}`;

/**
 * Body top: the mode over pages of the first line that is not a header. Headers are page numbers,
 * CONTINUED markers, and running heads: the same text (digits aside) at the same height on at
 * least half of the pages (and three or more), standing apart from the line below it.
 */
export function measureBodyTop(pages: PageLines[], lineHeight: number): number {
  const repeats = new Map<string, number>();
  for (const p of pages)
    for (const l of p.lines.slice(0, 3)) repeats.set(headerKey(l), (repeats.get(headerKey(l)) ?? 0) + 1);
  const running = (l: RawLine, next: RawLine | undefined) => {
    if (isHeadingLine(l)) return false;
    const n = repeats.get(headerKey(l)) ?? 0;
    return n >= 3 && n >= pages.length * 0.5 && (!next || next.top - l.top > lineHeight * 1.5);
  };
  const tops: number[] = [];
  for (const p of pages) {
    // CONTINUED lines (dropped from the body) are no neighbours: one set right under a head.
    const lines = p.lines.filter((l) => !CONTINUED_LINE.test(lineText(l)));
    const first = lines.find(
      (l, i) =>
        l.top < p.height * 0.8 &&
        !inHeadZone(l, lines[i + 1], lineHeight) &&
        !PAGE_NUMBER.test(lineText(l)) &&
        !running(l, lines[i + 1]),
    );
    if (first) tops.push(Math.round(first.top * 2) / 2);
  }
  return mode(tops, tops[0] ?? 72);
}

/** Page heads and feet stand within three quarters of an inch of the edge; the body never does. */
export const EDGE_ZONE = 54;

/** A line in the top edge zone set apart from the line below it: a head, even on a one-page script. */
export function inHeadZone(l: RawLine, next: RawLine | undefined, lineHeight: number): boolean {
  return l.top < EDGE_ZONE && (!next || next.top - l.top > lineHeight * 1.5);
}

/** Leftmost start position used by at least 3% of lines (scene numbers are removed before). */
export function measureMargin(starts: number[], charWidth: number): number {
  if (starts.length === 0) return 0;
  const bin = charWidth / 2;
  const counts = new Map<number, number[]>();
  for (const x of starts) {
    const k = Math.round(x / bin);
    const list = counts.get(k);
    if (list) list.push(x);
    else counts.set(k, [x]);
  }
  const min = Math.max(2, starts.length * 0.03);
  const keys = [...counts.keys()].sort((a, b) => a - b);
  for (const k of keys) {
    const near = [...(counts.get(k - 1) ?? []), ...(counts.get(k) ?? []), ...(counts.get(k + 1) ?? [])];
    if (near.length >= min) return [...near].sort((a, b) => a - b)[Math.floor(near.length / 2)]!;
  }
  return Math.min(...starts);
}

export interface ColLine {
  page: number;
  row: number;
  col: number;
  end: number;
  text: string;
  segments: number;
}

function argmax(votes: Map<number, number>, fallback: number): number {
  let best = fallback;
  let bestCount = 0;
  for (const [k, c] of votes) if (c > bestCount) [best, bestCount] = [k, c];
  return best;
}

export interface RightEdgeHints {
  /** End columns of printed page numbers (usually flush with the text's right edge). */
  pageNumberEnds: number[];
  /** Estimate from the page width, assuming a one-inch right margin. */
  fromPage: number;
  /** Start columns of right-margin marks (scene numbers stand beyond the text edge). */
  markStarts: number[];
}

/**
 * Right edge of the text area: the 99th percentile of where margin lines end when there are
 * enough of them, else where page numbers end, else the page estimate.
 */
function measureTextRight(lines: ColLine[], hints: RightEdgeHints): number {
  const ends = lines
    .filter((l) => Math.abs(l.col) < 0.6)
    .map((l) => l.end)
    .sort((a, b) => a - b);
  if (ends.length >= 150) return Math.round(ends[Math.floor(ends.length * 0.99)]!);
  const transitions = lines
    .filter((l) => l.segments === 1 && l.col > 20 && /^[^a-z]*TO:$/.test(l.text))
    .map((l) => Math.round(l.end));
  if (transitions.length) return mode(transitions, 60);
  if (hints.pageNumberEnds.length)
    return mode(
      hints.pageNumberEnds.map((e) => Math.round(e)),
      60,
    );
  const longest = ends[ends.length - 1] ?? 0;
  const beforeMarks = hints.markStarts.length ? Math.min(...hints.markStarts) - 1 : Infinity;
  return Math.round(Math.max(longest, Math.min(hints.fromPage, beforeMarks)));
}

/** Learn the speech columns and the text width from the body lines (columns relative to the margin). */
export function measureColumns(
  lines: ColLine[],
  hints: RightEdgeHints,
): Pick<Geometry, "textRight" | "cueCol" | "dialogueCol" | "parenCol"> {
  const textRight = measureTextRight(lines, hints);
  const cue = new Map<number, number>();
  const dial = new Map<number, number>();
  const paren = new Map<number, number>();
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = lines[i]!;
    const b = lines[i + 1]!;
    if (a.page !== b.page || b.row !== a.row + 1 || a.segments > 1 || b.segments > 1) continue;
    if (
      a.text.startsWith("(") &&
      a.text.endsWith(")") &&
      !b.text.startsWith("(") &&
      b.col < a.col &&
      b.col > 1.5
    ) {
      const bc = Math.round(b.col);
      dial.set(bc, (dial.get(bc) ?? 0) + 1);
      continue;
    }
    if (a.col - b.col < 3 || b.col < 1.5 || !isUpperCaseLine(a.text.replace(/\([^)]*\)/g, ""))) continue;
    const ac = Math.round(a.col);
    const bc = Math.round(b.col);
    cue.set(ac, (cue.get(ac) ?? 0) + 1);
    const target = b.text.startsWith("(") ? paren : dial;
    target.set(bc, (target.get(bc) ?? 0) + 1);
  }
  const cueCol = argmax(cue, Math.round(textRight * 0.37));
  const dialogueCol = argmax(dial, paren.size ? argmax(paren, 0) - 6 : cueCol - 12);
  return { textRight, cueCol, dialogueCol, parenCol: argmax(paren, dialogueCol + 6) };
}
