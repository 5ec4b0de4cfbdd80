import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { analyzeScreenplay, parseFountain } from "@twl/screenplay";

import { scriptVersions } from "../src/db/schema.ts";
import { redactUrl } from "../src/lib/redact-url.ts";
import { saveParse } from "../src/modules/screenplay/screenplay.repo.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { corpus, uploadFountain } from "./coverage-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";
import { letTimePass, pdfText, readersOf, reportPages } from "./reads-helpers.ts";
import { uploadScript } from "./scripts-helpers.ts";

const t: TestApp = await createTestApp();

async function createLink(
  token: string,
  scriptId: string,
  body: { recipient: string; allowDownload?: boolean; expiresAt?: string | null; version?: number },
) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/protected/scripts/${scriptId}/share-links`,
    headers: bearer(token),
    payload: { version: 1, ...body },
  });
  return res;
}

const shareToken = (path: string) => path.split("/").at(-1)!;

describe("share links", () => {
  it("open one version of a private script for its recipient, watermarked; the owner's copy is clean", async () => {
    const owner = await signUp(t.app);
    const scriptId = await uploadScript(t.app, owner.token, { isPublic: false, pages: 3 });
    const created = await createLink(owner.token, scriptId, { recipient: "Producer at Northlight" });
    expect(created.statusCode, created.body).toBe(201);
    const { link, path } = created.json();
    const token = shareToken(path);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.status).toBe("active");

    // Only the hash is stored, and log lines never carry the token.
    const rows = await t.ctx.database.db.execute(sql`select * from share_links where id = ${link.id}`);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(redactUrl(`/api/share/${token}/file?download=1`)).not.toContain(token);
    expect(redactUrl(`/share/${token}`)).not.toContain(token);

    // The script stays private to everyone else.
    expect((await t.app.inject({ url: `/api/scripts/${scriptId}` })).statusCode).toBe(403);
    const opened = await t.app.inject({ url: `/api/share/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().share).toMatchObject({
      title: "The Long Night",
      recipient: "Producer at Northlight",
    });

    const file = await t.app.inject({ url: `/api/share/${token}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const pages = await pdfText(file.rawPayload);
    expect(pages).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const text of pages) {
      expect(text).toContain("Producer at Northlight");
      expect(text).toContain(`Copy for Producer at Northlight on ${today}`);
    }
    // Downloads are off for this link.
    const refused = await t.app.inject({ url: `/api/share/${token}/file?download=1` });
    expect(refused.statusCode).toBe(403);

    const own = await t.app.inject({
      url: `/api/scripts/${scriptId}/download`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
    const ownText = (await pdfText(own.rawPayload)).join(" ");
    expect(ownText).toContain("TEST SCRIPT");
    expect(ownText).not.toContain("Copy for");
    expect(ownText).not.toContain("Producer");

    // The link's reads have their own entry in the owner's log.
    const start = await t.app.inject({ method: "POST", url: `/api/share/${token}/reads` });
    const readId = start.json().readId as string;
    await letTimePass(t.ctx, readId, 60);
    await reportPages(
      t.app,
      readId,
      1,
      [1, 2, 3].map((page) => ({ page, seconds: 4 })),
    );
    const panel = await readersOf(t.app, scriptId, owner.token);
    expect(panel.entries[0]).toMatchObject({ recipient: "Producer at Northlight", user: null, pagesRead: 3 });
  });

  it("allow downloads only when chosen, stop working when revoked or expired, and belong to their owner", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const scriptId = await uploadScript(t.app, owner.token, { isPublic: false, pages: 2 });
    const withDownload = (
      await createLink(owner.token, scriptId, { recipient: "a@b.test", allowDownload: true })
    ).json();
    const token = shareToken(withDownload.path);
    const download = await t.app.inject({ url: `/api/share/${token}/file?download=1` });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
    expect((await pdfText(download.rawPayload))[0]).toContain("a@b.test");
    expect((await readersOf(t.app, scriptId, owner.token)).downloads).toBe(1);

    // Someone else can neither list, create nor revoke this script's links.
    const listUrl = `/api/protected/scripts/${scriptId}/share-links`;
    expect((await t.app.inject({ url: listUrl, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await createLink(other.token, scriptId, { recipient: "me" })).statusCode).toBe(403);
    const revokeUrl = `/api/protected/share-links/${withDownload.link.id}`;
    expect(
      (await t.app.inject({ method: "DELETE", url: revokeUrl, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/share/${token}` })).statusCode).toBe(200);

    const list = await t.app.inject({ url: listUrl, headers: bearer(owner.token) });
    expect(list.json().links).toHaveLength(1);
    expect(list.body).not.toContain(token);
    const revoked = await t.app.inject({ method: "DELETE", url: revokeUrl, headers: bearer(owner.token) });
    expect(revoked.json().link.status).toBe("revoked");
    for (const url of [`/api/share/${token}`, `/api/share/${token}/file`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ success: false, error: "This link was revoked by the author" });
    }
    expect((await t.app.inject({ method: "POST", url: `/api/share/${token}/reads` })).statusCode).toBe(410);

    // Expiry: in the past at creation is refused; once passed, the link answers "expired".
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await createLink(owner.token, scriptId, { recipient: "late", expiresAt: past })).statusCode).toBe(
      400,
    );
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const expiring = (await createLink(owner.token, scriptId, { recipient: "soon", expiresAt: soon })).json();
    const expiringToken = shareToken(expiring.path);
    expect((await t.app.inject({ url: `/api/share/${expiringToken}` })).statusCode).toBe(200);
    await t.ctx.database.db.execute(
      sql`update share_links set expires_at = now() - interval '1 second' where id = ${expiring.link.id}`,
    );
    const expired = await t.app.inject({ url: `/api/share/${expiringToken}/file` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe("This link has expired");
    // A made-up token is simply not found.
    expect((await t.app.inject({ url: `/api/share/${"x".repeat(43)}` })).statusCode).toBe(404);
  });

  it("watermarks a reader's download with their name; visitors as an anonymous reader", async () => {
    const owner = await signUp(t.app);
    const reader = await signUp(t.app, { name: "Dana Downloader" });
    const scriptId = await uploadScript(t.app, owner.token, { isPublic: true, pages: 2 });
    const named = await t.app.inject({
      url: `/api/scripts/${scriptId}/download`,
      headers: bearer(reader.token),
    });
    expect(named.statusCode).toBe(200);
    expect((await pdfText(named.rawPayload)).join(" ")).toContain("Copy for Dana Downloader");
    const visitor = await t.app.inject({ url: `/api/scripts/${scriptId}/download` });
    expect((await pdfText(visitor.rawPayload)).join(" ")).toContain("Copy for Anonymous reader");
    const panel = await readersOf(t.app, scriptId, owner.token);
    expect(panel.downloads).toBe(2);
    expect(panel.entries.map((e) => e.user?.name)).toEqual(["Dana Downloader"]);
  });

  it("renders a Fountain version to a watermarked PDF from its parsed screenplay; the owner gets the original", async () => {
    const owner = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, owner.token, { isPublic: false, title: "Short Fountain" });
    const [version] = await t.ctx.database.db
      .select()
      .from(scriptVersions)
      .where(eq(scriptVersions.scriptId, scriptId));
    const model = parseFountain(corpus("short.fountain"));
    const { path } = (await createLink(owner.token, scriptId, { recipient: "Fountain Reader" })).json();
    // Fountain uploads may be parsed on upload already; the stored model is the one rendered.
    await saveParse(t.ctx.database.db, {
      versionId: version!.id,
      status: "done",
      model,
      stats: analyzeScreenplay(model),
      error: null,
      durationMs: 1,
    });
    const file = await t.app.inject({ url: `/api/share/${shareToken(path)}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(file.rawPayload);
    expect(text.length).toBeGreaterThan(0);
    for (const page of text) expect(page).toContain("Copy for Fountain Reader");
    const own = await t.app.inject({
      url: `/api/scripts/${scriptId}/download`,
      headers: bearer(owner.token),
    });
    expect(own.rawPayload.toString("utf8")).toBe(corpus("short.fountain"));
  });
});
