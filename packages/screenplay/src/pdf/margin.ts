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
