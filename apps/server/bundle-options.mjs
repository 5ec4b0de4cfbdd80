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
  };
}
