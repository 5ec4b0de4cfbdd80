import { crc32, deflateSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  COVER_CAP_MESSAGE,
  MAX_COVERS_PER_SCRIPT,
  MAX_IMAGE_PIXELS,
  MAX_VERSIONS_PER_SCRIPT,
  STORAGE_FULL_MESSAGE,
  STORAGE_QUOTA_BYTES_BY_TIER,
  uploadRateMessage,
  VERSION_CAP_MESSAGE,
} from "@twl/contract";

import { scriptCovers, scripts, scriptVersions, uploadAttempts, users } from "../src/db/schema.ts";
import { withTransaction } from "../src/db/transaction.ts";
import { processAvatarImage } from "../src/modules/profiles/process-avatar-image.ts";
import { processCoverImage } from "../src/modules/scripts/process-cover-image.ts";
import { reserveStorage } from "../src/modules/storage/storage-quota.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { makeJpeg, makePdf, multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

const FREE_QUOTA = STORAGE_QUOTA_BYTES_BY_TIER.free;

/** Issue 28 finding 4: quota at and one past the limit on every upload path, caps, rate, deletes. */
describe("storage quota, caps and upload rate", { timeout: 120_000 }, async () => {
  const { app, ctx } = await createTestApp({
    RATE_LIMIT_MAX: "5000",
    UPLOAD_RATE_PER_USER_PER_MINUTE: "1000",
  });
  const db = ctx.database.db;
  const pdf = await makePdf(2);
  const jpeg = await makeJpeg(600, 900);
  const coverBytes = await processCoverImage(jpeg).then((r) => r.card.length + r.detail.length);
  const avatarBytes = (await processAvatarImage(jpeg)).length;

  /** Other stored bytes of the user: one version row of a filler script, sized to leave `leftBytes`. */
  async function leaveFree(userId: string, leftBytes: number) {
    const title = "filler";
    let [filler] = await db
      .select({ id: scripts.id })
      .from(scripts)
      .where(eq(scripts.title, `${title}-${userId}`));
    if (!filler) {
      [filler] = await db
        .insert(scripts)
        .values({ userId, title: `${title}-${userId}` })
        .returning({ id: scripts.id });
      await db
        .insert(scriptVersions)
        .values({ scriptId: filler!.id, version: 1, s3Key: "none", sizeBytes: 0 });
    }
    const [owner] = await db
      .select({ avatarBytes: users.avatarBytes })
      .from(users)
      .where(eq(users.id, userId));
    const used = await usedBytes(userId);
    const [version] = await db
      .select({ size: scriptVersions.sizeBytes })
      .from(scriptVersions)
      .where(eq(scriptVersions.scriptId, filler!.id));
    const others = used - version!.size;
    expect(owner).toBeDefined();
    await db
      .update(scriptVersions)
      .set({ sizeBytes: FREE_QUOTA - others - leftBytes })
      .where(eq(scriptVersions.scriptId, filler!.id));
  }

  async function usedBytes(userId: string, token?: string): Promise<number> {
    if (token) {
      const res = await app.inject({ url: "/api/account/storage", headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().storage.usedBytes;
    }
    const { storageUsedBytes } = await import("../src/modules/storage/storage.repo.ts");
    return storageUsedBytes(db, userId);
  }

  const post = (url: string, token: string, form: ReturnType<typeof multipart>) =>
    app.inject({
      method: "POST",
      url,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  const pdfForm = (fields: Record<string, string> = {}) =>
    multipart(fields, { name: "draft.pdf", type: "application/pdf", data: pdf });
  const coverForm = () => multipart({}, { field: "image", name: "c.jpg", type: "image/jpeg", data: jpeg });
  const newScriptFields = { title: "Quota", genres: JSON.stringify(["drama"]), isPublic: "false" };

  it("reports usage and limits through GET /api/account/storage, counting every version", async () => {
    const user = await signUp(app);
    expect((await app.inject({ url: "/api/account/storage", headers: bearer(user.token) })).json()).toEqual({
      success: true,
      storage: {
        tier: "free",
        usedBytes: 0,
        quotaBytes: FREE_QUOTA,
        maxVersionsPerScript: MAX_VERSIONS_PER_SCRIPT,
        maxCoversPerScript: MAX_COVERS_PER_SCRIPT,
        uploadsPerMinute: 1000,
      },
    });
    const id = await uploadScript(app, user.token);
    const first = await usedBytes(user.userId, user.token);
    expect(first).toBeGreaterThan(0);
    expect(
      (await post(`/api/protected/scripts/${id}/upload-version`, user.token, pdfForm())).statusCode,
    ).toBe(200);
    expect(await usedBytes(user.userId, user.token)).toBe(first + pdf.length);
    await db.update(users).set({ tier: "pro" }).where(eq(users.id, user.userId));
    const pro = (await app.inject({ url: "/api/account/storage", headers: bearer(user.token) })).json()
      .storage;
    expect(pro).toMatchObject({ tier: "pro", quotaBytes: STORAGE_QUOTA_BYTES_BY_TIER.pro });
    expect((await app.inject({ url: "/api/account/storage" })).statusCode).toBe(401);
  });

  it("new script upload: fits at the quota, refused one byte past it, nothing created", async () => {
    const user = await signUp(app);
    await leaveFree(user.userId, pdf.length - 1);
    const refused = await post("/api/protected/scripts/upload", user.token, pdfForm(newScriptFields));
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().error).toMatch(/^Not enough storage: .*Delete old versions, covers or scripts/);
    expect(await db.select().from(scripts).where(eq(scripts.title, "Quota"))).toHaveLength(0);
    await leaveFree(user.userId, pdf.length);
    const ok = await post("/api/protected/scripts/upload", user.token, pdfForm(newScriptFields));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await usedBytes(user.userId, user.token)).toBe(FREE_QUOTA);
  });

  it("new version and draft file: fit at the quota, refused one byte past it", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    for (const route of ["upload-version", "file"]) {
      await leaveFree(user.userId, pdf.length - 1);
      const refused = await post(`/api/protected/scripts/${id}/${route}`, user.token, pdfForm());
      expect(refused.statusCode, `${route}: ${refused.body}`).toBe(413);
      await leaveFree(user.userId, pdf.length);
      const ok = await post(`/api/protected/scripts/${id}/${route}`, user.token, pdfForm());
      expect(ok.statusCode, `${route}: ${ok.body}`).toBe(200);
    }
    expect(await db.select().from(scriptVersions).where(eq(scriptVersions.scriptId, id))).toHaveLength(3);
  });

  it("admin variants for a dummy author count against the dummy's quota", async () => {
    const admin = await signUpAdmin(app, ctx);
    const dummy = (
      await app.inject({
        method: "POST",
        url: "/api/admin/dummy-users",
        headers: bearer(admin.token),
        payload: { name: "Pen Name" },
      })
    ).json().user as { id: string };
    const created = await app.inject({
      method: "POST",
      url: `/api/admin/users/${dummy.id}/scripts`,
      headers: bearer(admin.token),
      payload: { title: "Ghost Draft", isPublic: false },
    });
    const scriptId = created.json().script.id as string;
    const base = `/api/admin/users/${dummy.id}/scripts/${scriptId}`;
    await leaveFree(dummy.id, pdf.length - 1);
    expect((await post(`${base}/upload-version`, admin.token, pdfForm())).statusCode).toBe(413);
    await leaveFree(dummy.id, coverBytes - 1);
    expect((await post(`${base}/cover`, admin.token, coverForm())).statusCode).toBe(413);
    await leaveFree(dummy.id, pdf.length);
    expect((await post(`${base}/upload-version`, admin.token, pdfForm())).statusCode).toBe(200);
    await leaveFree(dummy.id, coverBytes);
    expect((await post(`${base}/cover`, admin.token, coverForm())).statusCode).toBe(200);
    expect(await usedBytes(dummy.id)).toBe(FREE_QUOTA);
    expect(await usedBytes(admin.userId)).toBe(0);
  });

  it("covers and avatars: fit at the quota, refused one byte past it", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    await leaveFree(user.userId, coverBytes - 1);
    const refused = await post(`/api/protected/scripts/${id}/cover`, user.token, coverForm());
    expect(refused.statusCode, refused.body).toBe(413);
    expect(await db.select().from(scriptCovers).where(eq(scriptCovers.scriptId, id))).toHaveLength(0);
    await leaveFree(user.userId, coverBytes);
    expect((await post(`/api/protected/scripts/${id}/cover`, user.token, coverForm())).statusCode).toBe(200);
    expect(await usedBytes(user.userId)).toBe(FREE_QUOTA);

    const avatarForm = () =>
      multipart({}, { field: "avatar", name: "a.jpg", type: "image/jpeg", data: jpeg });
    await leaveFree(user.userId, avatarBytes - 1);
    expect((await post("/api/protected/profile/avatar", user.token, avatarForm())).statusCode).toBe(413);
    await leaveFree(user.userId, avatarBytes);
    expect((await post("/api/protected/profile/avatar", user.token, avatarForm())).statusCode).toBe(200);
    expect(await usedBytes(user.userId)).toBe(FREE_QUOTA);
    // A new avatar replaces the old one's bytes: the same image fits again with nothing left.
    expect((await post("/api/protected/profile/avatar", user.token, avatarForm())).statusCode).toBe(200);
    expect(await usedBytes(user.userId)).toBe(FREE_QUOTA);
  });

  it("generated posters: refused with no byte left, and a poster past the quota is not kept", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    const generate = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/image-generation/generate",
        headers: bearer(user.token),
        payload: { scriptId: id, provider: "local" },
      });
    await leaveFree(user.userId, 0);
    const full = await generate();
    expect(full.statusCode, full.body).toBe(413);
    expect(full.json().error).toBe(STORAGE_FULL_MESSAGE);
    await leaveFree(user.userId, 1);
    const tooBig = await generate();
    expect(tooBig.statusCode, tooBig.body).toBe(422);
    expect(tooBig.json().generation).toMatchObject({ status: "failed", imageUrl: null });
    expect(tooBig.json().generation.error).toMatch(/^Not enough storage/);
    expect(await usedBytes(user.userId)).toBe(FREE_QUOTA - 1);
  });

  it("version cap: the last version fits, one more is refused with what to do, a delete frees a place", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    const rows = Array.from({ length: MAX_VERSIONS_PER_SCRIPT - 2 }, (_, i) => ({
      scriptId: id,
      version: i + 2,
      s3Key: `none-${i}`,
      sizeBytes: 10,
    }));
    await db.insert(scriptVersions).values(rows);
    const last = await post(`/api/protected/scripts/${id}/upload-version`, user.token, pdfForm());
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().script.activeVersion).toBe(MAX_VERSIONS_PER_SCRIPT);
    const past = await post(`/api/protected/scripts/${id}/file`, user.token, pdfForm());
    expect(past.statusCode).toBe(409);
    expect(past.json().error).toBe(VERSION_CAP_MESSAGE);
    const active = await app.inject({
      method: "DELETE",
      url: `/api/protected/scripts/${id}/versions/${MAX_VERSIONS_PER_SCRIPT}`,
      headers: bearer(user.token),
    });
    expect(active.statusCode).toBe(409);
    const before = await usedBytes(user.userId);
    const [first] = await db
      .select({ size: scriptVersions.sizeBytes })
      .from(scriptVersions)
      .where(and(eq(scriptVersions.scriptId, id), eq(scriptVersions.version, 1)));
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/protected/scripts/${id}/versions/1`,
      headers: bearer(user.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await usedBytes(user.userId)).toBe(before - first!.size);
    expect((await post(`/api/protected/scripts/${id}/file`, user.token, pdfForm())).statusCode).toBe(200);
  });

  it("cover cap: the last cover fits, one more is refused on upload and poster paths, a delete frees a place", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    const rows = Array.from({ length: MAX_COVERS_PER_SCRIPT - 1 }, (_, i) => ({
      scriptId: id,
      version: i + 1,
      cardKey: `none-${i}-card`,
      detailKey: `none-${i}-detail`,
      width: 10,
      height: 15,
      sizeBytes: 10,
    }));
    await db.insert(scriptCovers).values(rows);
    expect((await post(`/api/protected/scripts/${id}/cover`, user.token, coverForm())).statusCode).toBe(200);
    const past = await post(`/api/protected/scripts/${id}/cover`, user.token, coverForm());
    expect(past.statusCode).toBe(409);
    expect(past.json().error).toBe(COVER_CAP_MESSAGE);
    const poster = await app.inject({
      method: "POST",
      url: "/api/v1/image-generation/generate",
      headers: bearer(user.token),
      payload: { scriptId: id, provider: "local" },
    });
    expect(poster.statusCode).toBe(409);
    expect(poster.json().error).toBe(COVER_CAP_MESSAGE);
    const deleteCover = (version: number) =>
      app.inject({
        method: "DELETE",
        url: `/api/protected/scripts/${id}/covers/${version}`,
        headers: bearer(user.token),
      });
    expect((await deleteCover(MAX_COVERS_PER_SCRIPT)).statusCode).toBe(409);
    expect((await deleteCover(1)).statusCode).toBe(200);
    expect((await post(`/api/protected/scripts/${id}/cover`, user.token, coverForm())).statusCode).toBe(200);
  });

  it("parallel uploads cannot pass a quota only one of them fits", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    await leaveFree(user.userId, coverBytes + coverBytes - 1);
    const results = await Promise.all(
      [1, 2, 3].map(() => post(`/api/protected/scripts/${id}/cover`, user.token, coverForm())),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 413, 413]);
    expect(await usedBytes(user.userId)).toBe(FREE_QUOTA - coverBytes + 1);
  });

  it("two uploads that each inserted their script first both pass the quota lock (no deadlock)", async () => {
    // Inserting a script holds a FOR KEY SHARE lock on its user; the quota lock taken after it must not
    // wait on that (FOR UPDATE did: two parallel uploads deadlocked on PostgreSQL and one got a 500).
    // PGlite runs one transaction at a time, so there the two simply run one after the other.
    const user = await signUp(app);
    const parallel = ctx.database.kind === "postgres";
    let arrived = 0;
    let release!: () => void;
    const bothInserted = new Promise<void>((resolve) => (release = resolve));
    const upload = (title: string) =>
      withTransaction(db, async (tx) => {
        await tx.insert(scripts).values({ userId: user.userId, title });
        if (parallel && ++arrived === 2) release();
        if (parallel) await bothInserted;
        await reserveStorage(tx, { ownerId: user.userId, addBytes: 1 });
        return title;
      });
    expect(await Promise.all([upload("first"), upload("second")])).toEqual(["first", "second"]);
  });

  it("deleting a script frees its bytes", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    expect((await post(`/api/protected/scripts/${id}/cover`, user.token, coverForm())).statusCode).toBe(200);
    expect(await usedBytes(user.userId, user.token)).toBeGreaterThan(coverBytes);
    const res = await app.inject({
      method: "DELETE",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await usedBytes(user.userId, user.token)).toBe(0);
  });

  it("per-user upload rate: the last upload in the window passes, one more on any route is refused", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    const limit = ctx.config.uploads.perUserPerMinute;
    const fill = (count: number, ageSeconds: number) =>
      db.insert(uploadAttempts).values(
        Array.from({ length: count }, () => ({
          userId: user.userId,
          createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
        })),
      );
    // Attempts older than the minute do not count; the script upload above counted one.
    await fill(limit, 120);
    await fill(limit - 2, 30);
    expect((await post(`/api/protected/scripts/${id}/cover`, user.token, coverForm())).statusCode).toBe(200);
    for (const [url, form] of [
      [`/api/protected/scripts/${id}/upload-version`, pdfForm()],
      [`/api/protected/scripts/${id}/cover`, coverForm()],
      ["/api/protected/scripts/upload", pdfForm(newScriptFields)],
      [
        "/api/protected/profile/avatar",
        multipart({}, { field: "avatar", name: "a.jpg", type: "image/jpeg", data: jpeg }),
      ],
    ] as const) {
      const res = await post(url, user.token, form);
      expect(res.statusCode, url).toBe(429);
      expect(res.json().error).toBe(uploadRateMessage(limit));
    }
    // Another user is not affected.
    const other = await signUp(app);
    expect(
      (
        await post(
          `/api/protected/scripts/${await uploadScript(app, other.token)}/cover`,
          other.token,
          coverForm(),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("refuses a cover or avatar past the pixel limit from its header, before decoding it", async () => {
    const user = await signUp(app);
    const id = await uploadScript(app, user.token);
    // Only the header is real: decoding these would fail as damaged (400), not as too large (413).
    const pastLimit = pngHeaderOnly(5000, 5000);
    const atLimit = pngHeaderOnly(6000, 4000);
    expect(6000 * 4000).toBe(MAX_IMAGE_PIXELS);
    const image = (field: string, data: Buffer) =>
      multipart({}, { field, name: "x.png", type: "image/png", data });
    for (const [url, field] of [
      [`/api/protected/scripts/${id}/cover`, "image"],
      ["/api/protected/profile/avatar", "avatar"],
    ] as const) {
      const refused = await post(url, user.token, image(field, pastLimit));
      expect(refused.statusCode, url).toBe(413);
      expect(refused.json().error).toMatch(/^Image is too large: at most 24 megapixels/);
      const decoded = await post(url, user.token, image(field, atLimit));
      expect(decoded.statusCode, url).toBe(400);
    }
  });
});

/** A PNG with a real header claiming width x height and one tiny, truncated IDAT chunk. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(100))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
