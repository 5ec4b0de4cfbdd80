/** Runs the real-world evaluation sets (see eval/sets.ts) and summarises them. */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { elementAccuracy, type ElementScore } from "../src/eval/elements.ts";
import { parseFountain } from "../src/fountain/parse.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { confusionTable, type SharedSet } from "./shared-corpus.ts";
import { PRODUCTION_SETS, productionPdf } from "./production-writer.ts";
import { AFTERWRITING_SETS, EVAL_SOURCES } from "./sets.ts";

export interface FileResult extends ElementScore {
  set: string;
  file: string;
}

export interface SetSummary {
  set: string;
  description: string;
  files: number;
  mean: number;
  worst: number;
  worstFile: string;
  scenesExact: number;
  characterRecall: number;
  characterPrecision: number;
  dialogueBlockError: number;
}

export interface EvalReport {
  files: FileResult[];
  sets: SetSummary[];
}

const root = new URL("..", import.meta.url);
const read = (path: string) => readFileSync(fileURLToPath(new URL(path, root)));

export function summarise(set: string, description: string, files: FileResult[]): SetSummary {
  const acc = files.map((f) => f.accuracy);
  const worst = files.reduce((w, f) => (f.accuracy < w.accuracy ? f : w), files[0]!);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    set,
    description,
    files: files.length,
    mean: mean(acc),
    worst: worst.accuracy,
    worstFile: worst.file,
    scenesExact: files.filter((f) => f.scenes.exact).length,
    characterRecall: mean(files.map((f) => f.characters.recall)),
    characterPrecision: mean(files.map((f) => f.characters.precision)),
    dialogueBlockError: mean(files.map((f) => f.speeches.blockError)),
  };
}

const GROUPS = [
  { name: "scripts", suffix: "", label: "" },
  { name: "stress", suffix: "+stress", label: " — generated stress scripts" },
] as const;
const groupOf = new Map(EVAL_SOURCES.map((s) => [s.name, s.group]));

export async function evaluateCorpus(): Promise<EvalReport> {
  const files: FileResult[] = [];
  const sets: SetSummary[] = [];
  const truths = new Map(EVAL_SOURCES.map((s) => [s.name, parseFountain(read(s.path).toString("utf8"))]));
  // One summary per set and group of sources (written scripts, generated stress scripts).
  const add = (set: string, description: string, results: FileResult[]) => {
    files.push(...results);
    for (const group of GROUPS) {
      const inGroup = results.filter((r) => groupOf.get(r.file) === group.name);
      if (inGroup.length) sets.push(summarise(set + group.suffix, description + group.label, inGroup));
    }
  };
  for (const set of AFTERWRITING_SETS) {
    const results: FileResult[] = [];
    for (const src of EVAL_SOURCES) {
      const path = `eval/pdf/${set.name}/${src.name}.pdf`;
      if (!existsSync(fileURLToPath(new URL(path, root)))) continue;
      const parsed = await parsePdf(new Uint8Array(read(path)));
      results.push({ set: set.name, file: src.name, ...elementAccuracy(truths.get(src.name)!, parsed) });
    }
    add(set.name, set.description, results);
  }
  for (const set of PRODUCTION_SETS) {
    const results: FileResult[] = [];
    for (const src of EVAL_SOURCES) {
      // The standard PDF fonts only encode WinAnsi: this set prints (and is judged against) the
      // script with accents folded (WNĘTRZE → WNETRZE).
      const truth = parseFountain(foldToWinAnsi(read(src.path).toString("utf8")));
      const parsed = await parsePdf(await productionPdf(truth, set));
      results.push({ set: set.name, file: src.name, ...elementAccuracy(truth, parsed) });
    }
    add(set.name, set.description, results);
  }
  return { files, sets };
}

function foldToWinAnsi(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/Ł/g, "L")
    .replace(/ł/g, "l")
    .replace(/[^\t\n\r\x20-\x7e\u00a0-\u00ff’‘“”–—…]/g, "?");
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatReport(report: EvalReport, verbose = false): string {
  const out: string[] = [];
  out.push(
    "| set | file | elements | accuracy | scenes (parsed/truth) | char. recall | char. precision | dialogue-block error |",
  );
  out.push("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const f of report.files) {
    out.push(
      `| ${f.set} | ${f.file} | ${f.truthElements} | ${pct(f.accuracy)} | ${f.scenes.parsed}/${f.scenes.truth} | ${pct(f.characters.recall)} | ${pct(f.characters.precision)} | ${pct(f.speeches.blockError)} |`,
    );
    if (verbose && f.accuracy < 1)
      out.push(`|   | ${JSON.stringify(f.confusions)} ${f.examples.join(" · ")} | | | | | | |`);
  }
  out.push("");
  out.push(
    "| set | files | element accuracy mean / worst | scene count exact | char. recall / precision | dialogue-block error |",
  );
  out.push("|---|---:|---:|---:|---:|---:|");
  for (const s of report.sets) {
    out.push(
      `| ${s.description} | ${s.files} | ${pct(s.mean)} / ${pct(s.worst)} (${s.worstFile}) | ${s.scenesExact} of ${s.files} | ${pct(s.characterRecall)} / ${pct(s.characterPrecision)} | ${pct(s.dialogueBlockError)} |`,
    );
  }
  return out.join("\n");
}

/** The shared-corpus report: per-file and per-set tables and a confusion table per set. */
export function formatSharedReport(sets: SharedSet[], verbose = false): string {
  const files = sets.flatMap((s) => s.results);
  const summaries = sets.filter((s) => s.results.length).map((s) => summarise(s.set, s.description, s.results));
  const out = [formatReport({ files, sets: summaries }, verbose)];
  const all = files.filter((f) => !f.set.endsWith("fountain") && !f.set.endsWith("fdx"));
  const exact = all.filter((f) => f.scenes.exact).length;
  out.push("", `Scene count exact on ${exact} of ${all.length} PDF files (${pct(exact / Math.max(1, all.length))}).`);
  const checked = all.filter((f) => (f.handChecked?.scenes ?? f.scenes).exact).length;
  if (all.some((f) => f.handChecked))
    out.push(
      "",
      `Hand-checked (production truths' scene counts corrected by the ledger, renders as measured): ` +
        `exact on ${checked} of ${all.length} PDF files (${pct(checked / Math.max(1, all.length))}).`,
    );
  out.push(...handCheckedLines(sets));
  for (const s of sets) if (s.results.length) out.push("", `### Confusions: ${s.set}`, "", confusionTable(s.results));
  return out.join("\n");
}

/**
 * The hand-checked figure, for sets whose truth has a ledger of checked errors (eval/truth-errata.ts):
 * per file and per set, with the misses left out because the ledger shows them to be the truth's.
 */
function handCheckedLines(sets: SharedSet[]): string[] {
  const out: string[] = [];
  for (const s of sets) {
    const checked = s.results.filter((r) => r.handChecked);
    if (!checked.length) continue;
    out.push(
      "",
      `### Hand-checked: ${s.set} (misses the ledger in eval/truth-errata.ts shows to be transcription errors left out; not the measured figure)`,
      "",
      "| file | measured | hand-checked | truth / parsed elements left out | scenes parsed / truth | parsed / checked truth |",
      "|---|---:|---:|---:|---:|---:|",
    );
    for (const r of s.results) {
      const h = r.handChecked;
      out.push(
        `| ${r.file} | ${pct(r.accuracy)} | ${h ? pct(h.accuracy) : "(no ledger)"} | ${h ? `${h.excusedTruth} / ${h.excusedParsed}` : ""} | ${r.scenes.parsed} / ${r.scenes.truth} | ${h ? `${h.scenes.parsed} / ${h.scenes.truth}` : ""} |`,
      );
    }
    const acc = s.results.map((r) => r.handChecked?.accuracy ?? r.accuracy);
    const mean = acc.reduce((a, b) => a + b, 0) / acc.length;
    const worst = Math.min(...acc);
    const exact = s.results.filter((r) => (r.handChecked?.scenes ?? r.scenes).exact).length;
    out.push(
      `| **set (hand-checked)** | | ${pct(mean)} mean / ${pct(worst)} worst | | | ${exact} of ${s.results.length} exact |`,
    );
  }
  return out;
}
