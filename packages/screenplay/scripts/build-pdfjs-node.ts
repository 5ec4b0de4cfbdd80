/**
 * Writes the prebuilt pdf.js that src/pdf/prebuilt-pdfjs.ts loads (run on install by `postinstall`;
 * by hand: `npm run build:pdfjs -w @twl/screenplay`). Output in generated/ (not committed):
 *   pdfjs-<version>.cjs       pdf.js legacy build + worker, one minified CommonJS bundle, patched (below)
 *   pdfjs-<version>.v8-cache  V8 code cache taken after parsing the corpus' short script
 * Each patch must match exactly once, so a pdfjs-dist upgrade that moves the code fails loudly here
 * (and the package falls back to loading pdfjs-dist as it is).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { build, type Plugin } from "esbuild";

import { TEXT_EXTRACTION_OPTIONS } from "../src/pdf/extract.ts";
import { prebuiltPdfJsFiles, runPrebuiltPdfJs } from "../src/pdf/prebuilt-pdfjs.ts";
import { renderScreenplayPdf } from "../src/render/pdf.ts";

/** [file, code in pdfjs-dist, replacement]. */
const PATCHES: [string, string, string][] = [
  // Loading pdf.js required @napi-rs/canvas (a native addon) for DOMMatrix, ImageData and Path2D,
  // which only rendering uses. They become globals that load it on first use.
  [
    "pdf.mjs",
    `  let canvas;
  try {
    const require = process.getBuiltinModule("module").createRequire(import.meta.url);
    try {
      canvas = require("@napi-rs/canvas");
    } catch (ex) {
      warn(\`Cannot load "@napi-rs/canvas" package: "\${ex}".\`);
    }
  } catch (ex) {
    warn(\`Cannot access the \\\`require\\\` function: "\${ex}".\`);
  }
  if (!globalThis.DOMMatrix) {
    if (canvas?.DOMMatrix) {
      globalThis.DOMMatrix = canvas.DOMMatrix;
    } else {
      warn("Cannot polyfill \`DOMMatrix\`, rendering may be broken.");
    }
  }
  if (!globalThis.ImageData) {
    if (canvas?.ImageData) {
      globalThis.ImageData = canvas.ImageData;
    } else {
      warn("Cannot polyfill \`ImageData\`, rendering may be broken.");
    }
  }
  if (!globalThis.Path2D) {
    if (canvas?.Path2D) {
      globalThis.Path2D = canvas.Path2D;
    } else {
      warn("Cannot polyfill \`Path2D\`, rendering may be broken.");
    }
  }
`,
    `  for (const name of ["DOMMatrix", "ImageData", "Path2D"]) {
    if (globalThis[name]) continue;
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        let value;
        try {
          value = process.getBuiltinModule("module").createRequire(import.meta.url)("@napi-rs/canvas")[name];
        } catch (ex) {
          warn(\`Cannot load "@napi-rs/canvas" package: "\${ex}".\`);
        }
        Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
        return value;
      },
    });
  }
`,
  ],
  // The one DOMMatrix made at load time (for rendering text as paths) is made when first needed.
  ["pdf.mjs", `const SCALE_MATRIX = new DOMMatrix();`, `let SCALE_MATRIX;`],
  [
    "pdf.mjs",
    `    SCALE_MATRIX.a = 1 / scaleX;`,
    `    SCALE_MATRIX ??= new DOMMatrix();\n    SCALE_MATRIX.a = 1 / scaleX;`,
  ],
  // The Brotli decoder unpacks its 120 KB dictionary when made; make it on the first Brotli stream.
  [
    "pdf.worker.mjs",
    `let BrotliDecode = makeBrotliDecode();`,
    `let BrotliDecode = (...args) => (BrotliDecode = makeBrotliDecode())(...args);`,
  ],
  // Reading Response.prototype loads undici with http, http2, tls and crypto; Node >= 20.19 has
  // Response.prototype.bytes, so this polyfill is never needed under Node.
  ...["pdf.mjs", "pdf.worker.mjs"].map((file): [string, string, string] => [
    file,
    `if (typeof Response.prototype.bytes !== "function") {`,
    `if (!isNodeJS && typeof Response.prototype.bytes !== "function") {`,
  ]),
];

const patchPdfJs: Plugin = {
  name: "patch-pdfjs",
  setup(b) {
    b.onLoad({ filter: /pdfjs-dist[\\/]legacy[\\/]build[\\/]pdf(\.worker)?\.mjs$/ }, ({ path }) => {
      const file = path.split(/[\\/]/).pop()!;
      let code = readFileSync(path, "utf8");
      for (const [target, from, to] of PATCHES) {
        if (target !== file) continue;
        const count = code.split(from).length - 1;
        if (count !== 1)
          throw new Error(`${file}: expected the code to patch once, found ${count}: ${from.slice(0, 70)}`);
        code = code.replace(from, () => to);
      }
      return { contents: code, loader: "js" };
    });
  },
};

const started = performance.now();
const files = await prebuiltPdfJsFiles();
rmSync(dirname(files.script), { recursive: true, force: true });
mkdirSync(dirname(files.script), { recursive: true });

await build({
  stdin: {
    // The worker runs in this thread under Node; pdf.js finds it as globalThis.pdfjsWorker.
    contents: `import * as worker from "pdfjs-dist/legacy/build/pdf.worker.mjs";
globalThis.pdfjsWorker ??= worker;
export * from "pdfjs-dist/legacy/build/pdf.mjs";`,
    resolveDir: import.meta.dirname,
    loader: "js",
  },
  outfile: files.script,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  minify: true,
  legalComments: "none",
  banner: {
    js: `/* pdf.js ${files.version} (Apache-2.0, Mozilla), bundled and patched by scripts/build-pdfjs-node.ts */`,
  },
  // prebuilt-pdfjs.ts passes the bundle's own URL (pdf.js resolves @napi-rs/canvas from it).
  define: { "import.meta.url": "__pdfjsUrl" },
  plugins: [patchPdfJs],
  logLevel: "warning",
});

// Parse a script (both layouts, so both kinds of embedded font) so that the functions a parse runs
// are compiled, then keep V8's code for all of them.
const source = readFileSync(files.script, "utf8");
const { pdfjs, script } = await runPrebuiltPdfJs(source, files.script);
const fountain = readFileSync(new URL("../corpus/short.fountain", import.meta.url), "utf8");
for (const layout of ["letter-courier", "a4-plex"] as const) {
  const task = pdfjs.getDocument({
    ...TEXT_EXTRACTION_OPTIONS,
    data: await renderScreenplayPdf(fountain, layout),
  });
  const doc = await task.promise;
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    await page.getTextContent();
    await page.getOperatorList();
  }
  await task.destroy();
}
const cache = script.createCachedData();
writeFileSync(files.codeCache, cache);
console.log(
  `prebuilt pdf.js: ${files.script} (${(source.length / 1e6).toFixed(1)} MB) and its code cache (${(cache.length / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
