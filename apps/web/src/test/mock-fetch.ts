import { vi } from "vitest";

import type { DbHealthResponse, HealthResponse } from "@twl/contract";

/** Answers a request; `url` is the full requested URL (path and query). */
export type RouteHandler = (init?: RequestInit, url?: string) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function networkFailure(): never {
  throw new TypeError("Failed to fetch");
}

/** Replaces global fetch: requests are answered by path; unknown paths fail like a dead network. */
export function mockFetch(routes: Record<string, RouteHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const handler = routes[new URL(url, "http://localhost").pathname];
    if (!handler) return networkFailure();
    return handler(init, url);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export const HEALTH_OK: HealthResponse = {
  success: true,
  status: "ok",
  version: "0.1.0",
  uptimeSeconds: 12,
  timestamp: "2025-01-01T00:00:00.000Z",
};

export const DB_HEALTH_OK: DbHealthResponse = {
  success: true,
  status: "ok",
  database: "pglite",
  latencyMs: 2,
};

export const DB_HEALTH_DOWN: DbHealthResponse = {
  success: false,
  status: "unavailable",
  database: "pglite",
  error: "Database unavailable",
};

export const HEALTHY_ROUTES: Record<string, RouteHandler> = {
  "/health": () => jsonResponse(HEALTH_OK),
  "/db-health": () => jsonResponse(DB_HEALTH_OK),
};
