import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { MAX_JSON_DEPTH } from "@twl/contract";

import { scripts } from "../src/db/schema.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { uploadFountain } from "./coverage-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

/**
 * docs/security.md, findings 8, 9, 12 and 15, each written as the attack (through app.inject, which sends
 * the URL and body exactly as given: nothing normalises them on the way).
 */
const t = await createTestApp({ RATE_LIMIT_MAX: "5000" });
const { app } = t;
const owner = await signUp(app);
// Views are noted by reads and written in batches: flushed before each look at the row.
const scriptRow = async (id: string) => {
  await t.ctx.views!.flush();
  return (await t.ctx.database.db.select().from(scripts).where(eq(scripts.id, id)))[0]!;
};

describe("finding 8: a view is counted once per viewer, whatever the User-Agent", () => {
  it("50 requests from one address with 50 User-Agents add one view; another address adds one more", async () => {
    const id = await uploadFountain(app, owner.token, { isPublic: true });
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({
        method: "GET",
        url: `/api/scripts/${id}`,
        headers: { "user-agent": `Bot/${i}.0 (rotating)` },
        remoteAddress: "203.0.113.7",
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await scriptRow(id)).views).toBe(1);
    // Rotating inside one IPv6 /64 is the same viewer too.
    await app.inject({ method: "GET", url: `/api/scripts/${id}`, remoteAddress: "2001:db8:1:2::1" });
    await app.inject({ method: "GET", url: `/api/scripts/${id}`, remoteAddress: "2001:db8:1:2:ffff::9" });
    expect((await scriptRow(id)).views).toBe(2);
    await app.inject({ method: "GET", url: `/api/scripts/${id}`, remoteAddress: "203.0.113.8" });
    expect((await scriptRow(id)).views).toBe(3);
    // A signed-in viewer counts once, from any address.
    const reader = await signUp(app);
    for (const ip of ["198.51.100.1", "198.51.100.2"])
      await app.inject({
        method: "GET",
        url: `/api/scripts/${id}`,
        headers: bearer(reader.token),
        remoteAddress: ip,
      });
    expect((await scriptRow(id)).views).toBe(4);
  });
});

describe("finding 9: admins do not read a real author's private script through coverage or flags", () => {
  it("coverage lists and the flags call answer 403 without the script; PUT flags {} is a 400", async () => {
    const admin = await signUpAdmin(app, t.ctx);
    const privateId = await uploadFountain(app, owner.token, { isPublic: false, title: "Secret Draft" });
    for (const url of [
      `/api/scripts/${privateId}/coverages`,
      `/api/scripts/${privateId}/coverage`,
      `/api/protected/scripts/${privateId}/coverages`,
      `/api/protected/scripts/${privateId}/coverage`,
    ]) {
      const res = await app.inject({ method: "GET", url, headers: bearer(admin.token) });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain("Secret Draft");
    }
    const flags = await app.inject({
      method: "PUT",
      url: `/api/admin/scripts/${privateId}/flags`,
      headers: bearer(admin.token),
      payload: { isStaffPick: true },
    });
    expect(flags.statusCode).toBe(403);
    expect(flags.body).not.toContain("Secret Draft");
    expect((await scriptRow(privateId)).isStaffPick).toBe(false);

    const publicId = await uploadFountain(app, owner.token, { isPublic: true });
    const empty = await app.inject({
      method: "PUT",
      url: `/api/admin/scripts/${publicId}/flags`,
      headers: { ...bearer(admin.token), "content-type": "application/json" },
      payload: "{}",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false });
    const ok = await app.inject({
      method: "PUT",
      url: `/api/admin/scripts/${publicId}/flags`,
      headers: bearer(admin.token),
      payload: { isStaffPick: true },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe("finding 12: hostile input is a 400, never a 500", () => {
  const json = { "content-type": "application/json" };

  it("a NUL character in a path, a query, a JSON body, a JSON key or a multipart field", async () => {
    const id = await uploadFountain(app, owner.token, { isPublic: true });
    const attacks = [
      { method: "GET", url: "/api/scripts/%00" },
      { method: "GET", url: `/api/scripts/${id}%00` },
      { method: "GET", url: "/api/scripts?search=a%00b" },
      { method: "GET", url: "/api/discover?search=%00" },
      { method: "GET", url: `/api/public/users/%00` },
      {
        method: "PUT",
        url: `/api/protected/scripts/${id}`,
        headers: { ...bearer(owner.token), ...json },
        payload: JSON.stringify({ title: "A\u0000B" }),
      },
      {
        method: "PUT",
        url: `/api/protected/scripts/${id}`,
        headers: { ...bearer(owner.token), ...json },
        payload: '{"logline":"x\\u0000y"}',
      },
      {
        method: "POST",
        url: "/api/protected/scripts",
        headers: { ...bearer(owner.token), ...json },
        payload: '{"title":"ok","\\u0000":1}',
      },
      {
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: json,
        payload: '{"email":"a\\u0000@example.com","password":"x"}',
      },
    ] as const;
    for (const attack of attacks) {
      const res = await app.inject(attack as never);
      expect(
        res.statusCode,
        `${attack.method} ${attack.url} ${"payload" in attack ? attack.payload : ""}`,
      ).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const form = multipart(
      { title: "Bad\u0000Title", genres: '["drama"]' },
      { name: "a.fountain", type: "text/plain", data: Buffer.from("INT. A - DAY\n\nHi.\n") },
    );
    const upload = await app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(400);
  });

  it("version numbers past 2^31 and a 2,000-deep JSON body", async () => {
    const id = await uploadFountain(app, owner.token, { isPublic: true });
    for (const url of [
      `/api/scripts/${id}/screenplay?version=2147483648`,
      `/api/protected/scripts/${id}/url?version=99999999999999`,
    ]) {
      const res = await app.inject({ method: "GET", url, headers: bearer(owner.token) });
      expect(res.statusCode, url).toBe(400);
    }
    const active = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}/active-version`,
      headers: { ...bearer(owner.token), ...json },
      payload: '{"version":2147483648}',
    });
    expect(active.statusCode).toBe(400);
    const draft = await app.inject({
      method: "POST",
      url: "/api/protected/scripts",
      headers: { ...bearer(owner.token), ...json },
      payload: '{"title":"Big","pageCount":4294967296}',
    });
    expect(draft.statusCode).toBe(400);

    const deep = `${"[".repeat(2000)}${"]".repeat(2000)}`;
    for (const url of [`/api/protected/scripts/${id}`, "/api/auth/sign-in/email", "/api/clout/give"]) {
      const res = await app.inject({
        method: url.includes("scripts/") ? "PUT" : "POST",
        url,
        headers: { ...bearer(owner.token), ...json },
        payload: `{"title":${deep}}`,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toContain(String(MAX_JSON_DEPTH));
    }
    // Brackets inside strings are text, not nesting.
    const bracketTitle = "[".repeat(100);
    const ok = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: { ...bearer(owner.token), ...json },
      payload: JSON.stringify({ title: bracketTitle }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("titles, loglines and names lose bidi overrides and control characters", async () => {
    const id = await uploadFountain(app, owner.token, { isPublic: true });
    const res = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { title: "Invoice\u202Egpj.exe\u2066\u200F\u0007", logline: "One\nline\u202Atwo\u001b[31m" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().script.title).toBe("Invoicegpj.exe");
    expect(res.json().script.logline).toBe("One linetwo[31m");
    const row = await scriptRow(id);
    expect(row.title).toBe("Invoicegpj.exe");
    // Nothing left once the controls are gone is an empty title: refused.
    const empty = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { title: "\u202E\u202D\u0001" },
    });
    expect(empty.statusCode).toBe(400);
    const name = await app.inject({
      method: "PUT",
      url: "/api/protected/profile",
      headers: bearer(owner.token),
      payload: { name: "\u202EMallory\u2069\r\n" },
    });
    expect(name.statusCode, name.body).toBe(200);
    expect(name.json().profile.name).toBe("Mallory");
  });
});

describe("finding 15: an uploaded FDX downloads as bytes, never renders from our origin", () => {
  const fdx = `<?xml version="1.0" encoding="UTF-8"?><FinalDraft DocumentType="Script" Version="5"><Content>
    <Paragraph Type="Scene Heading"><Text>INT. LAB - NIGHT</Text></Paragraph>
    <Paragraph Type="Action"><Text>A beaker glows.</Text></Paragraph>
  </Content><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(document.domain)</html:script></FinalDraft>`;

  it("the signed URL serves attachment, application/octet-stream and nosniff, even when the link says inline", async () => {
    const form = multipart(
      { title: "Lab", genres: '["drama"]', isPublic: "true" },
      { name: "lab.fdx", type: "application/xml", data: Buffer.from(fdx) },
    );
    const upload = await app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const id = upload.json().script.id as string;
    const link = await app.inject({ method: "GET", url: `/api/scripts/${id}/url` });
    expect(link.statusCode, link.body).toBe(200);
    const download = await app.inject({ method: "GET", url: link.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/octet-stream");
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.body).toContain("FinalDraft");

    // A link signed as inline (an older link, or a bug elsewhere) still downloads.
    const key = (await scriptRow(id)).s3Key!;
    const inlineUrl = await t.ctx.store.signedUrl(key, {
      expiresInSeconds: 60,
      disposition: "inline",
      fileName: "lab.fdx",
    });
    const forced = await app.inject({ method: "GET", url: inlineUrl.replace(/^https?:\/\/[^/]+/, "") });
    expect(forced.statusCode).toBe(200);
    expect(forced.headers["content-type"]).toBe("application/octet-stream");
    expect(forced.headers["content-disposition"]).toMatch(/^attachment;/);
  });
});
