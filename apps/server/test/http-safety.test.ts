import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { AppError } from "../src/lib/app-error.ts";
import { createTestApp } from "./helper.ts";

describe("errors and HTTP safety", async () => {
  // Set up while the file is collected, so the teardowns registered with afterAll run.
  const webDir = await mkdtemp(path.join(tmpdir(), "twl-web-"));
  await mkdir(path.join(webDir, "assets"));
  await writeFile(
    path.join(webDir, "index.html"),
    "<!doctype html><title>The White List</title><div id=root></div>",
  );
  await writeFile(path.join(webDir, "assets", "app-abc123.js"), "console.log(1)");
  const t = await createTestApp(
    { WEB_DIST_DIR: webDir, RATE_LIMIT_MAX: "40", CORS_ORIGIN: "https://app.example.com" },
    {
      serveWeb: true,
      // Routes that only exist to exercise the error handler.
      beforeReady: (app) => {
        app.get("/api/__test/boom", async () => {
          throw new Error("connect ECONNREFUSED 10.0.0.5:5432 password=hunter2");
        });
        app.get("/api/__test/forbidden", async () => {
          throw new AppError("FORBIDDEN", "This script is private");
        });
      },
    },
  );
  afterAll(() => rm(webDir, { recursive: true, force: true }));

  it("unknown /api paths give a JSON 404 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/does-not-exist?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({ success: false, error: "Route GET /api/does-not-exist not found" });
    const post = await t.app.inject({ method: "POST", url: "/api/nope", payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it("client routes fall back to the SPA's index.html; hashed assets are cached for a year", async () => {
    const page = await t.app.inject({ method: "GET", url: "/scripts/123?tab=coverage" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>The White List</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missingAsset = await t.app.inject({ method: "GET", url: "/assets/app-new999.js" });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.headers["content-type"]).toContain("application/json");
  });

  it("5xx errors never expose internals", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/__test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: "Server error occurred" });
    expect(res.body).not.toMatch(/ECONNREFUSED|hunter2|10\.0\.0\.5/);
  });

  it("AppError maps to its status and message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/__test/forbidden" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: "This script is private" });
  });

  it("malformed JSON is a 400 in the error shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/genres",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    expect(typeof res.json().error).toBe("string");
  });

  it("sends security headers with a real CSP and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the same security headers on every answer: API, error, unknown path (built once, not per request)", async () => {
    const answers = await Promise.all(
      ["/api/genres", "/api/__test/forbidden", "/api/no-such-route", "/"].map((url) =>
        t.app.inject({ method: "GET", url }),
      ),
    );
    const first = answers[0]!.headers;
    expect(String(first["content-security-policy"])).toContain("default-src 'self'");
    for (const res of answers) {
      for (const name of [
        "content-security-policy",
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
        "cross-origin-resource-policy",
      ])
        expect(res.headers[name], `${name} on ${res.statusCode}`).toBe(first[name]);
      expect(res.headers["x-powered-by"]).toBeUndefined();
      // Not embedded cross-origin by default (crossOriginEmbedderPolicy is off: covers load from S3).
      expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 403, 404, 200]);
  });

  it("allows CORS only for the configured origin", async () => {
    const allowed = await t.app.inject({
      method: "OPTIONS",
      url: "/api/genres",
      headers: { origin: "https://app.example.com", "access-control-request-method": "GET" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://app.example.com");
    const other = await t.app.inject({
      method: "GET",
      url: "/api/genres",
      headers: { origin: "https://evil.example" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("rate limits a burst with a 429 in the error shape, but never the health checks", async () => {
    let limited: { statusCode: number; json: () => { success: boolean; error: string } } | undefined;
    for (let i = 0; i < 60 && !limited; i++) {
      const res = await t.app.inject({ method: "GET", url: "/api/genres", remoteAddress: "203.0.113.9" });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.statusCode).toBe(429);
    expect(limited!.json()).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Too many requests/),
    });
    const health = await t.app.inject({ method: "GET", url: "/health", remoteAddress: "203.0.113.9" });
    expect(health.statusCode).toBe(200);
  });

  it("serves the OpenAPI document at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/health", "/db-health", "/api/genres"]));
  });
});
