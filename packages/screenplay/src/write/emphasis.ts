/** Style ranges back to inline markup (shared by the Fountain writer). */
import type { StyleRange } from "../model.ts";

function fountainMark(s: StyleRange): string {
  if (s.bold && s.italic) return "***";
  if (s.bold) return "**";
  if (s.italic) return "*";
  return "_";
}

/** Escape characters Fountain would read as emphasis. */
function escapeFountain(text: string): string {
  return text.replace(/([*_])/g, "\\$1");
}

/**
 * Plain text plus style ranges -> Fountain markup. Ranges are written as nested markers; a range that
 * starts or ends on whitespace is shrunk to its non-blank part (Fountain cannot mark a blank edge).
 */
export function toFountainInline(text: string, styles: StyleRange[] | undefined): string {
  const opens = new Map<number, string[]>();
  const closes = new Map<number, string[]>();
  for (const s of styles ?? []) {
    let { start, end } = s;
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (end <= start || text.slice(start, end).includes("\n")) continue;
    const underline = s.underline && (s.bold || s.italic);
    const marks = underline ? ["_", fountainMark({ ...s, underline: false })] : [fountainMark(s)];
    opens.set(start, [...(opens.get(start) ?? []), ...marks]);
    closes.set(end, [...marks.slice().reverse(), ...(closes.get(end) ?? [])]);
  }
  let out = "";
  for (let i = 0; i <= text.length; i++) {
    out += (closes.get(i) ?? []).join("");
    out += (opens.get(i) ?? []).join("");
    if (i < text.length) out += escapeFountain(text[i]!);
  }
  return out;
}
