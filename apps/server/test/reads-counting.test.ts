import { describe, expect, it } from "vitest";

import { bearer, signUp } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";
import { letTimePass, readersOf, reportPages, startReadOf } from "./reads-helpers.ts";
import { uploadScript } from "./scripts-helpers.ts";

const t: TestApp = await createTestApp();

describe("reading log: counting", () => {
  it("counts a page seen long enough once; replays, floods and pages past the end add nothing", async () => {
    const owner = await signUp(t.app);
    const reader = await signUp(t.app, { name: "Rita Reader" });
    const scriptId = await uploadScript(t.app, owner.token, { isPublic: true, pages: 5 });

    const { readId, notice } = await startReadOf(t.app, scriptId, { token: reader.token });
    expect(notice).toMatch(/author is shown that you read/);
    await letTimePass(t.ctx, readId!, 60);
    // Page 1 for 2 s (not yet read), page 2 for 5 s (read).
    expect(
      await reportPages(t.app, readId!, 1, [
        { page: 1, seconds: 2 },
        { page: 2, seconds: 5 },
      ]),
    ).toBe(7);
    let panel = await readersOf(t.app, scriptId, owner.token);
    expect(panel.entries[0]?.pagesRead).toBe(1);
    expect(panel.curve).toEqual([{ page: 2, readers: 1 }]);

    // Page 2 again: more seconds, still one page read. Page 1 now crosses the threshold.
    await letTimePass(t.ctx, readId!, 60);
    expect(
      await reportPages(t.app, readId!, 2, [
        { page: 2, seconds: 10 },
        { page: 1, seconds: 2 },
      ]),
    ).toBe(12);
    // The same report replayed, and an older one: ignored.
    expect(await reportPages(t.app, readId!, 2, [{ page: 3, seconds: 10 }])).toBe(0);
    expect(await reportPages(t.app, readId!, 1, [{ page: 3, seconds: 10 }])).toBe(0);
    // A flood right after: 5 pages × 30 minutes claimed in no time, and pages past the end.
    const flood = [1, 2, 3, 4, 5, 6, 999].map((page) => ({ page, seconds: 1800 }));
    expect(await reportPages(t.app, readId!, 3, flood)).toBeLessThanOrEqual(6);

    panel = await readersOf(t.app, scriptId, owner.token);
    const entry = panel.entries[0]!;
    expect(entry.user?.name).toBe("Rita Reader");
    expect(entry.pagesRead).toBe(2);
    expect(entry.pages.find((p) => p.page === 2)?.seconds).toBeLessThanOrEqual(17);
    expect(entry.pages.some((p) => p.page > 5)).toBe(false);
    expect(panel.curve.map((c) => c.page)).toEqual([1, 2]);

    // Many reads by the same reader are still one reader.
    const again = await startReadOf(t.app, scriptId, { token: reader.token });
    await letTimePass(t.ctx, again.readId!, 60);
    await reportPages(t.app, again.readId!, 1, [{ page: 2, seconds: 20 }]);
    panel = await readersOf(t.app, scriptId, owner.token);
    expect(panel.totalReaders).toBe(1);
    expect(panel.curve.find((c) => c.page === 2)?.readers).toBe(1);
    expect(panel.medianPagesRead).toBe(2);
  });

  it("counts visitors and private readers without naming them; the owner's reading is not logged", async () => {
    const owner = await signUp(t.app);
    const visible = await signUp(t.app, { name: "Named Nora" });
    const quiet = await signUp(t.app, { name: "Quiet Quentin" });
    const scriptId = await uploadScript(t.app, owner.token, { isPublic: true, pages: 3 });

    const put = await t.app.inject({
      method: "PUT",
      url: "/api/protected/reading-settings",
      headers: bearer(quiet.token),
      payload: { readPrivately: true, notifyReads: false },
    });
    expect(put.statusCode, put.body).toBe(200);

    expect((await startReadOf(t.app, scriptId, { token: owner.token })).readId).toBeNull();
    const reads = [
      await startReadOf(t.app, scriptId, { token: visible.token, ip: "203.0.113.1" }),
      await startReadOf(t.app, scriptId, { token: quiet.token, ip: "203.0.113.2" }),
      await startReadOf(t.app, scriptId, { ip: "203.0.113.3" }),
    ];
    expect(reads[1]!.notice).toMatch(/never who/);
    for (const read of reads) {
      await letTimePass(t.ctx, read.readId!, 30);
      await reportPages(t.app, read.readId!, 1, [{ page: 1, seconds: 4 }]);
    }
    const res = await t.app.inject({
      url: `/api/protected/scripts/${scriptId}/readers`,
      headers: bearer(owner.token),
    });
    const panel = res.json().readers;
    expect(panel.totalReaders).toBe(3);
    expect(panel.anonymousReaders).toBe(2);
    expect(panel.entries).toHaveLength(1);
    expect(panel.entries[0].user.name).toBe("Named Nora");
    expect(res.body).not.toContain("Quiet Quentin");
    expect(res.body).not.toContain(quiet.userId);
    expect(res.body).not.toContain("203.0.113");
    expect(panel.curve).toEqual([{ page: 1, readers: 3 }]);
  });

  it("shows the log to the owner only", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const scriptId = await uploadScript(t.app, owner.token, { isPublic: true });
    const url = `/api/protected/scripts/${scriptId}/readers`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(403);
    // A private script cannot be read (nor its read started) by others.
    const hidden = await uploadScript(t.app, owner.token, { isPublic: false });
    const start = await t.app.inject({ method: "POST", url: `/api/scripts/${hidden}/reads`, payload: {} });
    expect(start.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/reads/00000000-0000-4000-8000-000000000000/pages",
      payload: { seq: 1, pages: [] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("lists the reading log and share link calls in the OpenAPI document", async () => {
    const paths = Object.keys((await t.app.inject({ url: "/api/docs/json" })).json().paths);
    for (const path of [
      "/api/scripts/{id}/reads",
      "/api/reads/{readId}/pages",
      "/api/protected/scripts/{id}/readers",
      "/api/protected/scripts/{id}/share-links",
      "/api/share/{token}",
    ])
      expect(paths).toContain(path);
  });

  it("notifies the owner once when a named reader finishes, and mails a digest", async () => {
    const owner = await signUp(t.app);
    const reader = await signUp(t.app, { name: "Finn Finisher" });
    const scriptId = await uploadScript(t.app, owner.token, { isPublic: true, pages: 3 });
    await t.app.inject({
      method: "PUT",
      url: "/api/protected/reading-settings",
      headers: bearer(owner.token),
      payload: { readPrivately: false, notifyReads: true },
    });
    const { readId } = await startReadOf(t.app, scriptId, { token: reader.token });
    await letTimePass(t.ctx, readId!, 60);
    await reportPages(
      t.app,
      readId!,
      1,
      [1, 2, 3].map((page) => ({ page, seconds: 5 })),
    );
    const panel = await readersOf(t.app, scriptId, owner.token);
    expect(panel.entries[0]?.finished).toBe(true);
    expect(panel.finishedReaders).toBe(1);
    const notes = await t.app.inject({
      url: "/api/protected/read-notifications",
      headers: bearer(owner.token),
    });
    expect(notes.json().notifications.map((n: { text: string }) => n.text)).toEqual([
      "Finn Finisher finished reading “The Long Night”.",
    ]);
    const { sendReadDigests } = await import("../src/modules/reads/read-notifications.ts");
    expect(await sendReadDigests(t.ctx.database.db, t.ctx.mailer)).toBe(1);
    expect(await sendReadDigests(t.ctx.database.db, t.ctx.mailer)).toBe(0);
    const [mail] = await t.ctx.mailer.list(5, owner.email);
    expect(mail?.text).toContain("Finn Finisher finished reading");
  });
});
