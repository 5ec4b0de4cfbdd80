import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Where the web build writes pre-rendered pages, inside the built SPA (apps/web/vite-plugins.ts, prerenderPages). */
export const PRERENDERED_DIR = "prerendered";

/** The app shell (header and footer around a page placeholder) the web build writes there (vite-plugins.ts, SHELL_FILE). */
export const SHELL_FILE = `${PRERENDERED_DIR}/_shell.html`;

/** The script page's shell, its title to fill in (vite-plugins.ts, SCRIPT_SHELL_FILE; SCRIPT_SHELL_TITLE). */
export const SCRIPT_SHELL_FILE = `${PRERENDERED_DIR}/_script.html`;

/**
 * The pages the web build pre-rendered, by address: `/` -> `prerendered/index.html`,
 * `/discover` -> `prerendered/discover.html` (paths relative to the built SPA). Each is the built
 * index.html with the page's first screen already in `#root`; every other address gets the app shell
 * (SHELL_FILE), or index.html in a build without one.
 */
export function findPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    // `_shell.html` is the app shell, no page's address.
    if (!name.endsWith(".html") || name.startsWith("_")) continue;
    const page = name.slice(0, -".html".length);
    pages.set(page === "index" ? "/" : `/${page}`, `${PRERENDERED_DIR}/${name}`);
  }
  return pages;
}
