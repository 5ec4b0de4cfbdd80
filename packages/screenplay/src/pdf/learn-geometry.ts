/**
 * The page geometry of a screenplay PDF learned from its body lines: each page's action margin,
 * the speech and transition columns, the right edge, and the document's styles (how headings
 * look, whether italics are lyrics or emphasis, running heads typed into the text).
 */
import { endsWithTimeOfDay, isSceneHeadingText, isUpperCaseLine } from "../text.ts";
import { measureColumns, SCENE_NUMBER, type Geometry } from "./geometry.ts";
import { bareHeadingCandidate } from "./heading-text.ts";
import type { BodyFrame, Prepared, PreparedLine } from "./prepare.ts";

/** Column (in characters from the action margin of `page`, or of the document) of an x position. */
export type ColumnOf = (x: number, page?: number) => number;

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
  | "headingSpace"
>;

/**
 * Document styles learned from the body: whether italic speech lines are lyrics (not when most
 * dialogue is italic), and how INT./EXT. headings look (numbered, bold), so that headings without
 * INT./EXT. can be recognised by the same look.
 */
function measureStyles(prepared: Prepared[], g: Geometry, col: ColumnOf): DocumentStyles {
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
  const space = { headings: [] as number[], others: [] as number[], afterTransition: [] as number[] };
  prepared.forEach((p, pi) => {
    p.lines.forEach((l, li) => {
      const first = l.segs[0]!;
      const c = col(first.x, pi);
      const text = l.segs.map((s) => s.text).join(" ");
      noteSpaceAbove(space, l, p.lines[li - 1], c, text, g, (x) => col(x, pi));
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
    headingSpace: headingSpaceOf(space),
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

interface SpaceAbove {
  /** Blank rows above INT./EXT. headings at the margin (not at a page top). */
  headings: number[];
  /** Blank rows above every other paragraph start except capitals at the margin (maybe headings). */
  others: number[];
  /** The same, for paragraphs right under a transition. */
  afterTransition: number[];
}

/** Notes the blank rows above line `l` when it starts a paragraph below `prev` on its page. */
function noteSpaceAbove(
  space: SpaceAbove,
  l: PreparedLine,
  prev: PreparedLine | undefined,
  c: number,
  text: string,
  g: Geometry,
  colOf: (x: number) => number,
): void {
  const gap = prev ? l.row - prev.row - 1 : 0;
  if (gap < 1) return;
  const atMargin = Math.abs(c) <= 0.6;
  if (atMargin && isSceneHeadingText(text)) space.headings.push(gap);
  else if (!(atMargin && isUpperCaseLine(text))) {
    space.others.push(gap);
    const prevText = prev!.segs.map((s) => s.text).join(" ");
    if (isUpperCaseLine(prevText) && (/TO:$/.test(prevText) || colOf(prev!.segs[0]!.x) > g.textRight * 0.5))
      space.afterTransition.push(gap);
  }
}

/**
 * The space above headings when it is theirs alone: at least six INT./EXT. headings below other
 * text, nine in ten of them with the same blank rows (two or more), and hardly any other paragraph
 * (one in fifty; one in ten right under a transition, where a template may add space) with as many.
 */
function headingSpaceOf(space: SpaceAbove): number | undefined {
  const { headings, others, afterTransition } = space;
  if (headings.length < 6) return undefined;
  const counts = new Map<number, number>();
  for (const n of headings) counts.set(n, (counts.get(n) ?? 0) + 1);
  const [gap, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const asMuch = (list: number[]) => list.filter((n) => n >= gap).length;
  const rare = asMuch(others) <= others.length / 50 && asMuch(afterTransition) <= afterTransition.length / 10;
  return gap >= 2 && count >= headings.length * 0.9 && rare ? gap : undefined;
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

/**
 * The document's geometry from its body lines (`pageWidth`: the first body page's width), and the
 * column of a position on a page, measured from that page's own action margin.
 */
export function learnGeometry(
  prepared: Prepared[],
  pageWidth: number | undefined,
  frame: BodyFrame,
  pageNumberEnds: number[],
): { g: Geometry; col: ColumnOf } {
  const { charWidth, lineHeight, margin, bodyTop } = frame;
  const pageMargins = prepared.map((p) => pageMargin(p.lines, margin, charWidth));
  const col: ColumnOf = (x, page) =>
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
  const fromPage = ((pageWidth ?? 612) - margin - 72) / charWidth;
  const markStarts = prepared.flatMap((p, pi) => p.lines.flatMap((l) => l.marks.map((m) => col(m.x, pi))));
  const g: Geometry = {
    charWidth,
    lineHeight,
    margin,
    bodyTop,
    ...measureColumns(colLines, { pageNumberEnds, fromPage, markStarts }),
  };
  g.pageCenter = col((pageWidth ?? 612) / 2);
  Object.assign(g, measureStyles(prepared, g, col));
  return { g, col };
}
