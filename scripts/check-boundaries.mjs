// `npm run check:boundaries`: builds the import graph with madge (type-only imports skipped, as in
// .madgerc), collapses it to server modules and web features, and fails on a module cycle, an import
// against the server module order in docs/ARCHITECTURE.md, or a feature importing another feature.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import madge from "madge";

import { findViolations, parseModuleOrder } from "./boundaries.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const layers = parseModuleOrder(readFileSync(resolve(root, "docs/ARCHITECTURE.md"), "utf8"));
const result = await madge(["apps/server/src", "apps/web/src"], {
  baseDir: root,
  fileExtensions: ["ts", "tsx"],
  excludeRegExp: [/\.test\.tsx?$/],
  detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
});
const graph = result.obj();
const problems = findViolations(graph, layers);
if (problems.length > 0) {
  console.error(`Boundary check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Boundaries hold: ${Object.keys(graph).length} files, ${layers.length} server layers, no cross-feature imports.`,
);
