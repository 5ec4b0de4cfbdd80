// Bundles the server (and the workspace contract package it imports as TypeScript) into dist/main.js.
// Third-party packages stay external and load from node_modules.
import { build } from "esbuild";

import { bundleOptions, parseWorkerEntry } from "./bundle-options.mjs";

await build({
  ...bundleOptions({ main: "src/main.ts", "parse-worker": parseWorkerEntry }, "dist"),
  sourcemap: true,
});
