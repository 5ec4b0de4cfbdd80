// Bundles the server (and the workspace contract package it imports as TypeScript) into dist/main.js.
// Third-party packages stay external and load from node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const readDeps = (url) =>
  Object.keys(JSON.parse(readFileSync(new URL(url, import.meta.url), "utf8")).dependencies ?? {});
// The workspace packages (@twl/*) are bundled from source; everything they and the server depend on stays external.
const external = [
  ...readDeps("./package.json"),
  ...readDeps("../../packages/contract/package.json"),
  ...readDeps("../../packages/screenplay/package.json"),
].filter((name) => !name.startsWith("@twl/"));

await build({
  // The parse worker runs in its own thread, so it is its own entry point.
  entryPoints: { main: "src/main.ts", "parse-worker": "src/modules/screenplay/parse-worker.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
});
