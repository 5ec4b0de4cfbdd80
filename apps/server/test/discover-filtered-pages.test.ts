import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";

import { scriptsListResponseSchema } from "@twl/contract";

import type { Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import { genres, scriptGenres, scripts } from "../src/db/schema.ts";
import { ListCache } from "../src/modules/discover/list-cache.ts";
import { listScripts, type ListScriptsInput } from "../src/modules/discover/list-scripts.ts";
import { replaceScriptGenres } from "../src/modules/scripts/scripts.repo.ts";
import { signUp } from "./auth-helpers.ts";
import { expectPublicPagesMatchReference } from "./discover-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * Genre- and type-filtered public lists read their pages from script_list_keys (migration 0015),
 * kept by triggers. Their answers must be exactly those of the scripts path (rows, order, totals)
 * through any write, and never show a private script.
 */
describe("genre- and type-filtered pages", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "100000" });
  const { db } = ctx.database;
  const writer = await signUp(app, { name: "Ada Keys" });
  // Owns nothing: a list 'with the viewer's own scripts' for them is the public list, read by the
  // scripts path (lists with an owner never use the keys): the reference answer.
  const nobody = await signUp(app, { name: "No Scripts" });
  const genreIds = new Map((await db.select().from(genres)).map((g) => [g.slug, g.id]));
  const GENRES = ["drama", "horror", "comedy", "thriller"];
  const TYPES = ["movie", "tv", "play", "short"] as const;
  const base = Date.UTC(2026, 0, 1);
  const ids: string[] = [];

  // 48 scripts with many ties (dates, clout, views, titles), 1-3 genres, every type, a fifth private.
  for (let i = 0; i < 48; i++) {
    const createdAt = new Date(base - (i % 7) * 86_400_000);
    const [row] = await db
      .insert(scripts)
      .values({
        userId: writer.userId,
        title: `Title ${String.fromCharCode(65 + (i % 5))}`,
        isPublic: i % 5 !== 2,
        screenplayType: TYPES[i % 4]!,
        receivedClout: (i * 7) % 3 === 0 ? 0 : (i % 4) * 10,
        views: (i % 3) * 5,
        reviewCount: i % 6 === 0 ? 1 : 0,
        isStaffPick: i % 4 === 1,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: scripts.id });
    const picked = [
      GENRES[i % 4]!,
      ...(i % 3 === 0 ? [GENRES[(i + 1) % 4]!] : []),
      ...(i % 5 === 0 ? ["period"] : []),
    ];
    await db
      .insert(scriptGenres)
      .values(
        picked.map((slug, position) => ({ scriptId: row!.id, genreId: genreIds.get(slug)!, position })),
      );
    ids.push(row!.id);
  }

  const shapes: Omit<ListScriptsInput, "page" | "limit" | "sort">[] = [
    { genre: "drama" },
    { genre: "horror" },
    { genre: "period" },
    { genre: "Comedy" },
    { genre: "no-such-genre" },
    { screenplayType: "tv" },
    { screenplayType: "movie" },
    { genre: "drama", screenplayType: "tv" },
    { genre: "horror", screenplayType: "short", hasReviews: true },
    { genre: "thriller", hasReviews: true },
    { screenplayType: "play", category: "staff-picks" },
    { genre: "horror", category: "classics" },
    { genre: "comedy", category: "rising-stars" },
  ];

  /** Every shape, sort and page (4 rows each) read both ways: same ids in the same order, same totals. */
  async function expectSameAnswersAsScriptsPath() {
    const compared = await expectPublicPagesMatchReference(db, shapes, {
      pages: [1, 2, 3, 5],
      limit: 4,
      viewerId: nobody.userId,
    });
    expect(compared).toBeGreaterThan(100);
  }

  /** The keys table holds exactly one row per public script and facet, with its current sort keys. */
  async function expectKeysMatchScripts() {
    const keys = await db.execute<{ row: string }>(sql`
      select concat_ws('|', script_id, facet, created_at, received_clout, views, title) as row
      from script_list_keys order by 1`);
    const expected = await db.execute<{ row: string }>(sql`
      select concat_ws('|', id, facet, created_at, received_clout, views, title) as row from (
        select s.id, 'type:' || s.screenplay_type as facet, s.created_at, s.received_clout, s.views, s.title
        from scripts s where s.is_public
        union all
        select s.id, 'genre:' || sg.genre_id, s.created_at, s.received_clout, s.views, s.title
        from script_genres sg join scripts s on s.id = sg.script_id where s.is_public
        union all
        select s.id, 'genre:' || sg.genre_id || ':type:' || s.screenplay_type, s.created_at, s.received_clout, s.views, s.title
        from script_genres sg join scripts s on s.id = sg.script_id where s.is_public
      ) e order by 1`);
    const rowsOf = (r: unknown) =>
      ((r as { rows?: { row: string }[] }).rows ?? (r as { row: string }[])).map((x) => x.row);
    expect(rowsOf(keys)).toEqual(rowsOf(expected));
    expect(rowsOf(keys).length).toBeGreaterThan(40);
  }

  it("answers exactly as the scripts path, from the keys", async () => {
    await expectKeysMatchScripts();
    await expectSameAnswersAsScriptsPath();
  });

  it("reads a filtered public page from script_list_keys, never walking scripts with a genre semi-join", async () => {
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => statements.push(query) };
    const { engine } = ctx.database;
    const logged = (engine.kind === "pglite"
      ? drizzlePglite(engine.client, { schema, logger })
      : drizzleNodePg(engine.pool, { schema, logger })) as unknown as Db;
    for (const page of [1, 3]) {
      await listScripts(logged, { genre: "drama", sort: "clout", page, limit: 4 });
      await listScripts(logged, { screenplayType: "tv", sort: "title", page, limit: 4 });
    }
    expect(statements.length).toBeGreaterThanOrEqual(4);
    for (const statement of statements) {
      expect(statement).toContain('"script_list_keys"');
      expect(statement).not.toContain("exists (select 1 from script_genres");
    }
    // A viewer's own list keeps the scripts path (their private scripts have no keys).
    statements.length = 0;
    await listScripts(logged, { genre: "drama", sort: "clout", page: 1, limit: 4, ownerId: writer.userId });
    expect(statements.some((s) => s.includes("script_list_keys"))).toBe(false);
  });

  it("stays exact through writes: sort keys, visibility, type, genres changed, and scripts deleted", async () => {
    const [a, b, c, d, e, f] = [ids[0]!, ids[1]!, ids[2]!, ids[3]!, ids[5]!, ids[7]!];
    await db
      .update(scripts)
      .set({ views: 999, receivedClout: 77, title: "Aardvark" })
      .where(eq(scripts.id, a));
    await db.update(scripts).set({ isPublic: false }).where(eq(scripts.id, b)); // public -> private
    await db.update(scripts).set({ isPublic: true }).where(eq(scripts.id, c)); // private -> public
    await db.update(scripts).set({ screenplayType: "short", views: 3 }).where(eq(scripts.id, d));
    await db
      .update(scripts)
      .set({ createdAt: new Date(base + 86_400_000) })
      .where(eq(scripts.id, e));
    await replaceScriptGenres(db, f, [genreIds.get("horror")!, genreIds.get("period")!]);
    await db
      .update(scriptGenres)
      .set({ genreId: genreIds.get("comedy")! })
      .where(and(eq(scriptGenres.scriptId, a), eq(scriptGenres.genreId, genreIds.get("drama")!)));
    await db.delete(scripts).where(eq(scripts.id, ids[10]!));
    // Set-wise writes, as the bulk seed does.
    await db
      .update(scripts)
      .set({ views: sql`${scripts.views} + 1` })
      .where(eq(scripts.screenplayType, "play"));
    await db.execute(sql`update scripts set received_clout = received_clout + 5 where title = 'Title C'`);

    await expectKeysMatchScripts();
    await expectSameAnswersAsScriptsPath();
    const privateIds = new Set(
      (await db.select({ id: scripts.id }).from(scripts).where(eq(scripts.isPublic, false))).map((r) => r.id),
    );
    expect(privateIds.has(b)).toBe(true);
    for (const url of [
      "/api/discover?genre=drama&sort=newest&limit=48",
      "/api/discover?screenplay_type=movie&sort=clout&limit=48",
      "/api/scripts?genre=horror&sort=title&limit=48",
      "/api/scripts?screenplay_type=tv&sort=views&limit=48",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, res.body).toBe(200);
      const answer = scriptsListResponseSchema.parse(res.json());
      expect(answer.scripts.length).toBeGreaterThan(0);
      expect(answer.scripts.filter((s) => privateIds.has(s.id))).toEqual([]);
    }
  });

  it("pages a kept search through one prepared statement per shape, whatever the filter values", async () => {
    const cache = new ListCache(0, 60_000);
    for (const search of ["title", "title b", "titel"]) {
      for (const shape of [{ genre: "drama" }, { genre: "horror" }, { screenplayType: "tv" as const }, {}]) {
        for (const sort of ["clout", "newest"] as const) {
          for (const page of [1, 2, 4]) {
            const input = { ...shape, search, sort, page, limit: 3 };
            const [kept, reference] = await Promise.all([
              listScripts(db, { ...input, cache }),
              listScripts(db, { ...input, ownerId: nobody.userId }),
            ]);
            const label = JSON.stringify(input);
            expect(
              kept.rows.map((r) => r.script.id),
              label,
            ).toEqual(reference.rows.map((r) => r.script.id));
            expect(kept.total, label).toBe(reference.total);
          }
        }
      }
    }
  });

  it("backfills the keys of existing scripts (the migration's last statement)", async () => {
    const migration = await readFile(
      path.join(import.meta.dirname, "../drizzle/0015_script_list_keys.sql"),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toContain("INSERT INTO script_list_keys");
    await db.execute(sql`delete from script_list_keys`);
    await db.execute(sql.raw(backfill));
    await expectKeysMatchScripts();
    await expectSameAnswersAsScriptsPath();
  });
});
