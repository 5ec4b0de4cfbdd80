/** Running heads and feet of a screenplay PDF: revision stamps, titles, "Property of" lines. */
import { CONTINUED_LINE, isHeadingLine } from "./geometry.ts";
import type { PageLines, RawLine } from "./lines.ts";

const lineText = (l: RawLine) => l.segments.map((s) => s.text).join(" ");

/**
 * Running heads and feet: a line among the first or last two of a page, set apart from the body by
 * a blank line, whose text (page numbers and digits aside) recurs at the same height on at least
 * half of the pages (two at least). A revision stamp or a "Property of" footer is not script text.
 * CONTINUED lines do not count as neighbours: Final Draft sets "CONTINUED:" right under the running
 * head, closer than a blank line, and drops it like the head.
 */
export function runningLines(pages: PageLines[], lineHeight: number): Set<RawLine> {
  const key = (l: RawLine) =>
    `${Math.round(l.top / 3)}|${lineText(l)
      .replace(/\s*(?:page\s+)?\d+[A-Z]?\.?$/i, "")
      .replace(/\d+/g, "#")}`;
  const candidates = new Map<string, RawLine[]>();
  for (const p of pages) {
    const seen = new Set<string>();
    const lines = p.lines.filter((l) => !CONTINUED_LINE.test(lineText(l)));
    lines.forEach((l, i) => {
      const prev = lines[i - 1];
      const next = lines[i + 1];
      // Set apart on both sides: a cue followed by its dialogue at a page's foot is not a running foot.
      const apartBefore = !prev || l.top - prev.top > lineHeight * 1.5;
      const apartAfter = !next || next.top - l.top > lineHeight * 1.5;
      const head = i < 2 && apartBefore && apartAfter;
      const foot = i >= lines.length - 2 && apartBefore && apartAfter && l.top > p.height * 0.75;
      // A scene heading at the top of several pages (the same place again) is never a running head.
      if ((!head && !foot) || isHeadingLine(l)) return;
      const k = key(l);
      if (k.endsWith("|") || seen.has(k)) return;
      seen.add(k);
      candidates.set(k, [...(candidates.get(k) ?? []), l]);
    });
  }
  const out = new Set<RawLine>();
  const need = Math.max(2, Math.ceil(pages.length * 0.5));
  for (const lines of candidates.values()) if (lines.length >= need) for (const l of lines) out.add(l);
  return out;
}
