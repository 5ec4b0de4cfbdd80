import { describe, expect, it } from "vitest";

import type { ListCache } from "../src/modules/discover/list-cache.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createDraft } from "./clout-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * docs/security.md, issue 28 finding 6: making a script public or private, uploading a public script
 * or deleting one clears only the cached lists that could show it (its genres, its type, the
 * unfiltered lists, searches), never a list of another genre; the lists it can be in show the
 * change at once. Loads are counted by wrapping the cache's loader.
 */
describe("public list cache: a change of visibility clears only the lists it can touch", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000", DISCOVER_CACHE_TTL_MS: "300000" });
  const cache = ctx.listCache as ListCache;
  const loads: string[] = [];
  // Every list read goes through getTagged (get is getTagged without the ETag).
  const getTagged = cache.getTagged.bind(cache);
  cache.getTagged = (key, scope, load) =>
    getTagged(key, scope, () => {
      loads.push(key);
      return load();
    });

  const read = async (url: string) => {
    const before = loads.length;
    const res = await app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { scripts: { title: string }[]; pagination: { total: number } };
    return {
      titles: body.scripts.map((s) => s.title),
      total: body.pagination.total,
      loaded: loads.length > before,
    };
  };
  const put = async (token: string, id: string, payload: object) => {
    const res = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A private draft with these genres and type (private edits touch no cached list). */
  const draft = async (token: string, title: string, genres: string[], screenplayType = "movie") => {
    const id = await createDraft(app, token, { title, isPublic: false });
    await put(token, id, { genres, screenplayType });
    return id;
  };

  const writer = await signUp(app);
  const other = await signUp(app);
  await put(other.token, await draft(other.token, "Laugh Track", ["comedy"]), { isPublic: true });
  await put(other.token, await draft(other.token, "Pilot Season", ["comedy"], "tv"), { isPublic: true });
  await put(writer.token, await draft(writer.token, "Old Harbor", ["drama"]), { isPublic: true });

  const comedy = "/api/discover?genre=comedy&sort=newest";
  const tv = "/api/discover?screenplay_type=tv&sort=newest";
  const drama = "/api/discover?genre=drama&sort=newest";
  const dramaPage2 = "/api/scripts?genre=drama&sort=title&limit=1&page=2";
  const everything = "/api/discover?sort=newest";
  const search = "/api/scripts?search=harbor&sort=newest";
  let published = "";

  it("publishing a drama keeps comedy and TV lists warm and shows it at once in every list it can be in", async () => {
    const id = await draft(writer.token, "New Harbor", ["drama", "thriller"]);
    published = id;
    for (const url of [comedy, tv, drama, dramaPage2, everything, search]) await read(url);
    expect((await read(comedy)).loaded).toBe(false);

    await put(writer.token, id, { isPublic: true });

    expect(await read(comedy)).toMatchObject({ loaded: false, titles: ["Pilot Season", "Laugh Track"] });
    expect(await read(tv)).toMatchObject({ loaded: false, titles: ["Pilot Season"] });
    expect(await read(drama)).toMatchObject({ loaded: true, titles: ["New Harbor", "Old Harbor"], total: 2 });
    // A page of the genre that does not show it still changes (its count, and what it holds).
    expect(await read(dramaPage2)).toMatchObject({ loaded: true, titles: ["Old Harbor"], total: 2 });
    expect((await read(everything)).titles[0]).toBe("New Harbor");
    expect((await read(search)).titles).toContain("New Harbor");
    expect((await read("/api/discover?genre=thriller&sort=newest")).titles).toEqual(["New Harbor"]);
  });

  it("making it private again never serves it from a list it was in; other genres stay cached", async () => {
    for (const url of [comedy, drama, dramaPage2, everything, search]) await read(url);

    await put(writer.token, published, { isPublic: false });

    expect((await read(comedy)).loaded).toBe(false);
    expect(await read(drama)).toMatchObject({ loaded: true, titles: ["Old Harbor"], total: 1 });
    expect(await read(dramaPage2)).toMatchObject({ titles: [], total: 1 });
    expect((await read(everything)).titles).not.toContain("New Harbor");
    expect((await read(search)).titles).not.toContain("New Harbor");
  });

  it("a new public upload and a deleted public script clear only the lists that could show them", async () => {
    for (const url of [comedy, tv, drama, everything]) await read(url);
    const created = await app.inject({
      method: "POST",
      url: "/api/protected/scripts",
      headers: bearer(writer.token),
      payload: { title: "Night Shift", isPublic: true, genres: ["horror"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().script.id as string;
    expect((await read(comedy)).loaded).toBe(false);
    expect((await read(drama)).loaded).toBe(false);
    expect((await read("/api/discover?genre=horror&sort=newest")).titles).toEqual(["Night Shift"]);
    expect(await read(everything)).toMatchObject({ loaded: true });
    expect((await read(everything)).titles[0]).toBe("Night Shift");

    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(writer.token),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await read(comedy)).loaded).toBe(false);
    expect((await read(tv)).loaded).toBe(false);
    expect((await read(everything)).titles).not.toContain("Night Shift");
    expect((await read("/api/discover?genre=horror&sort=newest")).titles).toEqual([]);
  });
});
