import { normalizeLine, wordsOf, type ScriptText } from "./read-text.ts";

/**
 * Repeated and stock lines: how much of the dialogue is a line the script has already used
 * (exact, after normalizing case and punctuation), and how varied its vocabulary is (moving-window
 * type/token ratio, MATTR, window 200 words, so long and short scripts compare).
 */
export interface LineMeasures {
  speeches: number;
  /** Share of speeches whose line is said at least twice in the script. */
  repeatedShare: number;
  /** The most repeated lines, with counts. */
  topRepeats: { line: string; count: number }[];
  /** Pages of the first speeches that repeat a line. */
  repeatPages: number[];
  /** Moving-average type/token ratio of the dialogue words (0..1). */
  mattr: number;
}

export const MATTR_WINDOW = 200;

export function mattr(words: string[], window = MATTR_WINDOW): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let distinct = 0;
  let total = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const c = counts.get(w) ?? 0;
    counts.set(w, c + 1);
    if (c === 0) distinct++;
    if (i >= window) {
      const old = words[i - window]!;
      const oc = counts.get(old)! - 1;
      counts.set(old, oc);
      if (oc === 0) distinct--;
    }
    if (i >= window - 1) total += distinct / window;
  }
  return total / (words.length - window + 1);
}

export function measureLines(text: ScriptText): LineMeasures {
  const counts = new Map<string, number>();
  const lines = text.speeches.map((s) => normalizeLine(s.text)).filter(Boolean);
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  const repeated = lines.filter((l) => counts.get(l)! > 1).length;
  const repeatPages = text.speeches
    .filter((s) => (counts.get(normalizeLine(s.text)) ?? 0) > 1)
    .slice(0, 5)
    .map((s) => s.page);
  const topRepeats = [...counts.entries()]
    .filter(([, c]) => c > 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([line, count]) => ({ line, count }));
  return {
    speeches: lines.length,
    repeatedShare: lines.length ? repeated / lines.length : 0,
    topRepeats,
    repeatPages,
    mattr: mattr(text.speeches.flatMap((s) => wordsOf(s.text))),
  };
}
