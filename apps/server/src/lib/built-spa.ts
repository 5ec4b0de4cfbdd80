import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { inlineScriptHashes } from "./inline-scripts.ts";
import { findPrerenderedPages } from "./prerendered-pages.ts";
import { routePreloads } from "./route-preloads.ts";

/** The built web app (apps/web/dist) as the server uses it, read once at start. */
export interface BuiltSpa {
  distDir: string;
  /** The HTML an address starts from: its pre-rendered page, or index.html (file relative to distDir). */
  page(pathname: string): { file: string; html: string };
  /** The `<link rel="modulepreload">` tags of the page at an address (lib/route-preloads.ts). */
  preloadsFor(pathname: string): string;
  /** CSP sources allowing the built HTML's inline scripts (lib/inline-scripts.ts). */
  scriptHashes: string[];
}

/** Reads the built SPA in `distDir` once: undefined when there is none (API only, or not built). */
export function loadBuiltSpa(distDir: string | undefined): BuiltSpa | undefined {
  if (!distDir || !existsSync(path.join(distDir, "index.html"))) return undefined;
  const read = (file: string) => ({ file, html: readFileSync(path.join(distDir, file), "utf8") });
  const index = read("index.html");
  const prerendered = new Map([...findPrerenderedPages(distDir)].map(([page, file]) => [page, read(file)]));
  return {
    distDir,
    page: (pathname) => prerendered.get(pathname) ?? index,
    preloadsFor: routePreloads(distDir),
    // Every page is made from index.html, so its inline scripts are all there are.
    scriptHashes: inlineScriptHashes(index.html),
  };
}
