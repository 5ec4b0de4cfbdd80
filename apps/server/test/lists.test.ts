import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { redactUrl } from "../src/lib/redact-url.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";
import { insertScript } from "./reader-helpers.ts";

const t: TestApp = await createTestApp();

async function createList(token: string, name: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/lists",
    headers: bearer(token),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().list as { id: string; name: string; sharePath: string | null; scriptCount: number };
}

const add = (token: string, listId: string, scriptId: string) =>
  t.app.inject({ method: "PUT", url: `/api/lists/${listId}/scripts/${scriptId}`, headers: bearer(token) });

describe("reader lists", () => {
  it("are created private, renamed, filled, emptied and deleted by their owner", async () => {
    const reader = await signUp(t.app);
    const author = await signUp(t.app);
    expect((await t.app.inject({ url: "/api/lists" })).statusCode).toBe(401);
    const first = await insertScript(t.ctx, author.userId, { title: "First Light", isPublic: true });
    const second = await insertScript(t.ctx, author.userId, { title: "Second Wind", isPublic: true });

    const list = await createList(reader.token, "To read");
    expect(list).toMatchObject({ name: "To read", sharePath: null, scriptCount: 0 });
    const blank = await t.app.inject({
      method: "POST",
      url: "/api/lists",
      headers: bearer(reader.token),
      payload: { name: "   " },
    });
    expect(blank.statusCode).toBe(400);

    expect((await add(reader.token, list.id, first)).json().list.scriptCount).toBe(1);
    expect((await add(reader.token, list.id, second)).json().list.scriptCount).toBe(2);
    // Adding twice changes nothing.
    expect((await add(reader.token, list.id, second)).json().list.scriptCount).toBe(2);

    const detail = await t.app.inject({ url: `/api/lists/${list.id}`, headers: bearer(reader.token) });
    expect(detail.statusCode, detail.body).toBe(200);
    // Most recently added first.
    expect(detail.json().scripts.map((s: { title: string }) => s.title)).toEqual([
      "Second Wind",
      "First Light",
    ]);

    const menu = await t.app.inject({ url: `/api/lists?scriptId=${first}`, headers: bearer(reader.token) });
    expect(menu.json().lists).toEqual([expect.objectContaining({ id: list.id, hasScript: true })]);

    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/lists/${list.id}`,
      headers: bearer(reader.token),
      payload: { name: "Send to Dana" },
    });
    expect(renamed.json().list.name).toBe("Send to Dana");

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/lists/${list.id}/scripts/${first}`,
      headers: bearer(reader.token),
    });
    expect(removed.json().list.scriptCount).toBe(1);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/lists/${list.id}`,
      headers: bearer(reader.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/lists/${list.id}`, headers: bearer(reader.token) })).statusCode,
    ).toBe(404);
  }, 120_000);

  it("are invisible to everyone else: another user gets 404 for every action", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const scriptId = await insertScript(t.ctx, owner.userId, { title: "The Long Night", isPublic: true });
    const list = await createList(owner.token, "Private picks");
    const added = await add(owner.token, list.id, scriptId);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().list.scriptCount).toBe(1);

    const attempts = [
      { method: "GET" as const, url: `/api/lists/${list.id}` },
      { method: "PATCH" as const, url: `/api/lists/${list.id}`, payload: { name: "Taken" } },
      { method: "PATCH" as const, url: `/api/lists/${list.id}`, payload: { shared: true } },
      { method: "DELETE" as const, url: `/api/lists/${list.id}` },
      { method: "PUT" as const, url: `/api/lists/${list.id}/scripts/${scriptId}` },
      { method: "DELETE" as const, url: `/api/lists/${list.id}/scripts/${scriptId}` },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: bearer(other.token) });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: "List not found" });
    }
    expect((await t.app.inject({ url: "/api/lists", headers: bearer(other.token) })).json().lists).toEqual(
      [],
    );
    // The owner's list is untouched.
    const mine = await t.app.inject({ url: `/api/lists/${list.id}`, headers: bearer(owner.token) });
    expect(mine.json()).toMatchObject({ list: { name: "Private picks", sharePath: null, scriptCount: 1 } });
  }, 120_000);

  it("never take in another user's private script", async () => {
    const reader = await signUp(t.app);
    const author = await signUp(t.app);
    const secret = await insertScript(t.ctx, author.userId, { title: "Locked Drawer", isPublic: false });
    const own = await insertScript(t.ctx, reader.userId, { title: "My Draft", isPublic: false });
    const list = await createList(reader.token, "Mixed");
    const refused = await add(reader.token, list.id, secret);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain("Locked Drawer");
    // Their own private draft is theirs to keep in a list.
    expect((await add(reader.token, list.id, own)).statusCode).toBe(200);
  }, 120_000);

  it("share by an unguessable link showing only scripts still public; unsharing ends the link", async () => {
    const reader = await signUp(t.app, { name: "Dana Reader" });
    const author = await signUp(t.app);
    const open = await insertScript(t.ctx, author.userId, { title: "Open Road", isPublic: true });
    const turned = await insertScript(t.ctx, author.userId, { title: "Turned Private", isPublic: true });
    const readersOwn = await insertScript(t.ctx, reader.userId, {
      title: "Readers Own Draft",
      isPublic: false,
    });
    const list = await createList(reader.token, "For producers");
    for (const id of [open, turned, readersOwn])
      expect((await add(reader.token, list.id, id)).statusCode).toBe(200);

    // Private by default: nothing to open.
    expect(list.sharePath).toBeNull();
    const shared = await t.app.inject({
      method: "PATCH",
      url: `/api/lists/${list.id}`,
      headers: bearer(reader.token),
      payload: { shared: true },
    });
    const sharePath = shared.json().list.sharePath as string;
    const token = sharePath.split("/").at(-1)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(redactUrl(`/api/shared-lists/${token}`)).not.toContain(token);

    // The author turns one script private after it was listed.
    const update = await t.app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${turned}`,
      headers: bearer(author.token),
      payload: { isPublic: false },
    });
    expect(update.statusCode, update.body).toBe(200);

    const page = await t.app.inject({ url: `/api/shared-lists/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().list).toEqual({ name: "For producers", ownerName: "Dana Reader" });
    expect(page.json().scripts.map((s: { title: string }) => s.title)).toEqual(["Open Road"]);
    expect(page.body).not.toContain("Turned Private");
    expect(page.body).not.toContain("Readers Own Draft");
    expect(page.body).not.toContain(list.id);

    // The owner still sees their own private draft, but not the author's now-private script.
    const ownerView = await t.app.inject({ url: `/api/lists/${list.id}`, headers: bearer(reader.token) });
    expect(
      ownerView
        .json()
        .scripts.map((s: { title: string }) => s.title)
        .sort(),
    ).toEqual(["Open Road", "Readers Own Draft"]);
    expect(ownerView.json().list.scriptCount).toBe(2);

    // Sharing again keeps the same link; unsharing ends it, and a wrong token finds nothing.
    const again = await t.app.inject({
      method: "PATCH",
      url: `/api/lists/${list.id}`,
      headers: bearer(reader.token),
      payload: { shared: true },
    });
    expect(again.json().list.sharePath).toBe(sharePath);
    await t.app.inject({
      method: "PATCH",
      url: `/api/lists/${list.id}`,
      headers: bearer(reader.token),
      payload: { shared: false },
    });
    expect((await t.app.inject({ url: `/api/shared-lists/${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/shared-lists/${"x".repeat(43)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/shared-lists/short" })).statusCode).toBe(404);
    const rows = await t.ctx.database.db.execute(
      sql`select share_token from reader_lists where id = ${list.id}`,
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  }, 120_000);
});
