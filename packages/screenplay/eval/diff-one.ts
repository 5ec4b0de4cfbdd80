/**
 * Side-by-side alignment of one PDF's parse with a Fountain truth, for checking misses by hand:
 * prints each disagreement (kind read wrongly, truth element without a partner, invented element)
 * with the parsed element's page, and the truth element's index. Nothing is written anywhere.
 * Usage: npx tsx eval/diff-one.ts <file.pdf> <truth.fountain>
 */
import { readFileSync } from "node:fs";

import { normalizeElementText } from "../src/eval/elements.ts";
import { parseFountain } from "../src/fountain/parse.ts";
import type { Screenplay, ScriptElement } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";

const SILENT = new Set(["section", "synopsis", "note", "page_break"]);
const printed = (m: Screenplay): ScriptElement[] =>
  [...m.preamble, ...m.scenes.flatMap((s) => s.elements)].filter(
    (e) => !SILENT.has(e.kind) && normalizeElementText(e.text) !== "",
  );
const key = (e: ScriptElement) => {
  const t = normalizeElementText(e.text);
  return e.kind === "character"
    ? t.replace(/\s*\((CONT'D|CONT'D\.|CONTD|CONT\.|CONTINUED)\)\s*/gi, " ").trim()
    : t;
};

const [pdfPath, truthPath] = process.argv.slice(2);
const truth = printed(parseFountain(readFileSync(truthPath!, "utf8")));
const parsed = printed(await parsePdf(new Uint8Array(readFileSync(pdfPath!))));
const a = truth.map(key);
const b = parsed.map(key);
const n = a.length;
const m = b.length;
const w = m + 1;
const dp = new Uint32Array((n + 1) * w);
for (let i = n - 1; i >= 0; i--)
  for (let j = m - 1; j >= 0; j--)
    dp[i * w + j] =
      a[i] === b[j] ? dp[(i + 1) * w + j + 1]! + 1 : Math.max(dp[(i + 1) * w + j]!, dp[i * w + j + 1]!);
let i = 0;
let j = 0;
const show = (e: ScriptElement) => `${e.kind} "${normalizeElementText(e.text).slice(0, 90)}"`;
while (i < n || j < m) {
  if (i < n && j < m && a[i] === b[j]) {
    if (truth[i]!.kind !== parsed[j]!.kind)
      console.log(
        `p${parsed[j]!.page} t${i} KIND ${truth[i]!.kind}→${parsed[j]!.kind}: "${a[i]!.slice(0, 90)}"`,
      );
    i++;
    j++;
  } else if (j >= m || (i < n && dp[(i + 1) * w + j]! >= dp[i * w + j + 1]!)) {
    console.log(`   t${i} LOST  ${show(truth[i]!)}`);
    i++;
  } else {
    console.log(`p${parsed[j]!.page}     EXTRA ${show(parsed[j]!)}`);
    j++;
  }
}
