import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { discoverScriptSchema, type DiscoverScript } from "@twl/contract";

import { genres, scriptGenres, scripts, users } from "../src/db/schema.ts";
import { listScripts, type ListedScript } from "../src/modules/discover/list-scripts.ts";
import { pageSelection, preparePageRows } from "../src/modules/discover/page-rows.ts";
import { toDiscoverScripts } from "../src/modules/read-model/to-discover-script.ts";
import { toListItem } from "../src/modules/read-model/to-script-dto.ts";
import { signUp } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * Public list items are built in one literal per row (toDiscoverScripts' fast path); they must be
 * exactly what the general mapping (toListItem + the list extras) gives, field for field.
 */
describe("discover list items", async () => {
  const { app, ctx } = await createTestApp();
  const { db } = ctx.database;
  const named = await signUp(app, { name: "Mira Cover" });
  const unnamed = await signUp(app, { name: "Temp Name" });
  await db.update(users).set({ name: "" }).where(eq(users.id, unnamed.userId));
  await db.update(users).set({ avatarKey: "avatar-1.webp" }).where(eq(users.id, named.userId));
  const genreIds = new Map((await db.select().from(genres)).map((g) => [g.slug, g.id]));

  const variants = [
    {
      userId: named.userId,
      coverImageS3Key: "covers/a-detail.webp",
      activeCoverVersion: 3,
      genres: ["horror", "drama"],
    },
    { userId: unnamed.userId, imageUrl: "https://example.test/p.png", s3Key: "scripts/x.pdf", genres: [] },
    {
      userId: named.userId,
      coverImageS3Key: "covers/b-detail.webp",
      activeCoverVersion: null,
      genres: ["comedy"],
    },
  ];
  for (const [i, v] of variants.entries()) {
    const [row] = await db
      .insert(scripts)
      .values({
        userId: v.userId,
        title: `Item ${i}`,
        logline: i === 1 ? null : `Logline ${i}`,
        genre: i === 1 ? null : "Legacy",
        isPublic: true,
        coverImageS3Key: v.coverImageS3Key ?? null,
        activeCoverVersion: v.activeCoverVersion ?? null,
        imageUrl: v.imageUrl ?? null,
        s3Key: v.s3Key ?? null,
        pageCount: i === 0 ? 101 : null,
        receivedClout: 10 * i,
        views: i,
        reviewCount: i,
        screenplayType: i === 2 ? "tv" : "movie",
        isStaffPick: i === 0,
        isContestWinner: i === 2,
      })
      .returning({ id: scripts.id });
    if (v.genres.length > 0)
      await db
        .insert(scriptGenres)
        .values(
          v.genres.map((slug, position) => ({ scriptId: row!.id, genreId: genreIds.get(slug)!, position })),
        );
  }

  /** The general mapping, as every list item was built before the fast path. */
  const generalItem = async (row: ListedScript, category?: DiscoverScript["category"]) => ({
    ...(await toListItem(ctx, row, row.script.genreList)),
    screenplayType: row.script.screenplayType,
    isContestWinner: row.script.isContestWinner,
    isStaffPick: row.script.isStaffPick,
    ...(category ? { category } : {}),
  });

  it("builds the same items as the general mapping, with and without a featured category", async () => {
    const { rows } = await listScripts(db, { page: 1, limit: 10, sort: "clout" });
    expect(rows).toHaveLength(3);
    const categoryOf = (row: ListedScript) => (row.script.title === "Item 1" ? "trending" : undefined);
    for (const category of [undefined, categoryOf]) {
      const fast = await toDiscoverScripts(ctx, rows, category);
      const general = await Promise.all(rows.map((row) => generalItem(row, category?.(row))));
      expect(JSON.parse(JSON.stringify(fast))).toEqual(JSON.parse(JSON.stringify(general)));
      for (const item of fast) discoverScriptSchema.parse(item);
    }
    const [first] = await toDiscoverScripts(ctx, rows);
    expect(first!.coverUrl).toMatch(/^\/api\/scripts\/[0-9a-f-]+\/cover\?size=card&v=/);
    expect((await toDiscoverScripts(ctx, rows)).map((s) => s.authorName)).toContain("Anonymous");
  });

  it("maps page rows exactly as Drizzle does (types, nulls, order), named statement or not", async () => {
    const select = () =>
      db
        .select(pageSelection)
        .from(scripts)
        .innerJoin(users, eq(users.id, scripts.userId))
        .orderBy(desc(scripts.receivedClout));
    const drizzleRows = await select().prepare("").execute();
    expect(drizzleRows).toHaveLength(3);
    for (const name of ["", "page_rows_test"]) {
      const statement = preparePageRows(db, select(), name);
      for (let run = 0; run < 2; run++) {
        const rows = await statement.execute({});
        // Drizzle's rows with the search document left out, as every list has it.
        expect(rows).toEqual(
          drizzleRows.map((r) => ({ ...r, script: { ...r.script, searchDocument: null } })),
        );
        expect(rows[0]!.script.createdAt).toBeInstanceOf(Date);
        expect(rows.map((r) => r.script.genreList.map((g) => g.slug))).toEqual([
          ["comedy"],
          [],
          ["horror", "drama"],
        ]);
      }
    }
    // Every column the selection names is mapped, none left out or shifted.
    const [first] = await preparePageRows(db, select(), "").execute({});
    expect(Object.keys(first!.script).sort()).toEqual(
      [...Object.keys(pageSelection.script), "searchDocument"].sort(),
    );
    expect(Object.keys(first!.author).sort()).toEqual(Object.keys(pageSelection.author).sort());
  });

  it("signs a private script's cover (the general path), never the public cover route", async () => {
    const { rows } = await listScripts(db, { page: 1, limit: 10, sort: "clout" });
    const hidden = rows.map((row) => ({ ...row, script: { ...row.script, isPublic: false } }));
    const items = await toDiscoverScripts(ctx, hidden);
    const withCover = items.filter((item) => item.coverUrl !== null);
    expect(withCover).toHaveLength(2);
    for (const item of withCover) expect(item.coverUrl).not.toContain("/cover?size=");
  });
});
