import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { MAX_JSON_DEPTH } from "@twl/contract";

import { AppError } from "../lib/app-error.ts";

export const NUL_CHARACTER_MESSAGE = "Text may not contain a NUL character";
export const JSON_TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_JSON_DEPTH} levels`;

/** True when the URL (path or query, raw or percent-encoded) carries a NUL character. */
export function urlHasNul(url: string): boolean {
  return url.includes("\u0000") || /%00/i.test(url);
}

/** True when any string (or key) in a parsed value holds a NUL character. The value's depth is already bounded. */
export function valueHasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(valueHasNul);
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    return Object.entries(value as Record<string, unknown>).some(
      ([key, v]) => key.includes("\u0000") || valueHasNul(v),
    );
  }
  return false;
}

/** The deepest nesting of `{`/`[` in a JSON text, strings skipped; stops counting once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * One gate for every route, ours and better-auth's (docs/security.md, finding 12): a NUL character anywhere
 * in the URL, the query or a JSON body is a 400 (PostgreSQL text cannot hold it), and a JSON body
 * nesting past MAX_JSON_DEPTH is refused before it is parsed (no deep recursion downstream).
 */
export const inputSafetyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, safeJsonBodyParser(app));

  app.addHook("onRequest", async (request) => {
    if (urlHasNul(request.url)) throw new AppError("BAD_REQUEST", NUL_CHARACTER_MESSAGE);
  });
  app.addHook("preValidation", async (request) => {
    if (valueHasNul(request.body)) throw new AppError("BAD_REQUEST", NUL_CHARACTER_MESSAGE);
  });
});

/**
 * The JSON body parser every route uses: refuses a body nesting past MAX_JSON_DEPTH before parsing it,
 * then parses with Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys).
 * Routes that accept JSON under another content type (a beacon's text/plain) register this one too.
 */
export function safeJsonBodyParser(app: FastifyInstance): ContentTypeParser {
  const parseJson = app.getDefaultJsonParser("error", "error");
  return (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError("BAD_REQUEST", JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  };
}

type ContentTypeParser = ReturnType<FastifyInstance["getDefaultJsonParser"]>;
