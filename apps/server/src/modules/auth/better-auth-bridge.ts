import type { FastifyReply, FastifyRequest } from "fastify";

import type { Config } from "../../config/env.ts";
import { authBaseUrl, CLIENT_IP_HEADER } from "./create-auth.ts";

/** Headers for a better-auth API call made on behalf of a request: user agent and client IP only. */
export function clientHeaders(request: FastifyRequest, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  const userAgent = request.headers["user-agent"];
  if (userAgent) headers.set("user-agent", userAgent);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Turns a Fastify request into the Fetch Request better-auth's handler takes. */
export function toWebRequest(request: FastifyRequest, config: Config): Request {
  // The origin comes from config, never from the Host header.
  const url = new URL(request.url, authBaseUrl(config));
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    // Cookies never authorize a change: only safe methods (the OAuth callbacks) may carry them.
    if (key === "cookie" && request.method !== "GET") continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  headers.delete("content-length");
  headers.set(CLIENT_IP_HEADER, request.ip);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Copies a Fetch Response onto the Fastify reply; errors are reshaped to `{ success: false, error }`. */
export async function sendWebResponse(response: Response, reply: FastifyReply): Promise<FastifyReply> {
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length" && key !== "content-encoding")
      reply.header(key, value);
  });
  reply.status(response.status);
  const text = await response.text();
  const isJson = response.headers.get("content-type")?.includes("application/json");
  if (response.status >= 400 && isJson) {
    const body = safeJson(text) as { message?: string; code?: string } | undefined;
    return reply.send({
      success: false,
      error: body?.message ?? "Authentication error",
      ...(body?.code ? { code: body.code } : {}),
    });
  }
  return reply.send(text.length > 0 ? text : null);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
