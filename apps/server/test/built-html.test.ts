import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

import { inlineScriptHashes } from "../src/lib/inline-scripts.ts";
import { routePreloads, withHeadTags, withTagsBeforeCode } from "../src/lib/route-preloads.ts";
import { createTestApp, withoutProvidersBlock } from "./helper.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const head = (html: string) => html.slice(0, html.indexOf("</head>"));

const ROUTES = [
  ["/discover", ["/assets/discover-1.js", "/assets/zod-1.js"]],
  ["/dashboard", ["/assets/dashboard-1.js", "/assets/zod-1.js"]],
  ["/scripts/:id", ["/assets/script-detail-1.js", "/assets/zod-1.js", "/assets/script-detail-1.css"]],
  ["/admin", ["/assets/admin-layout-1.js"]],
  ["/admin", ["/assets/admin-layout-1.js", "/assets/admin-1.js"]],
  ["/admin/users", ["/assets/admin-layout-1.js", "/assets/admin-1.js"]],
  ["/profile/:userId", ['/assets/x.js"><script>alert(1)</script>', "/assets/profile-1.js"]],
];

describe("routePreloads (the build's route table, matched on the server)", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "twl-route-preloads-"));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, "route-chunks.json"), JSON.stringify(ROUTES));
  const preloadsFor = routePreloads(dir);

  it("gives the chunks of the page at an address, parameters matched segment by segment", () => {
    expect(preloaded(preloadsFor("/discover"))).toEqual(["/assets/discover-1.js", "/assets/zod-1.js"]);
    expect(preloaded(preloadsFor("/scripts/3f2a-99"))).toEqual([
      "/assets/script-detail-1.js",
      "/assets/zod-1.js",
    ]);
    expect(preloaded(preloadsFor("/scripts/"))).toEqual([]);
    expect(preloaded(preloadsFor("/scripts/a/b"))).toEqual([]);
  });

  it("links a page's own stylesheet as a stylesheet, not as a module", () => {
    const tags = preloadsFor("/scripts/3f2a-99");
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/script-detail-1.css">');
    expect(tags).not.toContain('modulepreload" crossorigin href="/assets/script-detail-1.css"');
  });

  it("joins every matching entry once (a layout and its index page)", () => {
    expect(preloaded(preloadsFor("/admin"))).toEqual(["/assets/admin-layout-1.js", "/assets/admin-1.js"]);
  });

  it("gives nothing for the landing page, an unknown page or a broken table, and never writes a bad file name", () => {
    expect(preloadsFor("/")).toBe("");
    expect(preloadsFor("/nowhere/at/all")).toBe("");
    expect(preloadsFor("/%E0%A4%A")).toBe("");
    expect(preloaded(preloadsFor("/profile/u1"))).toEqual(["/assets/profile-1.js"]);
    expect(preloadsFor("/profile/u1")).not.toContain("<script");
    expect(routePreloads(path.join(dir, "missing"))("/discover")).toBe("");
  });

  it("puts tags at the end of the head, and leaves HTML without a head alone", () => {
    expect(withHeadTags("<html><head><title>x</title></head><body></body></html>", "<link>")).toBe(
      "<html><head><title>x</title><link></head><body></body></html>",
    );
    expect(withHeadTags("<p>no head</p>", "<link>")).toBe("<p>no head</p>");
  });

  it("puts tags ahead of the app's code when the head has it, else at the end of the head", () => {
    const code = `<script type="module" crossorigin src="/assets/index.js"></script>`;
    expect(
      withTagsBeforeCode(
        `<head><link rel="preload" href="/f.woff2">${code}<link rel="stylesheet"></head>`,
        "<x>",
      ),
    ).toBe(`<head><link rel="preload" href="/f.woff2"><x>${code}<link rel="stylesheet"></head>`);
    expect(withTagsBeforeCode("<head><title>x</title></head>", "<x>")).toBe(
      "<head><title>x</title><x></head>",
    );
    // A module script in the body is not the head's code.
    expect(withTagsBeforeCode(`<head></head><body>${code}</body>`, "<x>")).toBe(
      `<head><x></head><body>${code}</body>`,
    );
    expect(withTagsBeforeCode("<head></head>", "")).toBe("<head></head>");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts that run, not data blocks or scripts with a src", () => {
    const html = `<head><script>a()</script><script type="module">b()</script>
      <script type="application/json" id="d">{"x":1}</script><script src="/c.js"></script>
      <script>a()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("b()")]);
  });
});

/** The HTML the server sends is the build's, with the opened page's code preloaded from its head. */
describe("built HTML: route preloads and the inline theme script", async () => {
  const webDir = await mkdtemp(path.join(tmpdir(), "twl-built-html-"));
  afterAll(() => rm(webDir, { recursive: true, force: true }));
  const theme = `(function(){document.documentElement.classList.add("dark")})();`;
  // Over 1 KB, like the real page: sent compressed when it is not a precompressed file.
  const description = "Upload your screenplay, get coverage and be discovered. ".repeat(24);
  const page = `<!doctype html><html><head><title>The White List</title><meta name="description" content="${description}" /><script>${theme}</script></head><body><div id="root"></div></body></html>`;
  await writeFile(path.join(webDir, "index.html"), page);
  await writeFile(path.join(webDir, "index.html.br"), brotliCompressSync(page));
  await writeFile(path.join(webDir, "route-chunks.json"), JSON.stringify(ROUTES));
  await mkdir(path.join(webDir, "prerendered"), { recursive: true });
  const landing = page.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered="/"><h1>Hi</h1></div>',
  );
  await writeFile(path.join(webDir, "prerendered", "index.html"), landing);
  await writeFile(path.join(webDir, "prerendered", "index.html.br"), brotliCompressSync(landing));
  const discover = page.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered="/discover"><h1>Find</h1></div>',
  );
  await writeFile(path.join(webDir, "prerendered", "discover.html"), discover);
  const { app } = await createTestApp({ WEB_DIST_DIR: webDir }, { serveWeb: true });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("allows the build's inline theme script by its hash, and no other inline script", async () => {
    const res = await get("/dashboard");
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1];
    expect(scriptSrc).toBe(`'self' 'wasm-unsafe-eval' ${sha256(theme)}`);
    expect(res.body).toContain(`<script>${theme}</script>`);
  });

  it("preloads a page's chunks from the head of the HTML, on every way a page is sent", async () => {
    const dashboard = await get("/dashboard", "br");
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers["cache-control"]).toBe("no-cache");
    expect(dashboard.headers["content-type"]).toMatch(/text\/html/);
    expect(dashboard.headers["content-encoding"]).toBe("br");
    const dashboardHtml = brotliDecompressSync(dashboard.rawPayload).toString();
    expect(preloaded(head(dashboardHtml))).toEqual(["/assets/dashboard-1.js", "/assets/zod-1.js"]);

    // Pre-rendered, with its own tags from the SEO route.
    const found = (await get("/discover?sort=newest")).body;
    expect(found).toContain('data-prerendered="/discover"><h1>Find</h1>');
    expect(found).toMatch(/<title>Discover Scripts — The White List<\/title>/);
    expect(preloaded(head(found))).toEqual(["/assets/discover-1.js", "/assets/zod-1.js"]);

    // A script page (SEO route; unknown script, so the default tags).
    expect(preloaded(head((await get("/scripts/no-such-script")).body))).toEqual([
      "/assets/script-detail-1.js",
      "/assets/zod-1.js",
    ]);
    expect(preloaded((await get("/admin/users")).body)).toEqual([
      "/assets/admin-layout-1.js",
      "/assets/admin-1.js",
    ]);
  });

  it("sends the landing page and unknown pages as built, with only the sign-in configuration block added", async () => {
    const home = await get("/", "br");
    expect(home.headers["content-encoding"]).toBe("br");
    expect(withoutProvidersBlock(brotliDecompressSync(home.rawPayload).toString())).toBe(landing);
    const unknown = await get("/no/such/page");
    expect(unknown.statusCode).toBe(200);
    expect(withoutProvidersBlock(unknown.body)).toBe(page);
  });
});
