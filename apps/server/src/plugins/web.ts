import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import { findPrerenderedPages } from "../lib/prerendered-pages.ts";

/** Paths that belong to the API: they never fall back to the SPA. */
export const isApiPath = (url: string) => /^\/(api|health|db-health)(\/|\?|$)/.test(url);

/**
 * Serves the built SPA (apps/web/dist): hashed assets with a long cache, and index.html for every
 * other GET so client-side routes work on reload. Unknown /api paths keep their JSON 404. An address
 * the build pre-rendered (`/`) gets its own page, the first screen already in the HTML.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
  const distDir = opts.distDir;
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, "index.html"));
  const prerendered = hasWeb ? findPrerenderedPages(distDir) : new Map<string, string>();
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

  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit() : undefined },
    (request: FastifyRequest, reply: FastifyReply) => {
      // Client-side routes have no file extension; a missing /assets/x.js must stay a 404, not become HTML.
      const path = request.url.split("?")[0] ?? "";
      const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url) && !looksLikeFile;
      if (hasWeb && wantsPage) {
        return reply.sendFile(prerendered.get(path) ?? "index.html");
      }
      return reply
        .status(404)
        .send({ success: false, error: `Route ${request.method} ${request.url.split("?")[0]} not found` });
    },
  );
});
