import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { scriptResponseSchema } from "@twl/contract";

import { scripts, scriptVersions } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { makeEncryptedPdf, makePdf, makePng, multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

describe("script upload", async () => {
  const { app, ctx, dataDir } = await createTestApp({ RATE_LIMIT_MAX: "1000" });
  const owner = await signUp(app);

  async function upload(
    file: { name: string; type: string; data: Buffer } | undefined,
    fields: Record<string, string> = {},
  ) {
    const form = multipart({ title: "Draft One", genres: '["drama"]', ...fields }, file);
    return app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
  }

  it.each([1, 12, 120])("computes the page count of a %i-page PDF on the server", async (pages) => {
    const res = await upload({ name: "x.pdf", type: "application/pdf", data: await makePdf(pages) });
    expect(res.statusCode).toBe(201);
    const { script } = scriptResponseSchema.parse(res.json());
    expect(script).toMatchObject({
      pageCount: pages,
      activeVersion: 1,
      versionCount: 1,
      fileType: "pdf",
      isPublic: false,
      isOwner: true,
      canEdit: true,
    });
    expect(script.genres.map((g) => g.genre.slug)).toEqual(["drama"]);
    expect(script.genre).toBe("Drama");
    // One shape: the file is told by hasFile and the author by `author`; the storage key stays on the server.
    expect(script).toMatchObject({
      hasFile: true,
      author: { id: owner.userId, avatarUrl: null, isDummy: false },
      userId: owner.userId,
      authorId: owner.userId,
    });
    expect(script.user).toEqual({ id: owner.userId, name: script.author.name, avatar: null, isDummy: false });
    expect(res.body).not.toMatch(/s3Key|scripts\/[^"]*\/files\//);
  });

  it("stores the PDF byte-identical: the signed URL downloads exactly what was uploaded", async () => {
    const bytes = await makePdf(5);
    const res = await upload({ name: "My Script.pdf", type: "application/pdf", data: bytes });
    const id = res.json().script.id;
    const url = await app.inject({
      method: "GET",
      url: `/api/protected/scripts/${id}/url`,
      headers: bearer(owner.token),
    });
    expect(url.statusCode).toBe(200);
    const download = await app.inject({ method: "GET", url: url.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    const [version] = await ctx.database.db
      .select()
      .from(scriptVersions)
      .where(eq(scriptVersions.scriptId, id));
    expect(version!.s3Key).toMatch(new RegExp(`^scripts/${id}/files/[0-9a-f]{24}\\.pdf$`));
    expect(version!.fileName).toBe("My Script.pdf");
  });

  it("refuses a PNG named .pdf, a truncated PDF and an encrypted PDF with clear messages, keeping nothing", async () => {
    const scriptsBefore = await ctx.database.db.$count(scripts);
    const filesBefore = await countFiles();
    const png = await upload({ name: "script.pdf", type: "application/pdf", data: await makePng() });
    expect(png.statusCode).toBe(400);
    expect(png.json().error).toBe("Please upload a PDF file");
    const full = await makePdf(4);
    const truncated = await upload({
      name: "cut.pdf",
      type: "application/pdf",
      data: full.subarray(0, Math.floor(full.length * 0.6)),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error).toMatch(/incomplete or damaged/);
    const encrypted = await upload({ name: "locked.pdf", type: "application/pdf", data: makeEncryptedPdf() });
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json().error).toMatch(/password-protected/);
    expect(await ctx.database.db.$count(scripts)).toBe(scriptsBefore);
    expect(await countFiles()).toBe(filesBefore);
  });

  it("answers 413 for a file of 10 MB + 1 byte while streaming, and keeps nothing", async () => {
    const scriptsBefore = await ctx.database.db.$count(scripts);
    const big = Buffer.concat([
      await makePdf(1),
      Buffer.alloc(10 * 1024 * 1024 + 1 - (await makePdf(1)).length, 0x20),
    ]);
    expect(big.length).toBe(10 * 1024 * 1024 + 1);
    const res = await upload({ name: "big.pdf", type: "application/pdf", data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: "File must be less than 10MB" });
    expect(await ctx.database.db.$count(scripts)).toBe(scriptsBefore);
  });

  it("never uses the client's file name as a path: ../ and CR/LF names are stored safely", async () => {
    for (const name of ["../../etc/passwd.pdf", "evil\r\nContent-Type: text/html.pdf"]) {
      const res = await upload({ name, type: "application/pdf", data: await makePdf(2) });
      expect(res.statusCode).toBe(201);
      const id = res.json().script.id;
      const url = await app.inject({
        method: "GET",
        url: `/api/protected/scripts/${id}/url`,
        headers: bearer(owner.token),
      });
      const download = await app.inject({ method: "GET", url: url.json().url });
      expect(download.statusCode).toBe(200);
      expect(String(download.headers["content-disposition"])).not.toMatch(/[\r\n]|\.\.\//);
    }
    const stored = await listFiles(path.join(dataDir, "files"));
    expect(stored.every((f) => f.startsWith(path.join(dataDir, "files", "scripts")))).toBe(true);
  });

  it("validates the form: file, title, genres", async () => {
    const noFile = await upload(undefined);
    expect(noFile.json().error).toBe("Please select a file to upload");
    const pdf = { name: "a.pdf", type: "application/pdf", data: await makePdf(1) };
    expect((await upload(pdf, { title: "  " })).json().error).toBe("Title is required");
    expect((await upload(pdf, { genres: "[]" })).json().error).toBe("Please select at least one genre");
    expect((await upload(pdf, { genres: '["drama","comedy","horror","action"]' })).json().error).toBe(
      "Choose at most 3 genres",
    );
    expect((await upload(pdf, { genres: '["western-noir"]' })).json().error).toBe(
      "Unknown genre: western-noir",
    );
  });

  it("upload needs a bearer session", async () => {
    const form = multipart(
      { title: "x" },
      { name: "a.pdf", type: "application/pdf", data: await makePdf(1) },
    );
    const res = await app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });

  it("creates a private Drama draft, attaches a file, then adds versions and switches the active one", async () => {
    const draft = await app.inject({
      method: "POST",
      url: "/api/protected/scripts",
      headers: bearer(owner.token),
      payload: { title: "Poster First" },
    });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().script.id;
    expect(draft.json().script).toMatchObject({
      isPublic: false,
      genre: "Drama",
      pageCount: 0,
      hasFile: false,
      versionCount: 0,
    });
    const attach = multipart({}, { name: "v1.pdf", type: "application/pdf", data: await makePdf(10) });
    const v1 = await app.inject({
      method: "POST",
      url: `/api/protected/scripts/${id}/file`,
      headers: { ...bearer(owner.token), ...attach.headers },
      payload: attach.payload,
    });
    expect(v1.json().script).toMatchObject({ activeVersion: 1, pageCount: 10 });
    const next = multipart({}, { name: "v2.pdf", type: "application/pdf", data: await makePdf(12) });
    const v2 = await app.inject({
      method: "POST",
      url: `/api/protected/scripts/${id}/upload-version`,
      headers: { ...bearer(owner.token), ...next.headers },
      payload: next.payload,
    });
    expect(v2.json().script).toMatchObject({ activeVersion: 2, pageCount: 12, versionCount: 2 });
    const versions = await app.inject({
      method: "GET",
      url: `/api/protected/scripts/${id}/versions`,
      headers: bearer(owner.token),
    });
    expect(
      versions.json().versions.map((v: { version: number; isActive: boolean }) => [v.version, v.isActive]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    const back = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}/active-version`,
      headers: bearer(owner.token),
      payload: { version: 1 },
    });
    expect(back.json().script).toMatchObject({ activeVersion: 1, pageCount: 10 });
    const missing = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}/active-version`,
      headers: bearer(owner.token),
      payload: { version: 9 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("edits title, logline, genres (slugs) and visibility; lists my scripts with stats", async () => {
    const id = await uploadScript(app, owner.token, { title: "Old Title", pages: 7 });
    const res = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { title: "New Title", logline: "Better.", genres: ["comedy", "romance"], isPublic: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().script).toMatchObject({
      title: "New Title",
      logline: "Better.",
      genre: "Comedy",
      isPublic: true,
    });
    expect(res.json().script.genres.map((g: { genre: { slug: string } }) => g.genre.slug)).toEqual([
      "comedy",
      "romance",
    ]);
    const pageCount = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { pageCount: 999 },
    });
    expect(pageCount.statusCode).toBe(400);
    const mine = await app.inject({
      method: "GET",
      url: "/api/protected/scripts/my-scripts?page=1&limit=20",
      headers: bearer(owner.token),
    });
    expect(mine.statusCode).toBe(200);
    const row = mine.json().scripts.find((s: { id: string }) => s.id === id);
    expect(row).toMatchObject({
      title: "New Title",
      displayStatus: "completed",
      score: null,
      uploadDate: row.createdAt,
    });
    expect(mine.json().stats.publicScripts).toBeGreaterThanOrEqual(1);
  });

  async function listFiles(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  }
  async function countFiles() {
    return (await listFiles(path.join(dataDir, "files"))).length;
  }
});
