/** The body margin of a screenplay PDF, and scene numbers standing left of the text. */
import { isSceneHeadingText } from "../text.ts";
import { measureBodyMargin, measureMargin, SCENE_NUMBER } from "./geometry.ts";
import type { PageLines, RawLine, Segment } from "./lines.ts";

/** Remove a scene number standing left of the text (it is read back later). */
export function leftNumber(l: RawLine, charWidth: number): string | undefined {
  const [a, b] = l.segments;
  if (!a || !b || !SCENE_NUMBER.test(a.text) || b.x - a.end < charWidth * 1.5) return undefined;
  return a.text.replace(/\.$/, "");
}

/**
 * Where body lines start, in PDF units. The body margin is where long (action) lines start; a
 * running head or scene numbers standing left of the body cannot move it. Documents with too few
 * long lines fall back to the leftmost well-populated start position, or to where the scene
 * headings start when the script is nearly all dialogue.
 */
export function measureDocumentMargin(allPages: PageLines[], charWidth: number): number {
  // Each line's text segments, a scene number standing in front of the text left out (once per line).
  const lines = allPages.flatMap((p, page) =>
    p.lines.map((l) => {
      const segs = leftNumber(l, charWidth) !== undefined ? l.segments.slice(1) : l.segments;
      return { page, x: segs[0]!.x, segs, text: segs.map((s) => s.text).join(" ") };
    }),
  );
  // The body margin is where long (action) lines start; a running head or scene numbers standing
  // left of the body cannot move it. Documents with too few long lines fall back to the leftmost
  // well-populated start position.
  const longLines = lines
    .filter((l) => l.page > 0)
    .map((l) => ({ x: l.x, chars: l.segs.length === 1 ? l.text.length : 0 }));
  // Scene headings start at the margin: where a script has too few action lines to measure it
  // (mostly dialogue), the headings' start wins over a dialogue column.
  const headingStarts = lines.filter((l) => isSceneHeadingText(l.text)).map((l) => l.x);
  const headingMargin = measureMargin(headingStarts, charWidth);
  const measured =
    measureBodyMargin(longLines, charWidth) ??
    measureMargin(
      lines.map((l) => l.x),
      charWidth,
    );
  const headingsAgree =
    headingStarts.filter((x) => Math.abs(x - headingMargin) < charWidth).length >= headingStarts.length * 0.8;
  return headingStarts.length >= 2 && headingMargin < measured - charWidth && headingsAgree
    ? headingMargin
    : measured;
}

/** Trailing segments that stand apart as right-margin marks (scene number, revision asterisk). */
export function splitMarks(segs: Segment[], charWidth: number): { segs: Segment[]; marks: Segment[] } {
  let k = segs.length;
  while (k > 1) {
    const s = segs[k - 1]!;
    const gap = s.x - segs[k - 2]!.end;
    if (gap < charWidth * 1.5 || !(s.text === "*" || SCENE_NUMBER.test(s.text))) break;
    k--;
  }
  return { segs: segs.slice(0, k), marks: segs.slice(k) };
}

/**
 * Layout first: the right-hand scene numbers of a document stand in one column. A heading long
 * enough to come within a space of that column runs into its number (one text piece, or a gap too
 * small for a mark): a number ending the line exactly at the learned column (where at least three
 * numbers agree) is a mark too.
 */
export function takeMarksAtColumn(lines: { segs: Segment[]; marks: Segment[] }[], charWidth: number): void {
  const xs = lines.flatMap((l) => l.marks.filter((m) => SCENE_NUMBER.test(m.text)).map((m) => m.x));
  if (xs.length < 3) return;
  xs.sort((a, b) => a - b);
  const column = xs[Math.floor(xs.length / 2)]!;
  if (xs.filter((x) => Math.abs(x - column) < charWidth * 0.5).length < 3) return;
  for (const l of lines) {
    const last = l.segs[l.segs.length - 1];
    const number = last && /\s(\S+)$/.exec(last.text)?.[1];
    if (l.marks.length > 0 || !last || !number || !SCENE_NUMBER.test(number)) continue;
    const x = last.end - number.length * charWidth;
    if (Math.abs(x - column) >= charWidth * 0.5) continue;
    const text = last.text.slice(0, -number.length).trimEnd();
    l.segs = [...l.segs.slice(0, -1), { ...last, text, end: last.x + text.length * charWidth }];
    l.marks = [{ ...last, text: number, x }];
  }
}
