import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

import { FILE_ROBOTS_TAG, SCRIPT_PAGE_ROBOTS_TAG } from "@twl/contract";

import type { Config } from "../config/env.ts";
import { AppError } from "../lib/app-error.ts";

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Content-Security-Policy for the SPA: only our own origin, plus the bucket when files live in S3.
 * `scriptHashes` allow the built HTML's own inline scripts (lib/inline-scripts.ts) and no other.
 */
export function contentSecurityPolicy(config: Config, scriptHashes: string[] = []) {
  const s3Origin = config.s3
    ? (originOf(config.s3.endpoint) ?? `https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`)
    : undefined;
  const extra = s3Origin ? [s3Origin] : [];
  const isHttps = config.publicUrl?.startsWith("https://") ?? false;
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
      // Inline style attributes come from React and the dialog/toast libraries; inline scripts only by hash.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...extra],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...extra],
      mediaSrc: ["'self'", "blob:", ...extra],
      frameSrc: ["'self'", "blob:", ...extra],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: isHttps ? [] : null,
    },
  };
}

/** Security headers (helmet with a real CSP), CORS limited to the configured origins, and rate limiting. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; scriptHashes?: string[] }) => {
    const { config } = opts;
    // Helmet's middleware is built once here and run for every request. @fastify/helmet built it
    // anew per request (`helmet(options)` in its onRequest hook: every header middleware and the
    // CSP's parsed directives, about a quarter of what a soak promoted to V8's old generation,
    // issue 36); the headers are the same, none depends on the request.
    const securityHeaders = helmet({
      contentSecurityPolicy: contentSecurityPolicy(config, opts.scriptHashes),
      hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
    app.addHook("onRequest", (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

    const allowed = (config.corsOrigin ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean);
    await app.register(cors, {
      // Same-origin requests need no CORS; other origins only when listed in CORS_ORIGIN.
      origin: allowed.length > 0 ? allowed : false,
      credentials: true,
      methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      allowedHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "X-Request-Id"],
      maxAge: 600,
    });

    // No AI use of script pages, and no indexing of files or API answers (the no-training promise).
    app.addHook("onSend", async (request, reply, payload) => {
      const path = request.url.split("?")[0] ?? "";
      if (path.startsWith("/api/")) reply.header("x-robots-tag", FILE_ROBOTS_TAG);
      else if (path.startsWith("/scripts/")) reply.header("x-robots-tag", SCRIPT_PAGE_ROBOTS_TAG);
      return payload;
    });

    await app.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      // Built static files (/assets/*, /favicon.svg ...) are not API calls: a page load fetches
      // dozens of them. Only routes that serve a file are exempt; unknown paths stay limited.
      allowList: (request) => isStaticFileRoute(request.method, request.routeOptions.url),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          "RATE_LIMITED",
          `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    });
  },
);

/** A GET of a file route (one per built file, registered by the web plugin): not rate limited. */
export function isStaticFileRoute(method: string, routeUrl: string | undefined): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    routeUrl !== undefined &&
    !/^\/(api|health|db-health)(\/|$)/.test(routeUrl) &&
    /\.[a-z0-9]+$/i.test(routeUrl)
  );
}
