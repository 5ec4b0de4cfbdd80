import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { GENRES, genresResponseSchema } from "@twl/contract";

import { genres } from "../src/db/schema.ts";
import { seedGenres } from "../src/db/seed-genres.ts";
import { createTestApp } from "./helper.ts";

describe("GET /api/genres", async () => {
  // Made while the file is collected, so its teardown (registered with afterAll) runs.
  const { app, ctx } = await createTestApp();

  it("lists the upload genres and the list-filter genres in order, seeded once", async () => {
    await seedGenres(ctx.database.db); // a second start must not duplicate anything
    const res = await app.inject({ method: "GET", url: "/api/genres" });
    expect(res.statusCode).toBe(200);
    const body = genresResponseSchema.parse(res.json());
    expect(body.genres.map((g) => g.slug)).toEqual(GENRES.map((g) => g.slug));
    expect(body.genres.filter((g) => g.isUploadGenre)).toHaveLength(16);
    expect(body.genres.filter((g) => g.isFilterGenre).map((g) => g.name)).toEqual(
      ["Action", "Comedy", "Drama", "Horror", "Romance", "Thriller", "Sci-Fi", "Fantasy", "Mystery"].sort(
        (a, b) => GENRES.findIndex((g) => g.name === a) - GENRES.findIndex((g) => g.name === b),
      ),
    );
    expect(await ctx.database.db.$count(genres)).toBe(GENRES.length);
  });

  it("answers from the list it last read for a minute, then reads it again", async () => {
    const names = async () =>
      genresResponseSchema.parse((await app.inject({ method: "GET", url: "/api/genres" })).json()).genres;
    const before = await names();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await ctx.database.db.update(genres).set({ name: "Dramedy" }).where(eq(genres.slug, "drama"));
      expect((await names()).find((g) => g.slug === "drama")?.name).toBe(
        before.find((g) => g.slug === "drama")?.name,
      );
      vi.setSystemTime(Date.now() + 61_000);
      expect((await names()).find((g) => g.slug === "drama")?.name).toBe("Dramedy");
    } finally {
      vi.useRealTimers();
    }
  });
});
