/** The body margin of a screenplay PDF, and scene numbers standing left of the text. */
import { isSceneHeadingText } from "../text.ts";
import { measureBodyMargin, measureMargin, SCENE_NUMBER } from "./geometry.ts";
import type { PageLines, RawLine } from "./lines.ts";

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
  // Left margin from line starts, ignoring scene numbers standing in front of the text.
  const starts = allPages.flatMap((p) =>
    p.lines.map((l) => (leftNumber(l, charWidth) !== undefined ? l.segments[1]!.x : l.segments[0]!.x)),
  );
  // The body margin is where long (action) lines start; a running head or scene numbers standing
  // left of the body cannot move it. Documents with too few long lines fall back to the leftmost
  // well-populated start position.
  const longLines = allPages.slice(1).flatMap((p) =>
    p.lines.map((l) => {
      const segs = leftNumber(l, charWidth) !== undefined ? l.segments.slice(1) : l.segments;
      const text = segs.map((s) => s.text).join(" ");
      return { x: segs[0]!.x, chars: segs.length === 1 ? text.length : 0 };
    }),
  );
  // Scene headings start at the margin: where a script has too few action lines to measure it
  // (mostly dialogue), the headings' start wins over a dialogue column.
  const headingStarts = allPages.flatMap((p) =>
    p.lines.flatMap((l) => {
      const segs = leftNumber(l, charWidth) !== undefined ? l.segments.slice(1) : l.segments;
      return isSceneHeadingText(segs.map((s) => s.text).join(" ")) ? [segs[0]!.x] : [];
    }),
  );
  const headingMargin = measureMargin(headingStarts, charWidth);
  const measured = measureBodyMargin(longLines, charWidth) ?? measureMargin(starts, charWidth);
  const margin =
    headingStarts.length >= 2 &&
    headingMargin < measured - charWidth &&
    headingStarts.filter((x) => Math.abs(x - headingMargin) < charWidth).length >= headingStarts.length * 0.8
      ? headingMargin
      : measured;
  return margin;
}
