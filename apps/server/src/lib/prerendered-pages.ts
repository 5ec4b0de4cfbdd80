import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Where the web build writes pre-rendered pages, inside the built SPA (apps/web/vite-plugins.ts, prerenderPages). */
export const PRERENDERED_DIR = "prerendered";

/**
 * The pages the web build pre-rendered, by address: `/` -> `prerendered/index.html`,
 * `/discover` -> `prerendered/discover.html` (paths relative to the built SPA). Each is the built
 * index.html with the page's first screen already in `#root`; every other address gets index.html.
 */
export function findPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".html")) continue;
    const page = name.slice(0, -".html".length);
    pages.set(page === "index" ? "/" : `/${page}`, `${PRERENDERED_DIR}/${name}`);
  }
  return pages;
}
