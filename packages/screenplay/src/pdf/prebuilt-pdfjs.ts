/**
 * The prebuilt pdf.js that the first parse in a process loads (written at install time by
 * scripts/build-pdfjs-node.ts into generated/, not committed). It is the legacy build and its worker
 * bundled into one script and patched so that loading it requires neither @napi-rs/canvas (only
 * rendering needs it; it now loads on first use) nor undici (pdf.js touched `Response` only to
 * polyfill a method Node already has). Beside it lies a V8 code cache taken after parsing a sample
 * script, so a fresh process skips compiling most of pdf.js. Without these files (an install without
 * dev dependencies, a newer pdfjs-dist) pdf.js is loaded from the package as before.
 */
import type { Script } from "node:vm";
import type * as PdfJsModule from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfJs = typeof PdfJsModule;

/** How the loaded pdf.js was compiled: "accepted" when V8 took the code cache. */
export type CodeCacheUse = "accepted" | "rejected" | "none";

export interface PrebuiltPdfJsFiles {
  /** The installed pdfjs-dist version. */
  version: string;
  script: string;
  codeCache: string;
}

/** The prebuilt files for the installed pdfjs-dist version (named after it, so a stale copy is never used). */
export async function prebuiltPdfJsFiles(): Promise<PrebuiltPdfJsFiles> {
  const [{ createRequire }, { dirname, join }] = await Promise.all([
    import("node:module"),
    import("node:path"),
  ]);
  const require = createRequire(import.meta.url);
  const { version } = require("pdfjs-dist/package.json") as { version: string };
  const dir = join(dirname(require.resolve("@twl/screenplay/package.json")), "generated");
  return {
    version,
    script: join(dir, `pdfjs-${version}.cjs`),
    codeCache: join(dir, `pdfjs-${version}.v8-cache`),
  };
}

/**
 * Compiles and runs the prebuilt script (a CommonJS bundle) in this context, with the code cache when
 * given. Returns the V8 script too, so that the build can take a cache from it after a warm-up parse.
 */
export async function runPrebuiltPdfJs(
  source: string,
  filename: string,
  cachedData?: Buffer,
): Promise<{ pdfjs: PdfJs; script: Script; codeCache: CodeCacheUse }> {
  const [vm, { createRequire }, { pathToFileURL }] = await Promise.all([
    import("node:vm"),
    import("node:module"),
    import("node:url"),
  ]);
  const script = new vm.Script(`(function (module, require, __pdfjsUrl) {${source}\n})`, {
    filename,
    cachedData,
    // pdf.js imports its optional wasm fallbacks with import(); resolve them as a module would.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as PdfJs };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module,
    createRequire(filename),
    pathToFileURL(filename).href,
  );
  const codeCache = !cachedData ? "none" : script.cachedDataRejected ? "rejected" : "accepted";
  return { pdfjs: module.exports, script, codeCache };
}

/** Loads the prebuilt pdf.js, or returns undefined when it has not been built for this pdfjs-dist. */
export async function loadPrebuiltPdfJs(): Promise<{ pdfjs: PdfJs; codeCache: CodeCacheUse } | undefined> {
  const { readFileSync } = await import("node:fs");
  let files: PrebuiltPdfJsFiles;
  let source: string;
  try {
    files = await prebuiltPdfJsFiles();
    source = readFileSync(files.script, "utf8");
  } catch {
    return undefined;
  }
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(files.codeCache);
  } catch {
    cachedData = undefined;
  }
  const { pdfjs, codeCache } = await runPrebuiltPdfJs(source, files.script, cachedData);
  return { pdfjs, codeCache };
}
