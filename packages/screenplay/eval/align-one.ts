/**
 * One PDF's parse against its Fountain truth, for the read-only checking tools (eval/diff-one.ts,
 * eval/errata-candidates.ts): their arguments, the printed elements of both sides and the
 * alignment of the two on normalised text (a longest common subsequence). Writes nothing.
 *
 * Arguments: `<name>` (a PDF of ../shared/corpus/pdf-production; its truth is the Fountain of the
 * same name, `screenplain-` dropped) or `<file.pdf> <truth.fountain>`; words starting with `--`
 * are options for the tool and are skipped here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { normalizeElementText } from "../src/eval/elements.ts";
import { parseFountain } from "../src/fountain/parse.ts";
import type { Screenplay, ScriptElement } from "../src/model.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { SHARED_CORPUS } from "./shared-corpus.ts";

const SILENT = new Set(["section", "synopsis", "note", "page_break"]);

/** The elements a reader sees printed (no notes, sections or empty text). */
export const printedElements = (m: Screenplay): ScriptElement[] =>
  [...m.preamble, ...m.scenes.flatMap((s) => s.elements)].filter(
    (e) => !SILENT.has(e.kind) && normalizeElementText(e.text) !== "",
  );

/** What two elements are aligned on: their normalised text, a cue without its (CONT'D). */
const alignKey = (e: ScriptElement) => {
  const t = normalizeElementText(e.text);
  return e.kind === "character"
    ? t.replace(/\s*\((CONT'D|CONT'D\.|CONTD|CONT\.|CONTINUED)\)\s*/gi, " ").trim()
    : t;
};

/** One step of the alignment: a pair with the same text (both set), a truth or a parsed element alone. */
export interface Step {
  truth?: number;
  parsed?: number;
}

export interface Pair {
  /** The production PDF's name when it was given by name. */
  name?: string;
  /** The truth's Fountain source text, and its model. */
  source: string;
  truthModel: Screenplay;
  truth: ScriptElement[];
  parsed: ScriptElement[];
  steps: Step[];
}

/** Reads the arguments (see above), parses both sides and aligns them. */
export async function readPair(argv: string[]): Promise<Pair> {
  const args = argv.filter((a) => !a.startsWith("--"));
  const byName = args.length === 1 && !args[0]!.endsWith(".pdf");
  const name = byName ? args[0] : undefined;
  const [pdfPath, truthPath] = byName
    ? [
        join(SHARED_CORPUS, "pdf-production", `${name}.pdf`),
        join(SHARED_CORPUS, "fountain", `${name!.replace(/^screenplain-/, "")}.fountain`),
      ]
    : args;
  if (!pdfPath || !truthPath) throw new Error("usage: <name> | <file.pdf> <truth.fountain>");
  const source = readFileSync(truthPath, "utf8");
  const truthModel = parseFountain(source);
  const truth = printedElements(truthModel);
  const parsed = printedElements(await parsePdf(new Uint8Array(readFileSync(pdfPath))));
  return { name, source, truthModel, truth, parsed, steps: alignSteps(truth, parsed) };
}

/** The longest common subsequence of the two sides' keys, walked into steps in reading order. */
function alignSteps(truth: ScriptElement[], parsed: ScriptElement[]): Step[] {
  const a = truth.map(alignKey);
  const b = parsed.map(alignKey);
  const w = b.length + 1;
  const dp = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      dp[i * w + j] =
        a[i] === b[j] ? dp[(i + 1) * w + j + 1]! + 1 : Math.max(dp[(i + 1) * w + j]!, dp[i * w + j + 1]!);
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) steps.push({ truth: i++, parsed: j++ });
    else if (j >= b.length || (i < a.length && dp[(i + 1) * w + j]! >= dp[i * w + j + 1]!))
      steps.push({ truth: i++ });
    else steps.push({ parsed: j++ });
  }
  return steps;
}
