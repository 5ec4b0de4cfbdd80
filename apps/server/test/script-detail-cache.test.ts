import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { createDraft } from "./clout-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// The caches on, as in production; views written only when flushed.
// Many requests per test on a shared machine: generous, never a timing assert.
vi.setConfig({ testTimeout: 180_000 });
const t: TestApp = await createTestApp({
  RATE_LIMIT_MAX: "100000",
  DISCOVER_CACHE_TTL_MS: "60000",
  DISCOVER_COUNT_TTL_MS: "60000",
  VIEWS_FLUSH_MS: "0",
});
const { app, ctx } = t;

const detail = (id: string, options: { token?: string; etag?: string; ip?: string } = {}) =>
  app.inject({
    method: "GET",
    url: `/api/scripts/${id}`,
    remoteAddress: options.ip ?? "203.0.113.60",
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.etag ? { "if-none-match": options.etag } : {}),
    },
  });
const write = async (method: "PUT" | "POST", url: string, token: string, payload: object) => {
  const res = await app.inject({ method, url, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

describe("the public script detail, kept until a write changes it", () => {
  it("is answered from the cache with an ETag, and 304 when the client holds it", async () => {
    const owner = await signUp(app);
    const id = await createDraft(app, owner.token, { title: "Kept Tide", isPublic: true });
    const first = await detail(id);
    expect(first.statusCode).toBe(200);
    expect(first.json().script.title).toBe("Kept Tide");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"d-/);
    expect(ctx.detailCache?.peek(id)).toBeDefined();
    // Served from what was kept: the same bytes and tag.
    const second = await detail(id, { ip: "203.0.113.61" });
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    const notModified = await detail(id, { etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    // Another tag is answered in full.
    expect((await detail(id, { etag: '"d-other"' })).statusCode).toBe(200);
  });

  it("keeps viewer parts apart: the owner and an admin are answered fresh, readers share the public form", async () => {
    const owner = await signUp(app);
    const reader = await signUp(app);
    const { token: adminToken } = await signUpAdmin(app, ctx);
    const id = await createDraft(app, owner.token, { isPublic: true });
    expect((await detail(id)).json().script).toMatchObject({ isOwner: false, canEdit: false });
    expect((await detail(id, { token: owner.token })).json().script).toMatchObject({
      isOwner: true,
      canEdit: true,
    });
    expect((await detail(id, { token: reader.token })).json().script).toMatchObject({
      isOwner: false,
      canEdit: false,
    });
    expect((await detail(id, { token: adminToken })).json().script.isOwner).toBe(false);
    expect((await detail(id)).json().script).toMatchObject({ isOwner: false, canEdit: false });
  });

  it("changes right after an edit, a new review, a gift of clout and compare sharing", async () => {
    const owner = await signUp(app);
    const reader = await signUp(app);
    const id = await createDraft(app, owner.token, { title: "Before", isPublic: true });
    const before = await detail(id);
    const etag = before.headers.etag as string;

    await write("PUT", `/api/protected/scripts/${id}`, owner.token, {
      title: "After",
      logline: "A new line.",
    });
    const edited = await detail(id, { etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().script).toMatchObject({ title: "After", logline: "A new line." });

    await write("POST", `/api/protected/scripts/${id}/reviews`, reader.token, {
      rating: 4,
      comment: "Long enough text for a review",
    });
    const reviewed = (await detail(id)).json().script;
    expect(reviewed.reviewCount).toBe(1);
    expect(reviewed.reviews).toHaveLength(1);

    await write("POST", `/api/clout/give/${id}`, reader.token, { amount: 10 });
    expect((await detail(id)).json().script.receivedClout).toBe(10);

    const sharing = (await detail(id)).json().script.mayCompare as boolean;
    await write("PUT", `/api/protected/scripts/${id}/compare-sharing`, owner.token, {
      readersMayCompare: !sharing,
    });
    expect((await detail(id)).json().script.mayCompare).toBe(!sharing);
  });

  it("shows counted views after a flush", async () => {
    const owner = await signUp(app);
    const id = await createDraft(app, owner.token, { isPublic: true });
    expect((await detail(id, { ip: "192.0.2.31" })).json().script.views).toBe(0);
    expect((await detail(id, { ip: "192.0.2.32" })).json().script.views).toBe(0);
    await ctx.views!.flush();
    expect((await detail(id)).json().script.views).toBe(2);
  });

  it("never serves a script made private to anyone but its owner, and serves it again once public", async () => {
    const owner = await signUp(app);
    const reader = await signUp(app);
    const id = await createDraft(app, owner.token, { title: "Soon Hidden", isPublic: true });
    expect((await detail(id)).statusCode).toBe(200);
    expect((await detail(id, { token: reader.token })).statusCode).toBe(200);

    await write("PUT", `/api/protected/scripts/${id}`, owner.token, { isPublic: false });
    expect(ctx.detailCache?.peek(id)).toBeUndefined();
    for (const res of [
      await detail(id),
      await detail(id, { token: reader.token }),
      await detail(id, { ip: "192.0.2.99" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain("Soon Hidden");
    }
    // Private scripts are never kept, even after their owner reads them.
    expect((await detail(id, { token: owner.token })).json().script.title).toBe("Soon Hidden");
    expect(ctx.detailCache?.peek(id)).toBeUndefined();
    expect((await detail(id)).statusCode).toBe(403);

    await write("PUT", `/api/protected/scripts/${id}`, owner.token, { isPublic: true });
    expect((await detail(id)).json().script.title).toBe("Soon Hidden");
  });

  it("the featured list is kept with an ETag and follows clout", async () => {
    const owner = await signUp(app);
    const reader = await signUp(app);
    const id = await createDraft(app, owner.token, { title: "Featured Tide", isPublic: true });
    const before = await app.inject({ url: "/api/discover/featured" });
    expect(before.statusCode).toBe(200);
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(
      (await app.inject({ url: "/api/discover/featured", headers: { "if-none-match": etag } })).statusCode,
    ).toBe(304);
    await write("POST", `/api/clout/give/${id}`, reader.token, { amount: 50 });
    const after = await app.inject({ url: "/api/discover/featured", headers: { "if-none-match": etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().featured.map((s: { id: string }) => s.id)).toContain(id);
  });
});

describe("the script page's HTML, built from the kept detail", async () => {
  const distDir = await mkdtemp(path.join(tmpdir(), "twl-web-dist-"));
  afterAll(() => rm(distDir, { recursive: true, force: true }));
  await writeFile(
    path.join(distDir, "index.html"),
    `<!doctype html><html><head><meta name="description" content="Default." /><title>The White List</title></head><body><div id="root"></div></body></html>`,
  );
  const web = await createTestApp(
    {
      WEB_DIST_DIR: distDir,
      PUBLIC_URL: "https://whitelist.example",
      DISCOVER_CACHE_TTL_MS: "60000",
      VIEWS_FLUSH_MS: "0",
    },
    { serveWeb: true },
  );
  const page = (id: string) =>
    web.app.inject({ method: "GET", url: `/scripts/${id}`, headers: { accept: "text/html" } });

  it("shares the detail the API keeps, follows an edit and never describes a script made private", async () => {
    const owner = await signUp(web.app, { name: "Page Writer" });
    const id = await createDraft(web.app, owner.token, { title: "Page Tide", isPublic: true });
    const first = await page(id);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("<title>Page Tide by Page Writer — The White List</title>");
    const kept = web.ctx.detailCache?.peek(id);
    // Kept with its compressed forms and an ETag; a client holding it gets a 304.
    const keptPage = kept?.pages.get("https://whitelist.example");
    expect(keptPage?.identity.toString("utf8")).toBe(first.body);
    expect(keptPage?.br).toBeDefined();
    expect(first.headers.etag).toBe(keptPage?.etag);
    const again = await web.app.inject({
      url: `/scripts/${id}`,
      headers: { "if-none-match": keptPage!.etag },
    });
    expect(again.statusCode).toBe(304);
    // The API's detail is the same kept entry.
    await web.app.inject({ url: `/api/scripts/${id}` });
    expect(web.ctx.detailCache?.peek(id)).toBe(kept);
    expect((await page(id)).body).toBe(first.body);

    const rename = await web.app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { title: "Page Tide Renamed" },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect((await page(id)).body).toContain(
      "<title>Page Tide Renamed by Page Writer — The White List</title>",
    );

    const hide = await web.app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { isPublic: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const hidden = await page(id);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain("Page Tide");
    expect(hidden.body).toContain('<meta name="robots" content="noindex" />');
  });
});
