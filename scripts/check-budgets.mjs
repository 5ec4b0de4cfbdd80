#!/usr/bin/env node
// Checks the built web app (apps/web/dist) against its size budgets, in compressed bytes (the
// brotli files the server sends; gzip shown too):
//   - the landing page's initial JavaScript (the entry and everything it imports statically),
//   - every route: the initial JavaScript plus the route's chunk and its static imports.
//   - the script page's title font (apps/web/title-font.ts): each face within its budget, and
//     preloaded by the script page's shell ahead of the page's code.
// Run after `npm run build`; exits 1 when a budget is exceeded. `--json` prints the table as JSON.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const LANDING_JS_BUDGET = 150 * 1024;
export const ROUTE_JS_BUDGET = 250 * 1024;
/** One face of the script page's title font: the page's largest paint waits for it on a phone. */
export const TITLE_FONT_BUDGET = 24 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "apps/web/dist");
const manifestPath = path.join(dist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error("No build manifest: run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

/** Compressed sizes of a built file: the precompressed copy when there is one. */
function sizesOf(file) {
  const full = path.join(dist, file);
  const raw = readFileSync(full);
  const br = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : brotliCompressSync(raw).length;
  const gz = existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(raw, { level: 9 }).length;
  return { raw: raw.length, br, gz };
}

/** The JS files a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const total = (files) =>
  [...files].reduce(
    (sum, file) => {
      const s = sizesOf(file);
      return { raw: sum.raw + s.raw, br: sum.br + s.br, gz: sum.gz + s.gz };
    },
    { raw: 0, br: 0, gz: 0 },
  );

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entryKey);
const rows = [{ page: "/ (landing, initial)", files: initial, budget: LANDING_JS_BUDGET }];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || !key.includes("src/app/routes/")) continue;
  const files = closure(key, new Set(initial));
  rows.push({ page: path.basename(key).replace(/\.tsx?$/, ""), files, budget: ROUTE_JS_BUDGET });
}

// A page put into a named chunk group (apps/web/vite.config.ts: the script page) is a module of that
// chunk, not an entry of the manifest: its row is the group's chunk and what that imports.
const PAGE_GROUPS = { "script-page": "script-detail" };
for (const [key, chunk] of Object.entries(manifest)) {
  const page = PAGE_GROUPS[chunk.name];
  if (!page || !key.startsWith("_")) continue;
  rows.push({
    page: `${page} (${chunk.name})`,
    files: closure(key, new Set(initial)),
    budget: ROUTE_JS_BUDGET,
  });
}
if (!rows.some((row) => row.page.startsWith("script-detail"))) {
  console.error("No script-detail page in the build manifest.");
  process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;
const table = rows.map((row) => {
  const size = total(row.files);
  const ok = size.br <= row.budget;
  if (!ok) failed = true;
  return {
    page: row.page,
    files: row.files.size,
    raw: size.raw,
    brotli: size.br,
    gzip: size.gz,
    budget: row.budget,
    ok,
  };
});
if (process.argv.includes("--json")) console.log(JSON.stringify(table, null, 2));
else {
  console.log("JavaScript per page (compressed: brotli, the size sent; gzip for reference)");
  for (const r of table) {
    console.log(
      `${r.ok ? "ok  " : "OVER"} ${r.page.padEnd(24)} ${String(r.files).padStart(3)} files  ${kb(r.raw).padStart(10)} raw  ${kb(r.brotli).padStart(9)} br  ${kb(r.gzip).padStart(9)} gz  (budget ${kb(r.budget)})`,
    );
  }
}
// The title's faces as the script page's shell preloads them: before its first script or stylesheet.
const scriptShell = readFileSync(path.join(dist, "prerendered/_script.html"), "utf8");
const firstCode = scriptShell.search(/<script type="module"|<link rel="(modulepreload|stylesheet)"/);
const titleFaces = [
  ...scriptShell.matchAll(/<link rel="preload" href="\/(assets\/fraunces-title-[\w-]+\.woff2)"[^>]*>/g),
];
if (titleFaces.length === 0) {
  console.error("The script page's shell preloads no title font (apps/web/title-font.ts).");
  failed = true;
}
const fontRows = titleFaces.map((match) => {
  const size = statSync(path.join(dist, match[1])).size;
  const early = match.index < firstCode;
  const ok = size <= TITLE_FONT_BUDGET && early;
  if (!ok) failed = true;
  return { file: match[1], size, budget: TITLE_FONT_BUDGET, preloadedFirst: early, ok };
});
// (--json prints the JavaScript table alone, as before; a failure here still fails the run.)
for (const r of fontRows)
  if (!r.ok)
    console.error(
      `Title font ${r.file}: ${r.size} bytes (budget ${r.budget}), preloaded first: ${r.preloadedFirst}`,
    );
if (!process.argv.includes("--json")) {
  console.log("Script page title font (preloaded by prerendered/_script.html, ahead of the page's code)");
  for (const r of fontRows)
    console.log(
      `${r.ok ? "ok  " : "OVER"} ${r.file.padEnd(40)} ${kb(r.size).padStart(9)}  (budget ${kb(r.budget)}${r.preloadedFirst ? "" : "; preloaded after the page's code"})`,
    );
}
if (failed) {
  console.error("Size budget exceeded.");
  process.exit(1);
}
