/**
 * Benchmark: parsePdf on the 120-page corpus feature against pdf.js text extraction alone (the
 * floor: getDocument + getTextContent for every page), plus rendering, Fountain parsing and the
 * statistics. Prints a markdown table.  Usage: npm run bench -- [--runs 9] [--layout a4-plex]
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

import { lineAccuracy } from "../src/eval/accuracy.ts";
import { parseFountain } from "../src/fountain/parse.ts";
import { type LayoutName } from "../src/layout/specs.ts";
import { loadPdfEngine, TEXT_EXTRACTION_OPTIONS } from "../src/pdf/extract.ts";
import { parsePdf } from "../src/pdf/parse.ts";
import { renderScreenplayPdf } from "../src/render/pdf.ts";
import { analyzeScreenplay } from "../src/stats/analyze.ts";
import { measureFirstParse } from "./first-parse.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Number(arg("--runs") ?? 9);
const WARMUP = 2;
const layout = (arg("--layout") ?? "letter-courier") as LayoutName;

/** The floor: what pdf.js needs just to hand over the text of every page. */
async function pdfjsTextOnly(bytes: Uint8Array): Promise<number> {
  const { getDocument } = await loadPdfEngine(); // the same pdf.js that parsePdf uses
  const task = getDocument({ ...TEXT_EXTRACTION_OPTIONS, data: bytes.slice() });
  const doc = await task.promise;
  let items = 0;
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    items += (await page.getTextContent()).items.length;
    page.cleanup();
  }
  await task.destroy();
  return items;
}

async function time(
  label: string,
  fn: () => Promise<unknown> | unknown,
): Promise<{ label: string; median: number; min: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { label, median: samples[Math.floor(samples.length / 2)]!, min: samples[0]! };
}

const source = readFileSync(new URL("../corpus/feature.fountain", import.meta.url), "utf8");
const pdf = await renderScreenplayPdf(source, layout);
const truth = parseFountain(source, { layout });
const parsed = await parsePdf(pdf);
const accuracy = lineAccuracy(truth, parsed).accuracy;
const pdfPages = parsed.pages.length + (parsed.titlePage ? 1 : 0);

const floor = await time("pdf.js text extraction only (floor)", () => pdfjsTextOnly(pdf));
const parse = await time("parsePdf", () => parsePdf(pdf));
const render = await time("renderScreenplayPdf", () => renderScreenplayPdf(source, layout));
const fountain = await time("parseFountain", () => parseFountain(source, { layout }));
const stats = await time("analyzeScreenplay", () => analyzeScreenplay(parsed));

// The first parse in a fresh process (plain node, like the built server's parse worker), which
// includes loading pdf.js: a short script, so the set-up dominates.
const shortPdf = await renderScreenplayPdf(
  readFileSync(new URL("../corpus/short.fountain", import.meta.url), "utf8"),
  layout,
);
const { writeFileSync, mkdtempSync, rmSync } = await import("node:fs");
const { join } = await import("node:path");
const { tmpdir } = await import("node:os");
const tmp = mkdtempSync(join(tmpdir(), "twl-bench-"));
writeFileSync(join(tmp, "short.pdf"), shortPdf);
const cold = await measureFirstParse(join(tmp, "short.pdf"), RUNS);
rmSync(tmp, { recursive: true, force: true });
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
console.log(
  `\nscreenplay benchmark: corpus feature, ${pdfPages}-page PDF (${layout}, ${(pdf.length / 1024).toFixed(0)} KiB), ` +
    `median of ${RUNS} runs after ${WARMUP} warm-up; Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}\n`,
);
console.log("| step | median | fastest | per page |");
console.log("|---|---:|---:|---:|");
for (const r of [floor, parse, render, fountain, stats]) {
  console.log(`| ${r.label} | ${ms(r.median)} | ${ms(r.min)} | ${ms(r.median / pdfPages)} |`);
}
console.log(
  `| first parsePdf in a fresh process (short script, pdf.js set-up included) | ${ms(med(cold.first))} | ${ms(Math.min(...cold.first))} | |`,
);
console.log(
  `| second parsePdf in that process | ${ms(med(cold.second))} | ${ms(Math.min(...cold.second))} | |`,
);
console.log(`| **parsePdf / pdf.js floor** | **${(parse.median / floor.median).toFixed(2)}×** | | |`);
const engine = cold.engine?.prebuilt
  ? `prebuilt pdf.js, code cache ${cold.engine.codeCache}`
  : "pdf.js from pdfjs-dist (no prebuilt copy: npm run build:pdfjs -w @twl/screenplay)";
console.log(
  `\nFirst parsePdf in a fresh process: median ${ms(med(cold.first))} of ${RUNS} processes ` +
    `(goal: under 300 ms; ${engine}; load average ${loadavg()[0]!.toFixed(2)})`,
);
console.log(
  `parsePdf line accuracy on this PDF: ${(accuracy * 100).toFixed(2)}% (${parsed.scenes.length} scenes, ${parsed.characters.length} characters)`,
);
