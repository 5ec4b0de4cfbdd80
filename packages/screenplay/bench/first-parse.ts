/**
 * "First parse in a process": a fresh Node process (no tsx, as in the built server's parse worker)
 * imports the engine and parses one PDF; the time from the parsePdf call to its result includes
 * loading pdf.js (the prebuilt copy with its code cache when generated/ has it, see
 * src/pdf/prebuilt-pdfjs.ts). The engine is bundled with esbuild for this (pdf.js stays external, as
 * in the server build), then run with plain node several times.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

import type { PdfEngineSource } from "../src/pdf/extract.ts";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

const PROBE = `
import { readFileSync } from "node:fs";
import { parsePdf, pdfEngineSource } from "./engine.mjs";
const bytes = new Uint8Array(readFileSync(process.argv[2]));
const t0 = performance.now();
await parsePdf(bytes);
const first = performance.now() - t0;
const t1 = performance.now();
await parsePdf(bytes);
console.log(JSON.stringify({ first, second: performance.now() - t1, engine: pdfEngineSource() }));
`;

export async function measureFirstParse(
  pdfPath: string,
  runs: number,
): Promise<{ first: number[]; second: number[]; engine: PdfEngineSource | undefined }> {
  // Inside the package so that node_modules resolves from the bundle.
  const dir = mkdtempSync(join(packageDir, ".first-parse-"));
  try {
    await build({
      stdin: {
        contents: `export { parsePdf } from "./src/pdf/parse.ts"; export { pdfEngineSource } from "./src/pdf/extract.ts";`,
        resolveDir: packageDir,
        loader: "ts",
      },
      outfile: join(dir, "engine.mjs"),
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      external: ["pdfjs-dist", "pdf-lib", "@pdf-lib/fontkit", "fast-xml-parser"],
      logLevel: "warning",
    });
    writeFileSync(join(dir, "probe.mjs"), PROBE);
    const first: number[] = [];
    const second: number[] = [];
    let engine: PdfEngineSource | undefined;
    for (let i = 0; i < runs; i++) {
      const out = JSON.parse(
        execFileSync(process.execPath, [join(dir, "probe.mjs"), pdfPath], { encoding: "utf8" }),
      ) as { first: number; second: number; engine?: PdfEngineSource };
      first.push(out.first);
      second.push(out.second);
      engine = out.engine;
    }
    return { first, second, engine };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
