/**
 * The evaluation command: parses every PDF of the real-world corpus and compares it with its
 * Fountain source, then does the same on the shared outside corpus (../shared/corpus) when it
 * exists. Prints per-file and per-set element accuracy, scene count, character recall and
 * precision, dialogue-block error and, for the shared sets, a confusion table per set.
 * Usage: npm run eval -w @twl/screenplay [-- --verbose] [--json] [--shared-only] [--set=<part>]
 * (--set keeps only the shared sets whose name contains <part>, e.g. --set=production; implies
 * --shared-only).
 */
import { evaluateCorpus, formatReport, formatSharedReport } from "./evaluate.ts";
import { evaluateShared, SHARED_CORPUS } from "./shared-corpus.ts";

const verbose = process.argv.includes("--verbose");
const json = process.argv.includes("--json");
const setArg = process.argv.find((a) => a.startsWith("--set="))?.slice("--set=".length);
const only = setArg ? (set: string) => set.includes(setArg) : undefined;
const report = process.argv.includes("--shared-only") || only ? undefined : await evaluateCorpus();
if (report) console.log(json ? JSON.stringify(report, null, 2) : formatReport(report, verbose));
const shared = await evaluateShared((m) => console.log(m), only);
if (!shared) console.log(`\nShared corpus not found at ${SHARED_CORPUS}: its sets are skipped.`);
else if (json) console.log(JSON.stringify(shared, null, 2));
else console.log(`\n## Shared corpus (${SHARED_CORPUS})\n\n${formatSharedReport(shared, verbose)}`);
