import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { AppError } from "../lib/app-error.ts";

export const NON_CANONICAL_PATH = "Invalid request path";

/** Encoded dots, slashes, backslashes and NULs: a path spelled with them means something other than it says. */
const ENCODED_SEPARATOR = /%(?:2e|2f|5c|00)/i;
/** Control characters and spaces (Node refuses most; the rest must not reach a route). */
const hasControlCharacter = (path: string) =>
  [...path].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f);
/** Every path under /api/auth is plain lowercase words joined by single slashes: nothing else is routed there. */
const AUTH_PATH = /^\/api\/auth(?:\/[a-z0-9][a-z0-9-]*)+$/;

/**
 * Why a request target is not in canonical form, or null when it is. Applied to the raw target, before
 * Fastify matches a route: `/api/auth/./sign-in/email`, `//api/...`, `/api/auth/%2e/sign-in/email`,
 * `/api/auth/sign-in%2Femail`, `/api/auth/sign-in/email/` or `;junk` would otherwise miss the route
 * that validates and rate limits an action and land on a catch-all that resolves them later.
 */
export function nonCanonicalReason(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf("?");
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  if (!path.startsWith("/")) return "not an absolute path";
  if (path.includes("//")) return "empty segment";
  if (path.includes("\\")) return "backslash";
  if (hasControlCharacter(path)) return "control character";
  if (ENCODED_SEPARATOR.test(path)) return "encoded separator";
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return "dot segment";
  if ((path === "/api/auth" || path.startsWith("/api/auth/")) && !AUTH_PATH.test(path))
    return "not a canonical auth path";
  return null;
}

/**
 * Refuses non-canonical paths with a 400 before any route, validator or limiter sees them (the first
 * onRequest hook of the app; it also covers the not-found handler). Nothing is normalised: the client
 * that sent a path with dot segments or encoded slashes is told so, and no route ever sees it.
 */
export const canonicalPathPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    const reason = nonCanonicalReason(request.raw.url ?? "/");
    if (reason) {
      request.log.info({ reason }, "non-canonical request path refused");
      throw new AppError("BAD_REQUEST", NON_CANONICAL_PATH);
    }
  });
});
