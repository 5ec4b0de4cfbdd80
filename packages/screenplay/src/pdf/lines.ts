/**
 * Groups pdf.js text items into printed lines. Items whose baselines are within a tolerance share
 * a line; items on a line are merged into segments when the gap between them is at most about one
 * space (lines often arrive split at style changes or spaces), and kept apart otherwise (dual
 * dialogue columns, scene numbers in the margins, text that collides with other text).
 */
import type { PdfPageText } from "./extract.ts";

export interface Segment {
  text: string;
  x: number;
  end: number;
  /** Every item of the segment is set in an italic font. */
  italic: boolean;
  /** Every item of the segment is set in a bold font. */
  bold: boolean;
  /** Its first and its last item with text are italic (emphasis opening or closing inside a line). */
  italicStart?: boolean;
  italicEnd?: boolean;
}

export interface RawLine {
  /** Distance of the baseline from the top edge of the page. */
  top: number;
  segments: Segment[];
}

export interface PageLines {
  index: number;
  width: number;
  height: number;
  lines: RawLine[];
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** Advance of one character: the median of width / length over the longer items (monospace scripts). */
export function measureCharWidth(pages: PdfPageText[]): number {
  const w: number[] = [];
  for (const p of pages)
    for (const it of p.items) if (it.str.length >= 4 && it.width > 0) w.push(it.width / it.str.length);
  if (w.length === 0)
    for (const p of pages) for (const it of p.items) if (it.width > 0) w.push(it.width / it.str.length);
  return median(w) || 7.2;
}

export function groupLines(pages: PdfPageText[], charWidth: number): PageLines[] {
  return pages.map((p) => {
    const items = [...p.items].sort((a, b) => b.y - a.y || a.x - b.x);
    const rows: (typeof items)[] = [];
    for (const it of items) {
      const row = rows[rows.length - 1];
      const tol = Math.max(1, it.fontSize * 0.3);
      if (row && Math.abs(row[0]!.y - it.y) <= tol) row.push(it);
      else rows.push([it]);
    }
    const lines: RawLine[] = rows.map((row) => {
      row.sort((a, b) => a.x - b.x);
      const segments: Segment[] = [];
      let prevItem: (typeof row)[number] | undefined;
      for (const it of row) {
        // The same text printed again a hair to the side is a tool's fake bold: one copy counts.
        const overprint =
          prevItem && prevItem.str === it.str && Math.abs(it.x - prevItem.x) < charWidth * 0.5;
        if (overprint) continue;
        prevItem = it;
        const seg = segments[segments.length - 1];
        const gap = seg ? it.x - seg.end : Infinity;
        // An item starting well inside the previous text collides with it (a tool set two elements
        // on one row, e.g. after dual dialogue): it is a segment of its own, not part of that text.
        if (seg && gap < charWidth * 1.6 && gap > -charWidth) {
          const needsSpace = gap > charWidth * 0.4 && !seg.text.endsWith(" ") && !it.str.startsWith(" ");
          seg.text += (needsSpace ? " " : "") + it.str;
          seg.end = Math.max(seg.end, it.x + it.width);
          seg.italic &&= it.italic;
          seg.bold &&= it.bold;
          if (it.str.trim() !== "") seg.italicEnd = it.italic;
        } else {
          segments.push({
            text: it.str,
            x: it.x,
            end: it.x + it.width,
            italic: it.italic,
            bold: it.bold,
            italicStart: it.italic,
            italicEnd: it.italic,
          });
        }
      }
      for (const s of segments) {
        const lead = s.text.length - s.text.trimStart().length;
        s.x += lead * charWidth;
        s.text = s.text.trim().replace(/\s+/g, " ");
      }
      return { top: p.height - row[0]!.y, segments: segments.filter((s) => s.text !== "") };
    });
    return {
      index: p.index,
      width: p.width,
      height: p.height,
      lines: lines.filter((l) => l.segments.length > 0),
    };
  });
}

/**
 * Line spacing: the smallest baseline distance that occurs often (at least 5% of the distances),
 * so that single spacing wins even in short documents where blank-separated lines dominate.
 */
export function measureLineHeight(pages: PageLines[], fontSize: number): number {
  const counts = new Map<number, number>();
  let total = 0;
  for (const p of pages) {
    for (let i = 1; i < p.lines.length; i++) {
      const d = Math.round((p.lines[i]!.top - p.lines[i - 1]!.top) * 10) / 10;
      if (d < fontSize * 0.6) continue;
      counts.set(d, (counts.get(d) ?? 0) + 1);
      total++;
    }
  }
  const min = Math.max(2, total * 0.05);
  const sorted = [...counts.keys()].sort((a, b) => a - b);
  for (const d of sorted) {
    const c = (counts.get(d) ?? 0) + (counts.get(Math.round((d + 0.1) * 10) / 10) ?? 0);
    // A short script can have more blank-separated lines than single-spaced ones: a distance half
    // as long, seen at all, is the line height.
    if (c >= min) {
      const half = sorted.find((e) => Math.abs(e * 2 - d) <= 0.6);
      if (half !== undefined) return half;
      // The most frequent distance of this cluster: tools that mix line pitches (11.04 pt lines
      // with a few at 10.8) are measured by their usual one, so rows do not drift down the page.
      let best = d;
      for (const e of sorted)
        if (e >= d && e <= d + 0.6 && (counts.get(e) ?? 0) > (counts.get(best) ?? 0)) best = e;
      return best;
    }
  }
  return sorted[0] ?? fontSize * 1.2;
}
