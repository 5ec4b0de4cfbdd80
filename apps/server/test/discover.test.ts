import { eq } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";

import { scriptsListResponseSchema } from "@twl/contract";

import type { Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import { cloutTransactions, genres, scriptGenres, scripts, users } from "../src/db/schema.ts";
import { listScripts, MAX_COUNTED } from "../src/modules/discover/list-scripts.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";

describe("discovery", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const { db } = ctx.database;
  const writer = await signUp(app, { name: "Lena Marsh" });
  const rival = await signUp(app, { name: "Otto Quill" });
  const admin = await signUpAdmin(app, ctx);
  const genreIds = new Map((await db.select().from(genres)).map((g) => [g.slug, g.id]));
  const day = 24 * 3600 * 1000;

  async function addScript(input: {
    title: string;
    logline?: string;
    userId?: string;
    isPublic?: boolean;
    genres?: string[];
    type?: "movie" | "tv" | "play" | "short";
    clout?: number;
    views?: number;
    ageDays?: number;
    reviews?: number;
    contest?: boolean;
    staff?: boolean;
  }) {
    const createdAt = new Date(Date.now() - (input.ageDays ?? 1) * day);
    const [row] = await db
      .insert(scripts)
      .values({
        userId: input.userId ?? writer.userId,
        title: input.title,
        logline: input.logline ?? null,
        isPublic: input.isPublic ?? true,
        screenplayType: input.type ?? "movie",
        receivedClout: input.clout ?? 0,
        views: input.views ?? 0,
        reviewCount: input.reviews ?? 0,
        isContestWinner: input.contest ?? false,
        isStaffPick: input.staff ?? false,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: scripts.id });
    const slugs = input.genres ?? ["drama"];
    await db
      .insert(scriptGenres)
      .values(slugs.map((slug, position) => ({ scriptId: row!.id, genreId: genreIds.get(slug)!, position })));
    return row!.id;
  }
  async function clout(scriptId: string, amount: number, daysAgo: number) {
    await db.insert(cloutTransactions).values({
      userId: writer.userId,
      type: "received",
      balance: "solid",
      amount,
      scriptId,
      createdAt: new Date(Date.now() - daysAgo * day),
    });
  }
  async function list(url: string, token?: string) {
    const res = await app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return scriptsListResponseSchema.parse(res.json());
  }
  const titles = (r: { scripts: { title: string }[] }) => r.scripts.map((s) => s.title);

  await addScript({
    title: "The Lighthouse Keeper",
    logline: "A widow tends the lamp on a dying island.",
    genres: ["drama", "mystery"],
    clout: 40,
    views: 150,
    ageDays: 3,
  });
  const storm = await addScript({
    title: "Storm Season",
    logline: "Two rivals race a hurricane to save a lighthouse.",
    genres: ["action", "thriller"],
    clout: 90,
    views: 20,
    ageDays: 10,
    type: "tv",
  });
  const secret = await addScript({
    title: "Lighthouse Secrets",
    logline: "Private draft about a lighthouse.",
    isPublic: false,
    clout: 500,
    views: 999,
    ageDays: 2,
    contest: true,
    staff: true,
  });
  await clout(secret, 500, 1);
  const classic = await addScript({
    title: "Harbor Lights",
    logline: "Dockworkers strike in 1952.",
    genres: ["period"],
    clout: 300,
    ageDays: 800,
    reviews: 2,
    staff: true,
  });
  const rising = await addScript({
    title: "Neon Orchard",
    logline: "A farm kid codes her way out.",
    genres: ["comedy"],
    clout: 25,
    ageDays: 20,
    contest: true,
  });
  await clout(rising, 25, 2);
  await addScript({
    title: "Quiet Engines",
    logline: "An engineer hears the city breathe.",
    userId: rival.userId,
    clout: 5,
    ageDays: 30,
    type: "play",
  });

  it("ranks a title match above a logline match", async () => {
    const r = await list("/api/scripts?search=lighthouse");
    expect(titles(r)).toEqual(["The Lighthouse Keeper", "Storm Season"]);
  });

  it("matches prefixes as you type, authors by name, and misspelled titles", async () => {
    expect(titles(await list("/api/discover?search=lightho"))).toContain("The Lighthouse Keeper");
    expect(titles(await list("/api/discover?search=otto"))).toEqual(["Quiet Engines"]);
    expect(titles(await list("/api/discover?search=lighthuose"))).toContain("The Lighthouse Keeper");
    expect(titles(await list("/api/discover?search=neon%20orchrd"))).toEqual(["Neon Orchard"]);
    expect(titles(await list("/api/discover?search=zzzzqqq"))).toEqual([]);
    // Punctuation and operators are just text.
    expect(
      (await list("/api/discover?search=" + encodeURIComponent("storm & ! | :* '"))).scripts.map((s) => s.id),
    ).toEqual([storm]);
  });

  it("follows renamed authors in search", async () => {
    await db.update(users).set({ name: "Otto Vance" }).where(eq(users.id, rival.userId));
    expect(titles(await list("/api/discover?search=vance"))).toEqual(["Quiet Engines"]);
  });

  it("filters by genre, type, reviews and category; sorts by newest and clout", async () => {
    expect(titles(await list("/api/discover?genre=mystery"))).toEqual(["The Lighthouse Keeper"]);
    expect(titles(await list("/api/discover?screenplay_type=tv"))).toEqual(["Storm Season"]);
    // The same list shape with other values (one prepared statement, new parameters each time).
    expect(titles(await list("/api/discover?genre=all"))).toHaveLength(5);
    expect(titles(await list("/api/discover?genre=thriller"))).toEqual(["Storm Season"]);
    expect(titles(await list("/api/discover?genre=horror"))).toEqual([]);
    expect(titles(await list("/api/discover?screenplay_type=movie"))).not.toContain("Storm Season");
    expect(titles(await list("/api/discover?genre=action&screenplay_type=play"))).toEqual([]);
    expect(titles(await list("/api/discover?genre=action&screenplay_type=tv"))).toEqual(["Storm Season"]);
    expect(titles(await list("/api/scripts?hasReviews=true"))).toEqual(["Harbor Lights"]);
    expect(titles(await list("/api/discover?category=staff-picks"))).toEqual(["Harbor Lights"]);
    expect(titles(await list("/api/discover?category=contest-winners"))).toEqual(["Neon Orchard"]);
    expect(titles(await list("/api/discover?category=rising-stars"))).toEqual(["Neon Orchard"]);
    expect(titles(await list("/api/discover?category=classics"))).toEqual(["Harbor Lights"]);
    expect(titles(await list("/api/discover?sort=clout")).slice(0, 3)).toEqual([
      "Harbor Lights",
      "Storm Season",
      "The Lighthouse Keeper",
    ]);
    expect(titles(await list("/api/scripts?sort=newest"))[0]).toBe("The Lighthouse Keeper");
  });

  it("paginates with a total", async () => {
    const page1 = await list("/api/scripts?limit=2&page=1&sort=title");
    const page3 = await list("/api/scripts?limit=2&page=3&sort=title");
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 });
    expect(titles(page1)).toEqual(["Harbor Lights", "Neon Orchard"]);
    expect(titles(page3)).toEqual(["The Lighthouse Keeper"]);
    expect((await list("/api/scripts?limit=2&page=9")).pagination.total).toBe(5);
  });

  it("bounds deep paging by the counted rows: past them a page is empty and no page query runs", async () => {
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => statements.push(query) };
    const { engine } = ctx.database;
    const logged = (engine.kind === "pglite"
      ? drizzlePglite(engine.client, { schema, logger })
      : drizzleNodePg(engine.pool, { schema, logger })) as unknown as Db;
    // Page statements read the authors with the rows; counts do not.
    const pageQueries = () => statements.filter((q) => q.includes('"users"."is_dummy"')).length;

    const first = await listScripts(logged, { page: 1, limit: 2, sort: "title" });
    expect(first.rows.map((r) => r.script.title)).toEqual(["Harbor Lights", "Neon Orchard"]);
    expect(pageQueries()).toBe(1);

    const offsetPastCount = Math.ceil(MAX_COUNTED / 48) + 1;
    const deep = await listScripts(logged, { page: offsetPastCount, limit: 48, sort: "newest" });
    expect(deep).toEqual({ rows: [], total: 5 });
    expect(pageQueries()).toBe(1);
    // The page before the bound still reads the index.
    await listScripts(logged, { page: offsetPastCount - 1, limit: 48, sort: "newest" });
    expect(pageQueries()).toBe(2);
  });

  it("never returns another user's private script: no filter, sort, category, featured list or count", async () => {
    const urls = [
      "/api/scripts",
      "/api/scripts?search=secrets",
      "/api/scripts?search=lighthouse&sort=clout",
      "/api/scripts?includeOwn=true",
      "/api/scripts?category=contest-winners",
      "/api/scripts?category=staff-picks",
      "/api/scripts?category=rising-stars",
      "/api/discover?sort=clout",
      "/api/discover?sort=newest&genre=drama",
      "/api/discover?category=rising-stars",
      "/api/discover/scripts?search=private",
    ];
    for (const token of [undefined, rival.token, admin.token]) {
      for (const url of urls) {
        const r = await list(url, token);
        expect(
          r.scripts.map((s) => s.id),
          `${url} as ${token ? "user" : "visitor"}`,
        ).not.toContain(secret);
        expect(r.pagination.total).toBeLessThanOrEqual(5);
      }
    }
    const featured = await app.inject({ method: "GET", url: "/api/discover/featured" });
    expect(featured.json().featured.map((s: { id: string }) => s.id)).not.toContain(secret);
  });

  it("shows owners their own private scripts only when asked, with the lock state", async () => {
    const own = await list("/api/scripts?includeOwn=true&search=secrets", writer.token);
    expect(own.scripts.map((s) => [s.id, s.isPublic])).toEqual([[secret, false]]);
    expect(own.scripts[0]!.coverUrl).toBeNull();
    expect((await list("/api/scripts?search=secrets", writer.token)).scripts).toEqual([]);
  });

  it("features trending scripts first, then the most clout, at most 3", async () => {
    const res = await app.inject({ method: "GET", url: "/api/discover/featured" });
    const featured = res.json().featured as { id: string; category: string }[];
    expect(featured.map((f) => [f.id, f.category])).toEqual([
      [rising, "trending"],
      [classic, "most-clout"],
      [storm, "most-clout"],
    ]);
  });

  it("lets admins set the editorial flags, and only admins", async () => {
    const url = `/api/admin/scripts/${storm}/flags`;
    expect(
      (
        await app.inject({
          method: "PUT",
          url,
          headers: bearer(writer.token),
          payload: { isStaffPick: true },
        })
      ).statusCode,
    ).toBe(403);
    const res = await app.inject({
      method: "PUT",
      url,
      headers: bearer(admin.token),
      payload: { isStaffPick: true },
    });
    expect(res.statusCode).toBe(200);
    // Discover sorts by clout by default: Harbor Lights (300) before Storm Season (90).
    expect(titles(await list("/api/discover?category=staff-picks"))).toEqual([
      "Harbor Lights",
      "Storm Season",
    ]);
  });
});
