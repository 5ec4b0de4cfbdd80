import { createHash } from "node:crypto";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import type { BuiltSpa } from "../lib/built-spa.ts";
import { encodeBody, sendEncoded, type EncodedBody } from "../lib/encoded-body.ts";
import { withHeadTags } from "../lib/route-preloads.ts";

/** Paths that belong to the API: they never fall back to the SPA. */
export const isApiPath = (url: string) => /^\/(api|health|db-health)(\/|\?|$)/.test(url);

/**
 * Serves the built SPA (apps/web/dist): hashed assets with a long cache, and index.html for every
 * other GET so client-side routes work on reload. Unknown /api paths keep their JSON 404. An address
 * the build pre-rendered (`/`) gets its own page, the first screen already in the HTML. A page with
 * lazy code gets `<link rel="modulepreload">` for it in its head (lib/route-preloads.ts). Every page
 * carries the sign-in configuration (lib/built-spa.ts), so none is sent from its file as built: each
 * page is compressed once, the first time it is asked for, and kept (a few dozen at most).
 */
export const webPlugin = fp(async (app: FastifyInstance, { spa }: { spa: BuiltSpa | undefined }) => {
  // The built HTML with one set of preload tags, by file and tags, compressed once (a few dozen at most).
  const pages = new Map<string, Promise<EncodedBody>>();
  const pageWith = (page: { file: string; html: string }, tags: string) => {
    const key = `${page.file}\n${tags}`;
    let body = pages.get(key);
    if (body === undefined) {
      const html = Buffer.from(withHeadTags(page.html, tags));
      body = encodeBody(html, `"h-${createHash("sha1").update(html).digest("base64url")}"`);
      pages.set(key, body);
      // A failed compression is tried again by the next request, not kept.
      body.catch(() => pages.delete(key));
    }
    return body;
  };
  if (spa) {
    await app.register(fastifyStatic, {
      root: spa.distDir,
      wildcard: false,
      index: false,
      // The build writes file.br and file.gz next to each text asset (apps/web/vite-plugins.ts):
      // sent by Accept-Encoding, with `Vary: Accept-Encoding`, never compressed per request.
      preCompressed: true,
      setHeaders: (res, compressedPath) => {
        const filePath = compressedPath.replace(/\.(br|gz)$/, "");
        // Vite's hashed assets never change; HTML (index.html, the pre-rendered pages and the app
        // shell) must be revalidated so new deploys show up.
        const cache = filePath.includes(`${path.sep}assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : filePath.endsWith(".html")
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

  if (spa) {
    // A route rather than the not-found handler, so the compression and rate-limit hooks apply.
    app.get("*", { schema: { hide: true } }, async (request, reply) => {
      // Client-side routes have no file extension; a missing /assets/x.js must stay a 404, not become HTML.
      const path = request.url.split("?")[0] ?? "";
      if (isApiPath(request.url) || /\.[a-z0-9]+$/i.test(path)) return notFound(request, reply);
      const body = await pageWith(spa.page(path), spa.preloadsFor(path));
      return sendEncoded(
        request,
        reply.header("cache-control", "no-cache"),
        body,
        "text/html; charset=utf-8",
      );
    });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit ? app.rateLimit() : undefined }, notFound);
});
