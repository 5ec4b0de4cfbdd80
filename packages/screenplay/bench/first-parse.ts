/**
 * "First parse in a process": a fresh Node process (no tsx, as in the built server's parse worker)
 * imports the engine and parses one PDF; the time from the parsePdf call to its result includes
 * loading pdf.js. The engine is bundled with esbuild for this (pdf.js stays external, as in the
 * server build), then run with plain node several times.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

const PROBE = `
import { readFileSync } from "node:fs";
import { parsePdf } from "./engine.mjs";
const bytes = new Uint8Array(readFileSync(process.argv[2]));
const t0 = performance.now();
await parsePdf(bytes);
const first = performance.now() - t0;
const t1 = performance.now();
await parsePdf(bytes);
console.log(JSON.stringify({ first, second: performance.now() - t1 }));
`;

export async function measureFirstParse(
  pdfPath: string,
  runs: number,
): Promise<{ first: number[]; second: number[] }> {
  // Inside the package so that node_modules resolves from the bundle.
  const dir = mkdtempSync(join(packageDir, ".first-parse-"));
  try {
    await build({
      entryPoints: [join(packageDir, "src/pdf/parse.ts")],
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
    for (let i = 0; i < runs; i++) {
      const out = JSON.parse(
        execFileSync(process.execPath, [join(dir, "probe.mjs"), pdfPath], { encoding: "utf8" }),
      ) as { first: number; second: number };
      first.push(out.first);
      second.push(out.second);
    }
    return { first, second };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
