import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import { findPrerenderedPages } from "../lib/prerendered-pages.ts";
import { routePreloads, withHeadTags } from "../lib/route-preloads.ts";

/** Paths that belong to the API: they never fall back to the SPA. */
export const isApiPath = (url: string) => /^\/(api|health|db-health)(\/|\?|$)/.test(url);

/**
 * Serves the built SPA (apps/web/dist): hashed assets with a long cache, and index.html for every
 * other GET so client-side routes work on reload. Unknown /api paths keep their JSON 404. An address
 * the build pre-rendered (`/`) gets its own page, the first screen already in the HTML. A page with
 * lazy code gets `<link rel="modulepreload">` for it in its head (lib/route-preloads.ts); a page
 * without (the landing page) is sent from its precompressed file as built.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
  const distDir = opts.distDir;
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, "index.html"));
  const prerendered = hasWeb ? findPrerenderedPages(distDir) : new Map<string, string>();
  const preloadsFor = hasWeb ? routePreloads(distDir) : () => "";
  // The built HTML with one set of preload tags, by file and tags (a few dozen routes at most).
  const pages = new Map<string, string>();
  const pageWith = (file: string, tags: string) => {
    const key = `${file}\n${tags}`;
    let html = pages.get(key);
    if (html === undefined) {
      html = withHeadTags(readFileSync(path.join(distDir!, file), "utf8"), tags);
      pages.set(key, html);
    }
    return html;
  };
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes file.br and file.gz next to each text asset (apps/web/vite-plugins.ts):
      // sent by Accept-Encoding, with `Vary: Accept-Encoding`, never compressed per request.
      preCompressed: true,
      setHeaders: (res, compressedPath) => {
        const filePath = compressedPath.replace(/\.(br|gz)$/, "");
        // Vite's hashed assets never change; index.html must be revalidated so new deploys show up.
        const cache = filePath.includes(`${path.sep}assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : filePath.endsWith("index.html")
            ? "no-cache"
            : "public, max-age=3600";
        res.header("cache-control", cache);
      },
    });
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .send({ success: false, error: `Route ${request.method} ${request.url.split("?")[0]} not found` });

  if (hasWeb) {
    // A route rather than the not-found handler, so the compression and rate-limit hooks apply.
    app.get("*", { schema: { hide: true } }, (request, reply) => {
      // Client-side routes have no file extension; a missing /assets/x.js must stay a 404, not become HTML.
      const path = request.url.split("?")[0] ?? "";
      if (isApiPath(request.url) || /\.[a-z0-9]+$/i.test(path)) return notFound(request, reply);
      const file = prerendered.get(path) ?? "index.html";
      const tags = preloadsFor(path);
      if (!tags) return reply.sendFile(file);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(pageWith(file, tags));
    });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, notFound);
});
