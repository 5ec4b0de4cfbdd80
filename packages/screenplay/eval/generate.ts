/**
 * Re-renders the committed third-party PDFs of the evaluation corpus (eval/pdf/<set>/<source>.pdf)
 * with afterwriting's command line tool. afterwriting is not a dependency of the repo: install it
 * anywhere (`npm install --ignore-scripts afterwriting@1.17.3`) and point AFTERWRITING at its awc.js:
 *
 *   AFTERWRITING=/tmp/aw/node_modules/afterwriting/awc.js npm run eval:generate -w @twl/screenplay [-- --all]
 *
 * Only missing PDFs are rendered unless --all is given.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { AFTERWRITING_SETS, EVAL_SOURCES } from "./sets.ts";

const awc = process.env.AFTERWRITING;
if (!awc) {
  console.error(
    "Set AFTERWRITING to afterwriting's awc.js (npm install --ignore-scripts afterwriting@1.17.3).",
  );
  process.exit(2);
}
const root = fileURLToPath(new URL("..", import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), "twl-eval-"));
for (const set of AFTERWRITING_SETS) {
  const dir = join(root, "eval", "pdf", set.name);
  mkdirSync(dir, { recursive: true });
  const config = join(tmp, `${set.name}.json`);
  writeFileSync(config, JSON.stringify(set.config));
  for (const src of EVAL_SOURCES) {
    const out = join(dir, `${src.name}.pdf`);
    // Re-rendering changes a PDF's bytes (creation date, ids) though not its text: only on request.
    if (existsSync(out) && !process.argv.includes("--all")) continue;
    execFileSync(
      process.execPath,
      [awc, "--source", join(root, src.path), "--pdf", out, "--config", config, "--overwrite"],
      { stdio: "ignore" },
    );
    console.log(`${set.name}/${src.name}.pdf`);
  }
}
