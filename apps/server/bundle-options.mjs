// The esbuild options the server bundle is made with: used by build.mjs (dist/) and by the test
// setup, which bundles the parse worker once per run (a worker thread then loads one file instead of
// registering tsx and transpiling the screenplay package in every thread).
import { readFileSync } from "node:fs";

const readDeps = (url) =>
  Object.keys(JSON.parse(readFileSync(new URL(url, import.meta.url), "utf8")).dependencies ?? {});

/** The workspace packages (@twl/*) are bundled from source; everything they and the server depend on stays external. */
export const external = [
  ...readDeps("./package.json"),
  ...readDeps("../../packages/contract/package.json"),
  ...readDeps("../../packages/screenplay/package.json"),
].filter((name) => !name.startsWith("@twl/"));

/** The parse worker runs in its own thread, so it is its own entry point. */
export const parseWorkerEntry = "src/modules/screenplay/parse-worker.ts";

const SCREENPLAY_SOURCE = /[\\/]packages[\\/]screenplay[\\/]src[\\/]/;

/**
 * The screenplay package's modules only define things when imported. Saying so lets esbuild leave
 * out the ones a bundle does not use, with the packages they import: an external package a bundled
 * module imports is loaded with the bundle, even when that module is only reached through a dynamic
 * import. The parse worker (src/modules/screenplay/parse-engine.ts) then loads no PDF renderer:
 * pdf-lib and fontkit took over a second of CPU in every parse thread, for nothing.
 * @type {import("esbuild").Plugin}
 */
const screenplayWithoutSideEffects = {
  name: "screenplay-without-side-effects",
  setup(build) {
    build.onResolve({ filter: /^(\.|@twl\/screenplay$)/ }, async (args) => {
      if (args.pluginData === screenplayWithoutSideEffects) return undefined;
      const { path, errors } = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: screenplayWithoutSideEffects,
      });
      return errors.length === 0 && SCREENPLAY_SOURCE.test(path) ? { path, sideEffects: false } : undefined;
    });
  },
};

/** @param {Record<string, string>} entryPoints @param {string} outdir */
export function bundleOptions(entryPoints, outdir) {
  return {
    absWorkingDir: import.meta.dirname,
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    external,
    logLevel: "warning",
    plugins: [screenplayWithoutSideEffects],
  };
}
