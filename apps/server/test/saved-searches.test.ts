import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { MAX_SAVED_SEARCHES_PER_USER } from "@twl/contract";

import { sendSavedSearchAlerts } from "../src/modules/saved-searches/send-saved-search-alerts.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";
import { insertScript } from "./reader-helpers.ts";

const t: TestApp = await createTestApp();

async function saveSearch(token: string, name: string, query: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/api/saved-searches",
    headers: bearer(token),
    payload: { name, query },
  });
}

/** The saved-search alerts mailed to `email` (sign-up sent a verification mail too). */
async function alertMailsTo(email: string) {
  return (await t.ctx.mailer.list(50, email)).filter((m) => m.subject.includes("saved search"));
}

async function notesOf(token: string) {
  const res = await t.app.inject({ url: "/api/protected/read-notifications", headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { notifications: { kind: string; text: string; scriptId: string }[] }).notifications;
}

/** Alert runs look at every saved search: each alert test starts with only its own. */
async function forgetOtherSearches() {
  await t.ctx.database.db.execute(sql`delete from saved_searches`);
}

/** Moves every saved search's last alert back, as if `hours` had passed. */
async function letHoursPass(hours: number) {
  await t.ctx.database.db.execute(
    sql`update saved_searches set last_alerted_at = last_alerted_at - make_interval(hours => ${hours}) where last_alerted_at is not null`,
  );
}

describe("saved searches", () => {
  it("are the owner's own: save, list, rename, delete; others get 404; bad filters 400", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await t.app.inject({ url: "/api/saved-searches" })).statusCode).toBe(401);

    const bad = await saveSearch(owner.token, "Operas", { screenplay_type: "opera" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });

    const created = await saveSearch(owner.token, "  TV thrillers ", {
      genre: "thriller",
      screenplay_type: "tv",
      page: "3",
      limit: "24",
      sort: "newest",
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().savedSearch;
    // Paging is never kept; the filters are kept as the address writes them.
    expect(saved).toMatchObject({
      name: "TV thrillers",
      query: { genre: "thriller", screenplay_type: "tv", sort: "newest" },
      lastAlertedAt: null,
    });
    expect(saved.query).not.toHaveProperty("page");

    const listed = await t.app.inject({ url: "/api/saved-searches", headers: bearer(owner.token) });
    expect(listed.json().savedSearches.map((s: { id: string }) => s.id)).toEqual([saved.id]);
    const theirs = await t.app.inject({ url: "/api/saved-searches", headers: bearer(other.token) });
    expect(theirs.json().savedSearches).toEqual([]);

    const hijack = await t.app.inject({
      method: "PATCH",
      url: `/api/saved-searches/${saved.id}`,
      headers: bearer(other.token),
      payload: { name: "Mine now" },
    });
    expect(hijack.statusCode).toBe(404);
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/saved-searches/${saved.id}`,
      headers: bearer(owner.token),
      payload: { name: "Pilots with bite" },
    });
    expect(renamed.json().savedSearch.name).toBe("Pilots with bite");

    const otherDelete = await t.app.inject({
      method: "DELETE",
      url: `/api/saved-searches/${saved.id}`,
      headers: bearer(other.token),
    });
    expect(otherDelete.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/saved-searches/${saved.id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    const after = await t.app.inject({ url: "/api/saved-searches", headers: bearer(owner.token) });
    expect(after.json().savedSearches).toEqual([]);
  }, 120_000);

  it(`stop at ${MAX_SAVED_SEARCHES_PER_USER} per user`, async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < MAX_SAVED_SEARCHES_PER_USER; i++)
      expect((await saveSearch(owner.token, `Search ${i}`, { genre: "drama" })).statusCode).toBe(201);
    const extra = await saveSearch(owner.token, "One too many", { genre: "drama" });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().error).toMatch(/up to/);
  }, 120_000);

  it("alert the owner once for a new matching public script, at most once a day, never for private or other scripts", async () => {
    await forgetOtherSearches();
    const reader = await signUp(t.app);
    const bystander = await signUp(t.app);
    const author = await signUp(t.app);
    // A public comedy from before the search was saved is not new.
    await insertScript(t.ctx, author.userId, { title: "Old Jokes", isPublic: true, genres: ["comedy"] });
    await t.ctx.database.db.execute(sql`update scripts set created_at = created_at - interval '1 minute'`);

    const saved = (await saveSearch(reader.token, "Comedies", { genre: "comedy", sort: "newest" })).json()
      .savedSearch;
    expect((await saveSearch(bystander.token, "Horror", { genre: "horror" })).statusCode).toBe(201);

    const funnyId = await insertScript(t.ctx, author.userId, {
      title: "Funny Bones",
      isPublic: true,
      genres: ["comedy"],
    });
    await insertScript(t.ctx, author.userId, { title: "Sad Song", isPublic: true, genres: ["drama"] });
    const secretId = await insertScript(t.ctx, author.userId, {
      title: "Secret Laughs",
      isPublic: false,
      genres: ["comedy"],
    });

    expect(await sendSavedSearchAlerts(t.ctx)).toBe(1);

    const notes = await notesOf(reader.token);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "saved_search", scriptId: funnyId });
    expect(notes[0]!.text).toContain("Funny Bones");
    expect(notes[0]!.text).toContain("Comedies");
    for (const absent of ["Secret Laughs", "Sad Song", "Old Jokes"])
      expect(notes[0]!.text).not.toContain(absent);
    // Nobody else hears about it.
    expect(await notesOf(bystander.token)).toEqual([]);
    expect(await notesOf(author.token)).toEqual([]);

    const mails = await alertMailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Comedies");
    expect(mails[0]!.text).toContain("Funny Bones");
    expect(mails[0]!.text).not.toContain("Secret Laughs");
    expect(await alertMailsTo(bystander.email)).toEqual([]);

    const listed = await t.app.inject({ url: "/api/saved-searches", headers: bearer(reader.token) });
    expect(listed.json().savedSearches[0].lastAlertedAt).not.toBeNull();

    // Another match within the day: no second alert yet, and running again changes nothing.
    await insertScript(t.ctx, author.userId, { title: "More Laughs", isPublic: true, genres: ["comedy"] });
    expect(await sendSavedSearchAlerts(t.ctx)).toBe(0);
    expect(await sendSavedSearchAlerts(t.ctx)).toBe(0);
    expect(await notesOf(reader.token)).toHaveLength(1);
    expect(await alertMailsTo(reader.email)).toHaveLength(1);

    // A day later the waiting match is announced, and only it: Funny Bones was told already.
    await letHoursPass(25);
    expect(await sendSavedSearchAlerts(t.ctx)).toBe(1);
    const later = await notesOf(reader.token);
    expect(later).toHaveLength(2);
    const newest = later.find((n) => n.text.includes("More Laughs"))!;
    expect(newest.text).not.toContain("Funny Bones");
    expect(newest.text).not.toContain("Secret Laughs");

    // Another day with nothing new (the private comedy stays private): no alert.
    await letHoursPass(25);
    expect(await sendSavedSearchAlerts(t.ctx)).toBe(0);
    expect(await notesOf(reader.token)).toHaveLength(2);
    expect(secretId).toBeTruthy();
    expect(saved.id).toBeTruthy();
  }, 120_000);

  it("apply every saved filter through the discover listing (type and words), and skip a deleted search", async () => {
    await forgetOtherSearches();
    const reader = await signUp(t.app);
    const author = await signUp(t.app);
    expect(
      (await saveSearch(reader.token, "Night dramas", { genre: "drama", search: "watchman" })).statusCode,
    ).toBe(201);
    const gone = (await saveSearch(reader.token, "Deleted", { genre: "drama" })).json().savedSearch;
    await t.app.inject({
      method: "DELETE",
      url: `/api/saved-searches/${gone.id}`,
      headers: bearer(reader.token),
    });

    // insertScript's logline mentions a night watchman; only the drama matches the genre too.
    await insertScript(t.ctx, author.userId, { title: "Harbour Lights", isPublic: true, genres: ["drama"] });
    await insertScript(t.ctx, author.userId, { title: "Laugh Track", isPublic: true, genres: ["comedy"] });

    expect(await sendSavedSearchAlerts(t.ctx)).toBe(1);
    const notes = await notesOf(reader.token);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain("Harbour Lights");
    expect(notes[0]!.text).not.toContain("Laugh Track");
    expect(notes[0]!.text).toContain("Night dramas");
  }, 120_000);
});
