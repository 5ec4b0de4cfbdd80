/**
 * Side-by-side alignment of one PDF's parse with a Fountain truth, for checking misses by hand:
 * prints each disagreement (kind read wrongly, truth element without a partner, invented element)
 * with the parsed element's page, and the truth element's index. Nothing is written anywhere.
 * Usage: npx tsx eval/diff-one.ts <file.pdf> <truth.fountain>, or <name> for a production PDF of
 * ../shared/corpus (eval/align-one.ts).
 */
import { normalizeElementText } from "../src/eval/elements.ts";
import type { ScriptElement } from "../src/model.ts";
import { readPair } from "./align-one.ts";

const { truth, parsed, steps } = await readPair(process.argv.slice(2));
const show = (e: ScriptElement) => `${e.kind} "${normalizeElementText(e.text).slice(0, 90)}"`;
for (const { truth: i, parsed: j } of steps) {
  const t = i === undefined ? undefined : truth[i]!;
  const p = j === undefined ? undefined : parsed[j]!;
  if (t && p) {
    if (t.kind !== p.kind)
      console.log(`p${p.page} t${i} KIND ${t.kind}→${p.kind}: "${normalizeElementText(t.text).slice(0, 90)}"`);
  } else if (t) console.log(`   t${i} LOST  ${show(t)}`);
  else if (p) console.log(`p${p.page}     EXTRA ${show(p)}`);
}
