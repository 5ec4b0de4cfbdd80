import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { scriptsListResponseSchema } from "@twl/contract";

import { genres, scriptGenres, scripts } from "../src/db/schema.ts";
import { seedGenres } from "../src/db/seed-genres.ts";
import { listScripts } from "../src/modules/discover/list-scripts.ts";
import { replaceScriptGenres } from "../src/modules/scripts/scripts.repo.ts";
import { signUp } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * scripts.genre_list (migration 0016) holds each script's genres as lists show them, kept by
 * triggers on script_genres and genres. Whatever writes the links or renames a genre, it must equal
 * what the links say, in the writer's order, and lists must show it.
 */
describe("scripts.genre_list", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "100000" });
  const { db } = ctx.database;
  const writer = await signUp(app, { name: "Gina Lists" });
  const genreIds = new Map((await db.select().from(genres)).map((g) => [g.slug, g.id]));
  const id = (slug: string) => genreIds.get(slug)!;

  const ids: string[] = [];
  for (let i = 0; i < 12; i++) {
    const [row] = await db
      .insert(scripts)
      .values({ userId: writer.userId, title: `Genre List ${i}`, isPublic: i % 4 !== 3 })
      .returning({ id: scripts.id });
    ids.push(row!.id);
  }
  // Set-wise, as the bulk seed writes them: several scripts' links in one statement.
  const slugs = ["drama", "horror", "comedy", "thriller", "period"];
  await db
    .insert(scriptGenres)
    .values(
      ids
        .slice(0, 10)
        .flatMap((scriptId, i) =>
          [
            slugs[i % 5]!,
            ...(i % 2 === 0 ? [slugs[(i + 2) % 5]!] : []),
            ...(i % 3 === 0 ? ["satire"] : []),
          ].map((slug, position) => ({ scriptId, genreId: id(slug), position })),
        ),
    );

  const listsOf = async () =>
    new Map(
      (await db.select({ id: scripts.id, list: scripts.genreList }).from(scripts)).map((r) => [r.id, r.list]),
    );

  /** Every script's genre_list equals its links joined to the genres, in position order. */
  async function expectListsMatchLinks() {
    const links = await db
      .select({ scriptId: scriptGenres.scriptId, name: genres.name, slug: genres.slug })
      .from(scriptGenres)
      .innerJoin(genres, eq(genres.id, scriptGenres.genreId))
      .orderBy(scriptGenres.scriptId, scriptGenres.position);
    const expected = new Map<string, { name: string; slug: string }[]>();
    for (const { scriptId, name, slug } of links) {
      expected.set(scriptId, [...(expected.get(scriptId) ?? []), { name, slug }]);
    }
    const lists = await listsOf();
    for (const [scriptId, list] of lists) expect(list, scriptId).toEqual(expected.get(scriptId) ?? []);
    return lists;
  }

  it("is written for links inserted in one statement, in the writer's order", async () => {
    const lists = await expectListsMatchLinks();
    expect(lists.get(ids[0]!)).toEqual([
      { name: "Drama", slug: "drama" },
      { name: "Comedy", slug: "comedy" },
      { name: "Satire", slug: "satire" },
    ]);
    expect(lists.get(ids[10]!)).toEqual([]);
  });

  it("follows links replaced, reordered, moved to another genre and deleted", async () => {
    await replaceScriptGenres(db, ids[1]!, [id("romance"), id("drama")]);
    await db
      .update(scriptGenres)
      .set({ position: sql`2 - ${scriptGenres.position}` })
      .where(eq(scriptGenres.scriptId, ids[0]!)); // drama, comedy, satire -> satire, comedy, drama
    await db
      .update(scriptGenres)
      .set({ genreId: id("mystery") })
      .where(and(eq(scriptGenres.scriptId, ids[2]!), eq(scriptGenres.genreId, id("comedy"))));
    await db.delete(scriptGenres).where(eq(scriptGenres.scriptId, ids[3]!));
    await db.insert(scriptGenres).values({ scriptId: ids[11]!, genreId: id("horror"), position: 0 });

    const lists = await expectListsMatchLinks();
    expect(lists.get(ids[0]!)?.map((g) => g.slug)).toEqual(["satire", "comedy", "drama"]);
    expect(lists.get(ids[1]!)?.map((g) => g.slug)).toEqual(["romance", "drama"]);
    expect(lists.get(ids[2]!)?.map((g) => g.slug)).toContain("mystery");
    expect(lists.get(ids[3]!)).toEqual([]);
    expect(lists.get(ids[11]!)).toEqual([{ name: "Horror", slug: "horror" }]);
  });

  it("follows a renamed genre, and the next start's genre upsert puts the name back", async () => {
    await db.update(genres).set({ name: "Horror & Dread" }).where(eq(genres.slug, "horror"));
    let lists = await expectListsMatchLinks();
    expect(lists.get(ids[11]!)).toEqual([{ name: "Horror & Dread", slug: "horror" }]);

    const res = await app.inject({ method: "GET", url: "/api/discover?genre=horror&sort=newest&limit=48" });
    expect(res.statusCode, res.body).toBe(200);
    const shown = scriptsListResponseSchema.parse(res.json()).scripts.find((s) => s.id === ids[6]);
    expect(shown?.genres.map((g) => g.genre)).toEqual([
      { name: "Horror & Dread", slug: "horror" },
      { name: "Thriller", slug: "thriller" },
      { name: "Satire", slug: "satire" },
    ]);

    await seedGenres(db);
    lists = await expectListsMatchLinks();
    expect(lists.get(ids[11]!)).toEqual([{ name: "Horror", slug: "horror" }]);
  });

  it("is what lists show, public scripts only", async () => {
    const { rows } = await listScripts(db, { page: 1, limit: 48, sort: "newest" });
    const lists = await listsOf();
    const shown = rows.filter((r) => ids.includes(r.script.id));
    expect(shown.length).toBe(ids.filter((_, i) => i % 4 !== 3).length);
    for (const row of shown) {
      expect(row.script.isPublic).toBe(true);
      expect(row.script.genreList).toEqual(lists.get(row.script.id));
    }
  });

  it("survives a script deleted with its links", async () => {
    await db.delete(scripts).where(eq(scripts.id, ids[4]!));
    await expectListsMatchLinks();
    expect((await listsOf()).has(ids[4]!)).toBe(false);
  });

  it("backfills existing scripts (the migration's last statement)", async () => {
    const migration = await readFile(
      path.join(import.meta.dirname, "../drizzle/0016_script_genre_list.sql"),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    expect(backfill).toContain("UPDATE scripts s");
    // Clear the lists without the triggers' help (an update of scripts alone fires none of them).
    await db.update(scripts).set({ genreList: [] });
    expect([...(await listsOf()).values()].every((l) => l.length === 0)).toBe(true);
    await db.execute(sql.raw(backfill));
    const lists = await expectListsMatchLinks();
    expect(lists.get(ids[0]!)?.length).toBe(3);
  });
});
