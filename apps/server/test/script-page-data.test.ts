import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { SCRIPT_PAGE_DATA_ID, SCRIPT_SHELL_TITLE } from "@twl/contract";

import { scripts } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createDraft } from "./clout-helpers.ts";
import { createTestApp, createTestContext, withoutProvidersBlock } from "./helper.ts";

// A built SPA of one file; the caches on, as in production; views written only when flushed.
vi.setConfig({ testTimeout: 180_000 });
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>The White List</title></head><body><div id="root"></div></body></html>`;
const { dataDir } = await createTestContext();
const distDir = path.join(dataDir, "web-dist");
await mkdir(distDir, { recursive: true });
await writeFile(path.join(distDir, "index.html"), INDEX_HTML);
// The build's shells: every page's, and the script page's with its title to fill in.
await mkdir(path.join(distDir, "prerendered"), { recursive: true });
const shellOf = (main: string) =>
  INDEX_HTML.replace('<div id="root"></div>', `<div id="root" data-shell>${main}</div>`);
await writeFile(path.join(distDir, "prerendered/_shell.html"), shellOf("<p>Loading</p>"));
await writeFile(path.join(distDir, "prerendered/_script.html"), shellOf(`<h1>${SCRIPT_SHELL_TITLE}</h1>`));
const { app, ctx } = await createTestApp(
  {
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: "https://whitelist.example",
    RATE_LIMIT_MAX: "100000",
    DISCOVER_CACHE_TTL_MS: "60000",
    VIEWS_FLUSH_MS: "0",
  },
  { serveWeb: true },
);

const page = (id: string, ip = "203.0.113.70") =>
  app.inject({ method: "GET", url: `/scripts/${id}`, remoteAddress: ip, headers: { accept: "text/html" } });
const beacon = (id: string, options: { ip?: string; token?: string } = {}) =>
  app.inject({
    method: "POST",
    url: `/api/scripts/${id}/view`,
    remoteAddress: options.ip ?? "203.0.113.70",
    headers: options.token ? bearer(options.token) : {},
  });
const viewsOf = async (id: string) =>
  (await ctx.database.db.select({ views: scripts.views }).from(scripts).where(eq(scripts.id, id)))[0]!.views;

/** The JSON data block of a page's HTML: the script id it names and its parsed content. */
function dataBlockOf(html: string): { scriptId: string; raw: string; data: unknown } | null {
  const match = new RegExp(
    `<script type="application/json" id="${SCRIPT_PAGE_DATA_ID}" data-script-id="([^"]*)">([\\s\\S]*?)</script>`,
  ).exec(html);
  return match ? { scriptId: match[1]!, raw: match[2]!, data: JSON.parse(match[2]!) } : null;
}

describe("a script page's HTML carries its title and public detail; the page counts its view by beacon", () => {
  it("a public script's page carries the detail the API answers anyone, safely escaped", async () => {
    const owner = await signUp(app, { name: "Nora Ephron" });
    const title = "Heartburn </script><script>alert(1)</script> & <!-- more";
    const id = await createDraft(app, owner.token, { title, isPublic: true });

    const res = await page(id);
    expect(res.statusCode).toBe(200);
    const block = dataBlockOf(res.body);
    expect(block?.scriptId).toBe(id);
    // Nothing in the data can end the element or open a comment: no raw <, > or & inside it.
    expect(block!.raw).not.toMatch(/[<>&]/);
    expect(withoutProvidersBlock(res.body).match(/<\/script>/g)).toHaveLength(1);
    const api = await app.inject({ method: "GET", url: `/api/scripts/${id}`, remoteAddress: "203.0.113.71" });
    expect(block!.data).toEqual(api.json());
    expect((block!.data as { script: { title: string } }).script.title).toBe(title);
    // The script page's shell shows the title, escaped, where the page's title will be.
    expect(res.body).toContain(
      "<h1>Heartburn &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- more</h1>",
    );
    expect(res.body).not.toContain(SCRIPT_SHELL_TITLE);
  });

  it("a private script's page, or one made private, carries no detail", async () => {
    const owner = await signUp(app);
    const privateId = await createDraft(app, owner.token, { title: "Hidden Draft Omega", isPublic: false });
    const hidden = await page(privateId);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain(SCRIPT_PAGE_DATA_ID);
    expect(hidden.body).not.toContain("Hidden Draft Omega");
    // The generic shell: nothing that would name a title.
    expect(hidden.body).toContain("<p>Loading</p>");
    expect(hidden.body).not.toContain(SCRIPT_SHELL_TITLE);

    const id = await createDraft(app, owner.token, { title: "Soon Private Sigma", isPublic: true });
    expect(dataBlockOf((await page(id)).body)?.scriptId).toBe(id);
    const made = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { isPublic: false },
    });
    expect(made.statusCode, made.body).toBe(200);
    const after = await page(id);
    expect(after.body).not.toContain(SCRIPT_PAGE_DATA_ID);
    expect(after.body).not.toContain("Soon Private Sigma");
  });

  it("fetching the HTML counts no view; the beacon counts one per viewer per day, never the owner's", async () => {
    const owner = await signUp(app);
    const reader = await signUp(app);
    const id = await createDraft(app, owner.token, { isPublic: true });

    // Link previews and crawlers fetch the HTML and run nothing: no view.
    await Promise.all(Array.from({ length: 5 }, (_, i) => page(id, `198.51.100.${i + 1}`)));
    await ctx.views!.flush();
    expect(await viewsOf(id)).toBe(0);

    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => beacon(id, { ip: "198.51.100.20" })),
      ...Array.from({ length: 5 }, () => beacon(id, { token: reader.token, ip: "198.51.100.21" })),
      ...Array.from({ length: 5 }, () => beacon(id, { token: owner.token })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.slice(0, 15).every((a) => a.json().counted === true)).toBe(true);
    expect(answers.slice(15).every((a) => a.json().counted === false)).toBe(true);
    expect(await ctx.views!.flush()).toBe(2);
    expect(await viewsOf(id)).toBe(2);
    // The same viewers again the same day: nothing more.
    await beacon(id, { ip: "198.51.100.20" });
    await beacon(id, { token: reader.token, ip: "198.51.100.22" });
    expect(await ctx.views!.flush()).toBe(0);
    expect(await viewsOf(id)).toBe(2);
  });

  it("the beacon of a private script counts nothing for anyone but may not read it", async () => {
    const owner = await signUp(app);
    const id = await createDraft(app, owner.token, { isPublic: false });
    const res = await beacon(id, { ip: "198.51.100.30" });
    expect(res.statusCode).toBe(403);
    expect((await beacon("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect(await ctx.views!.flush()).toBe(0);
    expect(await viewsOf(id)).toBe(0);
  });
});
