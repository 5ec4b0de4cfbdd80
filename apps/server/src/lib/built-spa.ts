import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { inlineScriptHashes } from "./inline-scripts.ts";
import { findPrerenderedPages, SCRIPT_SHELL_FILE, SHELL_FILE } from "./prerendered-pages.ts";
import { routePreloads, withHeadTags } from "./route-preloads.ts";

/** The built web app (apps/web/dist) as the server uses it, read once at start. */
export interface BuiltSpa {
  distDir: string;
  /**
   * The HTML an address starts from (file relative to distDir): its pre-rendered page, else the app
   * shell (the header and footer, painted while the page loads), else index.html.
   */
  page(pathname: string): { file: string; html: string };
  /** The script page's shell, its title as SCRIPT_SHELL_TITLE (undefined in a build without it). */
  scriptShell?: string;
  /** The `<link rel="modulepreload">` tags of the page at an address (lib/route-preloads.ts). */
  preloadsFor(pathname: string): string;
  /** CSP sources allowing the built HTML's inline scripts (lib/inline-scripts.ts). */
  scriptHashes: string[];
}

/**
 * Reads the built SPA in `distDir` once: undefined when there is none (API only, or not built).
 * `headTags` (the sign-in configuration, modules/auth/auth-providers-tag.ts) go at the end of every page's head.
 */
export function loadBuiltSpa(distDir: string | undefined, headTags = ""): BuiltSpa | undefined {
  if (!distDir || !existsSync(path.join(distDir, "index.html"))) return undefined;
  const readFile = (file: string) => readFileSync(path.join(distDir, file), "utf8");
  const read = (file: string) => ({ file, html: withHeadTags(readFile(file), headTags) });
  const index = read("index.html");
  const prerendered = new Map([...findPrerenderedPages(distDir)].map(([page, file]) => [page, read(file)]));
  const fallback = existsSync(path.join(distDir, SHELL_FILE)) ? read(SHELL_FILE) : index;
  return {
    distDir,
    page: (pathname) => prerendered.get(pathname) ?? fallback,
    scriptShell: existsSync(path.join(distDir, SCRIPT_SHELL_FILE)) ? read(SCRIPT_SHELL_FILE).html : undefined,
    preloadsFor: routePreloads(distDir),
    // Every page is made from index.html, so its inline scripts are all there are (data blocks need none).
    scriptHashes: inlineScriptHashes(readFile("index.html")),
  };
}
