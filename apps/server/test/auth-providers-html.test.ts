import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";

import { AUTH_PROVIDERS_DATA_ID, SCRIPT_SHELL_TITLE } from "@twl/contract";

import { signUp } from "./auth-helpers.ts";
import { createDraft } from "./clout-helpers.ts";
import { createTestApp, createTestContext } from "./helper.ts";

vi.setConfig({ testTimeout: 180_000 });
// A built SPA: index.html, the pre-rendered landing page and the two shells (apps/web/vite-plugins.ts).
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>The White List</title></head><body><div id="root"></div></body></html>`;
const withRoot = (root: string) => INDEX_HTML.replace('<div id="root"></div>', root);
const { dataDir } = await createTestContext();
const distDir = path.join(dataDir, "web-dist");
await mkdir(path.join(distDir, "prerendered"), { recursive: true });
await writeFile(path.join(distDir, "index.html"), INDEX_HTML);
await writeFile(
  path.join(distDir, "prerendered/index.html"),
  withRoot(
    `<div id="root" data-prerendered="/"><h1>${"Where great scripts get discovered. ".repeat(40)}</h1></div>`,
  ),
);
await writeFile(path.join(distDir, "prerendered/_shell.html"), withRoot(`<div id="root" data-shell></div>`));
await writeFile(
  path.join(distDir, "prerendered/_script.html"),
  withRoot(`<div id="root" data-shell><h1>${SCRIPT_SHELL_TITLE}</h1></div>`),
);
// A provider name an operator typed: nothing in it may end the data block or open a comment.
const PROVIDER_NAME = "Studio </script><script>alert(1)</script> & <!-- SSO";
const { app } = await createTestApp(
  {
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: "https://whitelist.example",
    RATE_LIMIT_MAX: "100000",
    OIDC_ISSUER: "https://sso.whitelist.example",
    OIDC_CLIENT_ID: "twl",
    OIDC_CLIENT_SECRET: "secret",
    OIDC_PROVIDER_NAME: PROVIDER_NAME,
  },
  { serveWeb: true },
);

/** The sign-in configuration block of a page: its raw text and its parsed content (null: none). */
function providersBlockOf(html: string): { raw: string; data: unknown } | null {
  const match = new RegExp(
    `<script type="application/json" id="${AUTH_PROVIDERS_DATA_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return match ? { raw: match[1]!, data: JSON.parse(match[1]!) } : null;
}

describe("every page's HTML carries the server's sign-in configuration (no GET /api/auth/providers)", () => {
  it("the landing page, the app shell and a script page carry GET /api/auth/providers' answer, safely escaped", async () => {
    const providers = await app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(providers.statusCode).toBe(200);
    expect(providers.json().providers).toContainEqual({ id: "oidc", name: PROVIDER_NAME, kind: "oidc" });

    const owner = await signUp(app, { name: "Nora Ephron" });
    const scriptId = await createDraft(app, owner.token, { title: "Heartburn", isPublic: true });
    // The landing page is kept compressed: decompress what a browser gets.
    const landing = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers["content-encoding"]).toBe("br");
    const pages = {
      landing: brotliDecompressSync(landing.rawPayload).toString(),
      shell: (await app.inject({ url: "/dashboard" })).body,
      discover: (await app.inject({ url: "/discover" })).body,
      script: (await app.inject({ url: `/scripts/${scriptId}` })).body,
      missingScript: (await app.inject({ url: "/scripts/no-such-script" })).body,
    };
    expect(pages.landing).toContain('data-prerendered="/"');
    expect(pages.script).toContain("<h1>Heartburn</h1>");
    for (const [name, html] of Object.entries(pages)) {
      const block = providersBlockOf(html);
      expect(block, name).not.toBeNull();
      expect(block!.data, name).toEqual(providers.json());
      // In the head, once; no raw <, > or & inside it, so the operator's text never ends the element.
      expect(html.indexOf(block!.raw), name).toBeLessThan(html.indexOf("</head>"));
      expect(html.split(`id="${AUTH_PROVIDERS_DATA_ID}"`), name).toHaveLength(2);
      expect(block!.raw, name).not.toMatch(/[<>&]/);
      expect(html, name).not.toContain("<script>alert(1)");
    }
    // The built pages link their icon as a data: URI (apps/web/vite-plugins.ts, inlineFavicon).
    expect(String(landing.headers["content-security-policy"])).toMatch(/img-src [^;]*data:/);
  });

  it("the landing page is sent with an ETag and answers a matching If-None-Match with a 304", async () => {
    const first = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"h-.+-br"$/);
    const again = await app.inject({ url: "/", headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe("no-cache");
  });
});
