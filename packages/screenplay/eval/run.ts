/**
 * The evaluation command: parses every PDF of the real-world corpus and compares it with its
 * Fountain source, then does the same on the shared outside corpus (../shared/corpus) when it
 * exists. Prints per-file and per-set element accuracy, scene count, character recall and
 * precision, dialogue-block error and, for the shared sets, a confusion table per set.
 * Usage: npm run eval -w @twl/screenplay [-- --verbose] [--json] [--shared-only]
 */
import { evaluateCorpus, formatReport, formatSharedReport } from "./evaluate.ts";
import { evaluateShared, SHARED_CORPUS } from "./shared-corpus.ts";

const verbose = process.argv.includes("--verbose");
const json = process.argv.includes("--json");
const report = process.argv.includes("--shared-only") ? undefined : await evaluateCorpus();
if (report) console.log(json ? JSON.stringify(report, null, 2) : formatReport(report, verbose));
const shared = await evaluateShared((m) => console.log(m));
if (!shared) console.log(`\nShared corpus not found at ${SHARED_CORPUS}: its sets are skipped.`);
else if (json) console.log(JSON.stringify(shared, null, 2));
else console.log(`\n## Shared corpus (${SHARED_CORPUS})\n\n${formatSharedReport(shared, verbose)}`);
