import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { ADMIN_PRIVATE_SCRIPT_TITLE } from "@twl/contract";

import { reviews, scripts } from "../src/db/schema.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { createDraft } from "./clout-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * Issue 28, finding 11: admins see a real author's private script as "Private script" (id, author,
 * dates, counts), never its title, logline or genres, on every admin route: the Scripts tab in every
 * filter, sort and search, the Users tab previews, and the audit trail. Public scripts and dummy
 * authors' scripts are shown in full (docs/security.md, /privacy).
 */
describe("admins and private scripts", async () => {
  const t = await createTestApp();
  const db = t.ctx.database.db;
  const admin = await signUpAdmin(t.app, t.ctx);
  const author = await signUp(t.app, { name: "Private Person Quill" });
  const SECRET_TITLE = "Zanzibar Heist Confidential";
  const SECRET_LOGLINE = "A logline nobody else may read";
  const privateId = await createDraft(t.app, author.token, { title: SECRET_TITLE, isPublic: false });
  const toHideId = await createDraft(t.app, author.token, { title: "Soon Hidden Tale" });
  const toDeleteId = await createDraft(t.app, author.token, {
    title: "Zanzibar Deleted Draft",
    isPublic: false,
  });
  const publicId = await createDraft(t.app, author.token, { title: "Open Quill Story" });
  await db
    .update(scripts)
    .set({ logline: SECRET_LOGLINE, genreList: [{ name: "Drama", slug: "drama" }] })
    .where(eq(scripts.id, privateId));
  await db.update(scripts).set({ logline: "A public logline" }).where(eq(scripts.id, publicId));
  const get = (url: string) => t.app.inject({ url, headers: bearer(admin.token) });
  const secrets = [SECRET_TITLE, SECRET_LOGLINE, "Zanzibar", "zanzibar"];
  const expectNoSecret = (body: string) => {
    for (const secret of secrets) expect(body).not.toContain(secret);
  };

  it("lists a private script as 'Private script' in every filter and sort, and its title is not searchable", async () => {
    for (const query of [
      "",
      "?sort=title",
      "?sort=views",
      "?visibility=private",
      "?visibility=all&coverage=none",
      `?search=${encodeURIComponent(author.name)}`,
      "?search=zanzibar",
      "?search=Heist",
      "?search=private%20script",
    ]) {
      const res = await get(`/api/admin/scripts${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expectNoSecret(res.body);
    }
    const byAuthor = (await get(`/api/admin/scripts?search=${encodeURIComponent(author.name)}`)).json();
    const row = byAuthor.scripts.find((s: { id: string }) => s.id === privateId);
    expect(row).toMatchObject({
      id: privateId,
      title: ADMIN_PRIVATE_SCRIPT_TITLE,
      logline: null,
      genres: [],
      coverUrl: null,
      isPublic: false,
      author: { id: author.userId, name: author.name },
    });
    expect(byAuthor.scripts.find((s: { id: string }) => s.id === publicId)).toMatchObject({
      title: "Open Quill Story",
      logline: "A public logline",
    });
    // A search for words of the private title finds nothing (no oracle).
    expect((await get("/api/admin/scripts?search=Heist")).json().pagination.total).toBe(0);
  });

  it("shows it as 'Private script' in the Users tab previews", async () => {
    const res = await get(`/api/admin/users?search=${encodeURIComponent(author.name)}`);
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecret(res.body);
    expect(res.body).toContain(ADMIN_PRIVATE_SCRIPT_TITLE);
    expect(res.body).toContain("Open Quill Story");
  });

  it("keeps private titles out of the audit trail: editorial, hide, delete, a review removed", async () => {
    const reader = await signUp(t.app);
    const clear = await t.app.inject({
      method: "PUT",
      url: `/api/admin/scripts/${privateId}/editorial`,
      headers: bearer(admin.token),
      payload: { isStaffPick: false },
    });
    expect(clear.statusCode, clear.body).toBe(200);
    expectNoSecret(clear.body);
    const hide = await t.app.inject({
      method: "POST",
      url: `/api/admin/scripts/${toHideId}/hide`,
      headers: bearer(admin.token),
      payload: { reason: "Copyright claim" },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/scripts/${toDeleteId}`,
      headers: bearer(admin.token),
      payload: { reason: "Spam" },
    });
    expect(del.statusCode, del.body).toBe(200);
    const [review] = await db
      .insert(reviews)
      .values({ scriptId: privateId, userId: reader.userId, rating: 1, comment: "Review words" })
      .returning();
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/reviews/${review!.id}`,
      headers: bearer(admin.token),
      payload: { reason: "Not a review" },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    for (const userId of [author.userId, reader.userId]) {
      const res = await get(`/api/admin/users/${userId}/audit`);
      expect(res.statusCode, res.body).toBe(200);
      expectNoSecret(res.body);
      // Hidden by moderation, the script is private now: its title is withheld too.
      expect(res.body).not.toContain("Soon Hidden Tale");
    }
    const entries = (await get(`/api/admin/users/${author.userId}/audit`)).json().entries;
    expect(entries.map((e: { action: string; subject: string }) => [e.action, e.subject])).toEqual([
      ["script.deleted", ADMIN_PRIVATE_SCRIPT_TITLE],
      ["script.hidden", ADMIN_PRIVATE_SCRIPT_TITLE],
      ["script.editorial", ADMIN_PRIVATE_SCRIPT_TITLE],
    ]);
    // The author still learns which of their scripts moderation touched.
    const notices = (
      await t.app.inject({ url: "/api/protected/moderation-notices", headers: bearer(author.token) })
    ).json().notices;
    expect(notices.map((n: { subject: string }) => n.subject)).toEqual([
      "Zanzibar Deleted Draft",
      "Soon Hidden Tale",
    ]);
  });

  it("shows a dummy author's private script in full (admins manage those)", async () => {
    const dummy = (
      await t.app.inject({
        method: "POST",
        url: "/api/admin/dummy-users",
        headers: bearer(admin.token),
        payload: { name: "Managed Pen Name" },
      })
    ).json().user;
    const created = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${dummy.id}/scripts`,
      headers: bearer(admin.token),
      payload: { title: "Managed Private Draft", isPublic: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = (await get("/api/admin/scripts?search=Managed%20Private")).json();
    expect(list.scripts.map((s: { title: string }) => s.title)).toEqual(["Managed Private Draft"]);
  });
});
