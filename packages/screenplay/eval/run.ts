/**
 * The evaluation command: parses every PDF of the real-world corpus and compares it with its
 * Fountain source. Prints per-file and per-set element accuracy, scene count, character recall and
 * precision and dialogue-block error.  Usage: npm run eval -w @twl/screenplay [-- --verbose] [--json]
 */
import { evaluateCorpus, formatReport } from "./evaluate.ts";

const verbose = process.argv.includes("--verbose");
const report = await evaluateCorpus();
if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
else console.log(formatReport(report, verbose));
