/**
 * Helps keep the ledger of transcription errors (eval/truth-errata.ts): prints one production PDF's
 * runs of misses against its transcription, each with the transcription's line numbers and, where a
 * simple test fits, a suggested kind of truth error. A suggestion is only a place to look: a person
 * checks it on the PDF (eval/dump-page.ts) before it goes into the ledger. Writes nothing.
 * Usage: npx tsx eval/errata-candidates.ts <name> [--all] (a file of ../shared/corpus/pdf-production;
 * --all prints the runs with a suggestion too; arguments as eval/align-one.ts reads them)
 */
import { normalizeElementText } from "../src/eval/elements.ts";
import type { ScriptElement } from "../src/model.ts";
import { readPair } from "./align-one.ts";
import { truthLines } from "./truth-errata.ts";

const { name, source, truthModel, truth: a, parsed: b, steps } = await readPair(process.argv.slice(2));
const lines = truthLines(source, truthModel);

const stripDigits = (t: string) => normalizeElementText(t).replace(/\d+/g, "#");
const actionCounts = new Map<string, number>();
for (const e of a)
  if (e.kind === "action")
    actionCounts.set(stripDigits(e.text), (actionCounts.get(stripDigits(e.text)) ?? 0) + 1);
const MARKER = /^\(MO ?RE\)$|\(CON ?T['’]?D\)$|^\(?CONTINUED/i;

/** Why one truth element of a run looks wrong by itself, if a simple test says so. */
function elementReason(e: ScriptElement, parsedText: string, partner?: ScriptElement): string {
  const t = normalizeElementText(e.text);
  // A line typed again and again (three times or more) that is long or numbered: a running head.
  const repeated = (actionCounts.get(stripDigits(e.text)) ?? 0) >= 3 && (t.length >= 20 || /\d/.test(t));
  if (e.kind === "action" && repeated) return "head";
  if (e.kind === "action" && MARKER.test(t)) return "marker";
  if (/^[A-Z]?\d+[A-Z]?\.?( [A-Z]?\d+[A-Z]?\.?)?$/.test(t)) return "number";
  const marks = (x: string) =>
    x
      .replace(/\s*(†|\*\*+)\s*/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  if (/†|\*\*/.test(t) && parsedText.includes(marks(t))) return "number";
  if (partner && e.kind === "action" && partner.kind === "centered") return "kind";
  if (partner && e.kind === "action" && partner.kind === "transition" && !/^FADE IN/.test(t)) return "kind";
  return "";
}

function suggest(
  t: ScriptElement[],
  p: ScriptElement[],
  partners: Map<ScriptElement, ScriptElement>,
  nextPage: number | undefined,
): string {
  if (t.length === 0) return p.length >= 6 ? "missing?" : "";
  const tt = t.map((e) => normalizeElementText(e.text)).join(" ");
  const pt = p.map((e) => normalizeElementText(e.text)).join(" ");
  const noSpace = (x: string) => x.replace(/\s+/g, "");
  const keepHyphenSpace = (x: string) => x.replace(/(?<![-–—])\s+(?![-–—])/g, "");
  if (
    t.length === p.length &&
    t.every((e, i) => e.kind === p[i]!.kind) &&
    noSpace(tt) === noSpace(pt) &&
    keepHyphenSpace(tt) === keepHyphenSpace(pt)
  )
    return "spacing";
  if (t.length > p.length && p.length === 1 && tt === pt && p[0]!.page === nextPage) return "joined";
  // One speech split by the page break, its cue typed again on the next page: the parse's one
  // speech runs onto the next page.
  const [d1, c, d2] = t;
  if (
    t.length === 3 &&
    p.length === 1 &&
    d1!.kind === "dialogue" &&
    c!.kind === "character" &&
    d2!.kind === "dialogue" &&
    p[0]!.kind === "dialogue" &&
    pt === `${normalizeElementText(d1!.text)} ${normalizeElementText(d2!.text)}` &&
    nextPage !== p[0]!.page
  )
    return "marker";
  // A parenthetical the PDF prints on its own lines, typed into the speech's dialogue.
  if (
    t.length === 1 &&
    t[0]!.kind === "dialogue" &&
    /^\(/.test(tt) &&
    p.length >= 2 &&
    p[0]!.kind === "parenthetical" &&
    p.every((e) => e.kind === "dialogue" || e.kind === "parenthetical") &&
    tt === pt
  )
    return "kind";
  // Shouted action forced to a heading in the transcription ("." before it), printed as action.
  if (
    t.length === 1 &&
    p.length === 1 &&
    t[0]!.kind === "scene_heading" &&
    t[0]!.forced &&
    p[0]!.kind === "action" &&
    !/^(INT|EXT|I\/E)/.test(tt)
  )
    return "kind";
  const reasons = t.map((e) => elementReason(e, pt, partners.get(e)));
  const cutter = reasons.find((r) => r === "head" || r === "marker" || r === "number");
  // The other truth elements of a run cut by a typed-in line are pieces of a printed element.
  const ok = reasons.every((r, k) => r || (cutter && pt.includes(normalizeElementText(t[k]!.text))));
  return ok ? (cutter ?? reasons[0]!) : "";
}

const partners = new Map<ScriptElement, ScriptElement>();
let run: { t: ScriptElement[]; p: ScriptElement[] } = { t: [], p: [] };
let prevLine = 0;
const ledger: string[] = [];
const flush = (nextPage: number | undefined) => {
  if (!run.t.length && !run.p.length) return;
  const ls = run.t.map((e) => lines.get(e) ?? -1);
  const from = ls.length ? Math.min(...ls) : prevLine;
  const to = ls.length ? Math.max(...ls) : prevLine;
  const kind = suggest(run.t, run.p, partners, nextPage);
  if (kind && kind !== "missing?" && !process.argv.includes("--all")) {
    ledger.push(`[${from}, ${to}, "${kind}"]`);
    run = { t: [], p: [] };
    return;
  }
  console.log(
    `${from}\t${to}\t${kind || "-"}\t${run.t.length}/${run.p.length}\tp${run.p[0]?.page ?? "?"}\t` +
      `T: ${run.t.map((e) => `${e.kind}:${normalizeElementText(e.text).slice(0, 40)}`).join(" | ")}\tP: ${run.p.map((e) => `${e.kind}:${normalizeElementText(e.text).slice(0, 40)}`).join(" | ")}`,
  );
  run = { t: [], p: [] };
};
for (const { truth: i, parsed: j } of steps) {
  if (i !== undefined && j !== undefined) {
    if (a[i]!.kind !== b[j]!.kind) {
      run.t.push(a[i]!);
      run.p.push(b[j]!);
      partners.set(a[i]!, b[j]!);
    } else {
      flush(b[j]!.page);
      prevLine = lines.get(a[i]!) ?? prevLine;
    }
  } else if (i !== undefined) run.t.push(a[i]!);
  else if (j !== undefined) run.p.push(b[j]!);
}
flush(undefined);
console.log(`LEDGER ${name ?? "(by path)"}: [${ledger.join(", ")}]`);
