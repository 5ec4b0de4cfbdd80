import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { scripts } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createDraft } from "./clout-helpers.ts";
import { createTestApp } from "./helper.ts";

/** The short-lived cache of public lists (on by default; the other suites turn it off). */
describe("public list cache", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000", DISCOVER_CACHE_TTL_MS: "60000" });
  const writer = await signUp(app);
  const titles = async (url: string, token?: string) => {
    const res = await app.inject({ url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    return (res.json().scripts as { title: string }[]).map((s) => s.title);
  };

  it("reuses an answer until a write through the API changes the lists", async () => {
    await createDraft(app, writer.token, { title: "Cached Harbor" });
    expect(await titles("/api/discover?sort=newest")).toEqual(["Cached Harbor"]);
    // A row changed behind the API's back is not seen while the answer is fresh...
    await ctx.database.db
      .update(scripts)
      .set({ title: "Renamed Quietly" })
      .where(eq(scripts.title, "Cached Harbor"));
    expect(await titles("/api/discover?sort=newest")).toEqual(["Cached Harbor"]);
    // ...but any script write through the API clears it.
    await createDraft(app, writer.token, { title: "Second Draft" });
    expect(await titles("/api/discover?sort=newest")).toEqual(["Second Draft", "Renamed Quietly"]);
  });

  it("never caches a list holding the viewer's private scripts", async () => {
    const owner = await signUp(app);
    await createDraft(app, owner.token, { title: "Owner Secret", isPublic: false });
    const own = await titles("/api/scripts?includeOwn=true&sort=newest", owner.token);
    expect(own).toContain("Owner Secret");
    const anonymous = await titles("/api/scripts?includeOwn=true&sort=newest");
    expect(anonymous).not.toContain("Owner Secret");
    const other = await signUp(app);
    expect(await titles("/api/scripts?includeOwn=true&sort=newest", other.token)).not.toContain(
      "Owner Secret",
    );
  });

  it("answers concurrent identical requests with the same body", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ url: "/api/discover?sort=clout&page=1" })),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

/** List totals are counted once per filter, whatever the page or sort, and refreshed by writes. */
describe("public list totals", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000", DISCOVER_COUNT_TTL_MS: "60000" });
  const writer = await signUp(app);
  const total = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().pagination.total as number;
  };

  it("shares one count between pages and sorts of a filter until a write changes membership", async () => {
    await createDraft(app, writer.token, { title: "Counted One" });
    expect(await total("/api/discover?sort=newest")).toBe(1);
    // Lists are not cached here (DISCOVER_CACHE_TTL_MS=0): the new row is listed at once...
    const [first] = await ctx.database.db.select().from(scripts).where(eq(scripts.title, "Counted One"));
    await ctx.database.db
      .insert(scripts)
      .values({ userId: first!.userId, title: "Behind The API", isPublic: true });
    const page = await app.inject({ url: "/api/discover?sort=clout&page=1" });
    expect((page.json().scripts as { title: string }[]).map((s) => s.title)).toContain("Behind The API");
    // ...but the total of the same filter, on another page and sort, is the counted one.
    expect(page.json().pagination.total).toBe(1);
    expect(await total("/api/discover?sort=newest&page=2")).toBe(1);
    // A script published through the API clears the counts: both rows are counted now.
    await createDraft(app, writer.token, { title: "Counted Two" });
    expect(await total("/api/discover?sort=newest")).toBe(3);
  });

  it("shares a search's candidates between its pages and sorts; writes and renamed authors refresh them; never shows a script made private", async () => {
    const author = await signUp(app, { name: "Mira Solent" });
    const keeper = await createDraft(app, author.token, { title: "Lantern Keeper" });
    const search = async (url: string) => {
      const res = await app.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { scripts: { title: string }[]; pagination: { total: number } };
      return { titles: body.scripts.map((s) => s.title), total: body.pagination.total };
    };
    expect(await search("/api/discover?search=lantern")).toEqual({ titles: ["Lantern Keeper"], total: 1 });
    // A match added behind the API is not a candidate yet, on any page or sort of that search...
    await ctx.database.db
      .insert(scripts)
      .values({ userId: author.userId, title: "Lantern Harbour", isPublic: true });
    expect(await search("/api/discover?search=lantern&sort=clout")).toEqual({
      titles: ["Lantern Keeper"],
      total: 1,
    });
    // ...and a candidate made private behind the API is still filtered out of every page.
    await ctx.database.db.update(scripts).set({ isPublic: false }).where(eq(scripts.id, keeper));
    expect((await search("/api/discover?search=lantern")).titles).toEqual([]);
    // Renaming an author through the API refreshes searches (author names are searched).
    const renamed = await app.inject({
      method: "POST",
      url: "/api/auth/update-profile",
      headers: bearer(author.token),
      payload: { name: "Mira Lantern" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search("/api/discover?search=lantern")).toEqual({ titles: ["Lantern Harbour"], total: 1 });
    expect(await search("/api/discover?search=mira")).toEqual({ titles: ["Lantern Harbour"], total: 1 });
  });

  it("pages through a kept search in rank order, then the list's order, without repeats", async () => {
    const author = await signUp(app, { name: "Ola Breck" });
    await ctx.database.db.insert(scripts).values([
      { userId: author.userId, title: "Beacon Alpha", receivedClout: 5, isPublic: true },
      { userId: author.userId, title: "Beacon Beta", receivedClout: 50, isPublic: true },
      {
        userId: author.userId,
        title: "Quiet Shore",
        logline: "A beacon in the fog.",
        receivedClout: 500,
        isPublic: true,
      },
    ]);
    const page = async (n: number) => {
      const res = await app.inject({ url: `/api/discover?search=beacon&sort=clout&limit=1&page=${n}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { scripts: { title: string }[]; pagination: { total: number } };
      expect(body.pagination.total).toBe(3);
      return body.scripts.map((s) => s.title);
    };
    const pages = [await page(1), await page(2), await page(3), await page(4)];
    // Title matches rank above a logline match; equal ranks follow the clout order.
    expect(pages).toEqual([["Beacon Beta"], ["Beacon Alpha"], ["Quiet Shore"], []]);
  });

  it("never reuses a count for a list holding the viewer's private scripts", async () => {
    const owner = await signUp(app);
    const before = await app.inject({ url: "/api/scripts?includeOwn=true", headers: bearer(owner.token) });
    await createDraft(app, owner.token, { title: "Private Count", isPublic: false });
    const after = await app.inject({ url: "/api/scripts?includeOwn=true", headers: bearer(owner.token) });
    expect(after.json().pagination.total).toBe(before.json().pagination.total + 1);
  });
});
