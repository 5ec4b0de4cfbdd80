/**
 * Per-line element accuracy of a parsed model against a truth model (used by the corpus tests and
 * the benchmark). Lines are aligned page by page with a longest common subsequence on their text;
 * a truth line counts as correct when an aligned parsed line has the same text and kind.
 * accuracy = correct / max(truth lines, parsed lines), so dropped and invented lines both count.
 */
import type { LineKind, Screenplay, ScriptLine } from "../model.ts";

export interface LineAccuracy {
  truthLines: number;
  parsedLines: number;
  correct: number;
  accuracy: number;
  /** "truthKind→parsedKind" counts for aligned lines whose kinds differ. */
  confusions: Record<string, number>;
  /** Truth lines with no aligned parsed line. */
  missing: number;
  /** A few examples of errors, for test messages. */
  examples: string[];
}

const norm = (t: string) => t.replace(/\s+/g, " ").trim();

function align(a: ScriptLine[], b: ScriptLine[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const dp = new Uint16Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      dp[at(i, j)] =
        norm(a[i]!.text) === norm(b[j]!.text)
          ? dp[at(i + 1, j + 1)]! + 1
          : Math.max(dp[at(i + 1, j)]!, dp[at(i, j + 1)]!);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (norm(a[i]!.text) === norm(b[j]!.text)) pairs.push([i++, j++]);
    else if (dp[at(i + 1, j)]! >= dp[at(i, j + 1)]!) i++;
    else j++;
  }
  return pairs;
}

export function lineAccuracy(truth: Screenplay, parsed: Screenplay): LineAccuracy {
  const r: LineAccuracy = {
    truthLines: 0,
    parsedLines: 0,
    correct: 0,
    accuracy: 0,
    confusions: {},
    missing: 0,
    examples: [],
  };
  const pages = Math.max(truth.pages.length, parsed.pages.length);
  for (let p = 0; p < pages; p++) {
    const a = truth.pages[p]?.lines ?? [];
    const b = parsed.pages[p]?.lines ?? [];
    r.truthLines += a.length;
    r.parsedLines += b.length;
    const pairs = align(a, b);
    r.missing += a.length - pairs.length;
    for (const [i, j] of pairs) {
      const k1: LineKind = a[i]!.kind;
      const k2: LineKind = b[j]!.kind;
      if (k1 === k2) r.correct++;
      else {
        const key = `${k1}→${k2}`;
        r.confusions[key] = (r.confusions[key] ?? 0) + 1;
        if (r.examples.length < 10) r.examples.push(`page ${p + 1}: ${key} "${a[i]!.text}"`);
      }
    }
    if (pairs.length < a.length && r.examples.length < 10)
      r.examples.push(`page ${p + 1}: ${a.length - pairs.length} truth line(s) not found`);
  }
  r.accuracy = r.correct / Math.max(1, r.truthLines, r.parsedLines);
  return r;
}
