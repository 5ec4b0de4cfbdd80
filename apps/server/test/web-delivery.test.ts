import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

import { scripts } from "../src/db/schema.ts";
import { signUp } from "./auth-helpers.ts";
import { createTestApp, withoutProvidersBlock } from "./helper.ts";

/** How the built SPA and API answers travel: precompressed files by Accept-Encoding, compressed JSON, files outside the rate limit. */
describe("web delivery", async () => {
  const webDir = await mkdtemp(path.join(tmpdir(), "twl-web-delivery-"));
  await mkdir(path.join(webDir, "assets"), { recursive: true });
  const script = `export const words = ${JSON.stringify("a quiet place to land ".repeat(200))};\n`;
  const asset = path.join(webDir, "assets", "app-abc123.js");
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  // Over 1 KB, like a real page (smaller answers are sent as they are).
  const page = `<!doctype html><title>The White List</title><div id=root>${"<p>A quiet place to land.</p>".repeat(40)}</div>`;
  await writeFile(path.join(webDir, "index.html"), page);
  await writeFile(path.join(webDir, "index.html.br"), brotliCompressSync(page));
  const { app } = await createTestApp({ WEB_DIST_DIR: webDir, RATE_LIMIT_MAX: "5" }, { serveWeb: true });
  afterAll(() => rm(webDir, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the brotli or gzip copy of a built file by Accept-Encoding, with Vary and the immutable cache", async () => {
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it("keeps index.html revalidated when it is served compressed", async () => {
    // /home is a plain SPA path (public pages like /discover get their own tags from the SEO route).
    const res = await get("/home", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    const described = await get("/discover", "br");
    expect(described.statusCode).toBe(200);
    expect(described.headers["cache-control"]).toBe("no-cache");
  });

  it("compresses API JSON above 1 KB and leaves small answers alone", async () => {
    const big = await get("/api/docs/json", "br, gzip");
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const gz = await get("/api/docs/json", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const small = await get("/health", "br");
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("does not count built files against the API rate limit (5 a window here), but still limits the API and unknown paths", async () => {
    for (let i = 0; i < 12; i++) expect((await get("/assets/app-abc123.js", "br")).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await get("/api/does-not-exist.js")).statusCode);
    expect(statuses).toContain(429);
    // Files still load once the API budget is spent.
    expect((await get("/assets/app-abc123.js", "br")).statusCode).toBe(200);
  });
});

describe("API compression", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "1000" });
  const writer = await signUp(app, { name: "Page Sized" });
  await ctx.database.db.insert(scripts).values(
    Array.from({ length: 40 }, (_, i) => ({
      userId: writer.userId,
      title: `Harbour Script ${i}`,
      logline: `A lighthouse keeper number ${i} counts the ships that never come back to the harbour.`,
      isPublic: true,
    })),
  );

  it("compresses a page of a list (8-64 KB) in one call: its compressed length is sent", async () => {
    const page = await app.inject({
      url: "/api/scripts?limit=40",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    const body = brotliDecompressSync(page.rawPayload);
    expect(body.length).toBeGreaterThan(8 * 1024);
    expect(JSON.parse(body.toString()).scripts).toHaveLength(40);
    // The streaming path drops Content-Length and answers chunked.
    expect(page.headers["content-length"]).toBe(String(page.rawPayload.length));
  });
});

/** Pages the web build pre-rendered (apps/web/vite-plugins.ts, prerenderPages) go to their own address. */
describe("pre-rendered pages", async () => {
  const webDir = await mkdtemp(path.join(tmpdir(), "twl-web-prerendered-"));
  const page = "<!doctype html><title>The White List</title><div id=root></div>";
  await writeFile(path.join(webDir, "index.html"), page);
  // Pages the web build pre-rendered (apps/web/vite-plugins.ts, prerenderPages).
  await mkdir(path.join(webDir, "prerendered"), { recursive: true });
  const landing = `<!doctype html><html><head><title>The White List</title></head><body><div id="root" data-prerendered="/"><h1>Where Great Scripts Get Discovered.</h1>${"<p>Upload, get coverage, be found.</p>".repeat(30)}</div></body></html>`;
  await writeFile(path.join(webDir, "prerendered", "index.html"), landing);
  await writeFile(path.join(webDir, "prerendered", "index.html.br"), brotliCompressSync(landing));
  const discover = `<!doctype html><html><head><title>The White List</title><meta name="description" content="x" /></head><body><div id="root" data-prerendered="/discover"><h1>Find the script</h1></div></body></html>`;
  await writeFile(path.join(webDir, "prerendered", "discover.html"), discover);
  // The app shell: header and footer around a page placeholder, for every other address.
  const shell = `<!doctype html><html><head><title>The White List</title></head><body><div id="root" data-shell><header>The White List</header><main aria-busy="true"></main>${"<footer>The White List</footer>".repeat(30)}</div></body></html>`;
  await writeFile(path.join(webDir, "prerendered", "_shell.html"), shell);
  await writeFile(path.join(webDir, "prerendered", "_shell.html.br"), brotliCompressSync(shell));
  const { app } = await createTestApp({ WEB_DIST_DIR: webDir }, { serveWeb: true });
  afterAll(() => rm(webDir, { recursive: true, force: true }));
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the pre-rendered page for / and /discover (first screen in the HTML), the app shell elsewhere", async () => {
    const home = await get("/", "br");
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toMatch(/text\/html/);
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(String(home.headers["content-security-policy"])).toMatch(
      /script-src 'self' 'wasm-unsafe-eval'(;|$)/,
    );
    expect(withoutProvidersBlock(brotliDecompressSync(home.rawPayload).toString())).toBe(landing);

    // /discover keeps its own title and description (SEO route) on the pre-rendered page.
    const found = await get("/discover");
    expect(found.statusCode).toBe(200);
    expect(found.headers["cache-control"]).toBe("no-cache");
    expect(found.body).toContain('data-prerendered="/discover"><h1>Find the script</h1>');
    expect(found.body).toMatch(/<title>Discover Scripts — The White List<\/title>/);

    // Every other address starts from the app shell, revalidated like every page; never from index.html.
    const other = await get("/dashboard", "br");
    expect(other.statusCode).toBe(200);
    expect(other.headers["content-encoding"]).toBe("br");
    expect(other.headers["cache-control"]).toBe("no-cache");
    expect(withoutProvidersBlock(brotliDecompressSync(other.rawPayload).toString())).toBe(shell);
    expect(withoutProvidersBlock((await get("/no/such/page")).body)).toBe(shell);
    // The shell is no page of its own.
    expect(withoutProvidersBlock((await get("/_shell")).body)).toBe(shell);
    expect(withoutProvidersBlock((await get("/shell")).body)).toBe(shell);
    // The file itself, asked for by name, is revalidated too (HTML is never cached for an hour).
    const file = await get("/prerendered/_shell.html");
    expect(file.headers["cache-control"]).toBe("no-cache");
  });
});
