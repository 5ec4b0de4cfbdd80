import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Written by the web build next to index.html (preloadRouteChunks in apps/web/vite-plugins.ts). */
export const ROUTE_CHUNKS_FILE = "route-chunks.json";

type RouteChunks = [pattern: string, files: string[]][];

const segments = (pathname: string) => pathname.split("/").filter(Boolean);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matches(pattern: string[], here: string[]): boolean {
  return (
    pattern.length === here.length &&
    pattern.every((part, i) => part.startsWith(":") || part === decodeSegment(here[i]!))
  );
}

/**
 * The `<link rel="modulepreload">` tags for the page at an address: the code of every lazy route
 * whose pattern matches it (a layout and its page both), each file once, from the build's route
 * table, and `<link rel="stylesheet">` for the stylesheets that code imports. Sent in the HTML, the
 * browser fetches a page's chunks with the app's entry instead of after the entry has run. An address no route matches (the landing page, whose code is in the entry; an
 * unknown page) gets none; so does a build without the table.
 */
export function routePreloads(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, ROUTE_CHUNKS_FILE);
  let routes: RouteChunks = [];
  if (existsSync(file)) {
    try {
      routes = (JSON.parse(readFileSync(file, "utf8")) as RouteChunks).map(([pattern, files]) => [
        pattern,
        files.filter((f) => /^\/[\w./-]+\.(js|css)$/.test(f)),
      ]);
    } catch {
      routes = [];
    }
  }
  const patterns = routes.map(([pattern]) => segments(pattern));
  const tagsByRoutes = new Map<string, string>();
  return (pathname) => {
    const here = segments(pathname);
    const matched = routes.flatMap((_, i) => (matches(patterns[i]!, here) ? [i] : []));
    if (matched.length === 0) return "";
    const key = matched.join(",");
    let tags = tagsByRoutes.get(key);
    if (tags === undefined) {
      const files = new Set(matched.flatMap((i) => routes[i]![1]));
      // A stylesheet as the page's code would add it (Vite's preload helper then finds it in place).
      tags = [...files]
        .map((f) =>
          f.endsWith(".css")
            ? `<link rel="stylesheet" crossorigin href="${f}">`
            : `<link rel="modulepreload" crossorigin href="${f}">`,
        )
        .join("");
      tagsByRoutes.set(key, tags);
    }
    return tags;
  };
}

/** `html` with `tags` at the end of its `<head>`. */
export function withHeadTags(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf("</head>");
  return at === -1 ? html : html.slice(0, at) + tags + html.slice(at);
}

/**
 * `html` with `tags` ahead of the app's code (its first `<script type="module">`), or at the end of
 * its `<head>` without one: what the page paints first (a script's cover) is asked for before the
 * code, styles and fonts that would otherwise take the browser's first connections.
 */
export function withTagsBeforeCode(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('<script type="module"');
  const head = html.indexOf("</head>");
  if (at === -1 || head === -1 || at > head) return withHeadTags(html, tags);
  return html.slice(0, at) + tags + html.slice(at);
}
