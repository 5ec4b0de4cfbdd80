import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { users } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createDraft, setLiquid } from "./clout-helpers.ts";
import { makeHugePngHeader, makeJpeg, makePng, multipart, SVG } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

describe("public profiles and avatars", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "1000" });
  const owner = await signUp(app, { name: "Nora Ephron" });
  const other = await signUp(app);
  const publicId = await createDraft(app, owner.token, { title: "Public Draft", isPublic: true });
  const privateId = await createDraft(app, owner.token, { title: "Secret Draft", isPublic: false });

  const profileOf = (id: string, token?: string) =>
    app.inject({
      method: "GET",
      url: `/api/public/users/${encodeURIComponent(id)}`,
      headers: token ? bearer(token) : {},
    });
  const scriptsOf = (id: string, token?: string) =>
    app.inject({
      method: "GET",
      url: `/api/public/users/${encodeURIComponent(id)}/scripts`,
      headers: token ? bearer(token) : {},
    });
  function uploadAvatar(
    token: string | null,
    file: { name: string; type: string; data: Buffer; field?: string },
  ) {
    const form = multipart({}, { field: file.field ?? "avatar", ...file });
    return app.inject({
      method: "POST",
      url: "/api/protected/profile/avatar",
      headers: { ...(token ? bearer(token) : {}), ...form.headers },
      payload: form.payload,
    });
  }

  it("shows anyone the public profile without email, role, liquid balance or private scripts", async () => {
    await ctx.database.db
      .update(users)
      .set({ bio: "Writes comedies.", receivedClout: 150 })
      .where(eq(users.id, owner.userId));
    for (const token of [undefined, other.token]) {
      const res = await profileOf(owner.userId, token);
      expect(res.statusCode, res.body).toBe(200);
      const { user } = res.json();
      expect(user).toEqual({
        id: owner.userId,
        name: "Nora Ephron",
        bio: "Writes comedies.",
        avatar: null,
        createdAt: expect.any(String),
        receivedClout: 150,
        isDummy: false,
        scriptCount: 1,
        totalViews: 0,
        cloutGiven: null,
        // Others see the profile's views (counted in profile-views.test.ts).
        profileViews: expect.any(Number),
      });
      expect(res.body).not.toContain(owner.email);
      expect(res.body).not.toMatch(/"(email|role|tier|availableClout)"/);

      const scripts = await scriptsOf(owner.userId, token);
      expect(scripts.statusCode).toBe(200);
      expect(scripts.json().scripts.map((s: { id: string }) => s.id)).toEqual([publicId]);
      expect(scripts.body).not.toContain("Secret Draft");
      expect(scripts.body).not.toContain(owner.email);
    }
  });

  it("shows the owner their private scripts too, newest first, and the clout they gave", async () => {
    const otherScript = await createDraft(app, other.token, { title: "Their Script" });
    await setLiquid(ctx, owner.userId, 100);
    const give = await app.inject({
      method: "POST",
      url: `/api/clout/give/${otherScript}`,
      headers: bearer(owner.token),
      payload: { amount: 7 },
    });
    expect(give.statusCode, give.body).toBe(200);
    await app.inject({
      method: "POST",
      url: `/api/clout/give/${otherScript}`,
      headers: bearer(owner.token),
      payload: { amount: 5 },
    });

    const res = await profileOf(owner.userId, owner.token);
    expect(res.json().user).toMatchObject({ scriptCount: 2, cloutGiven: 12 });
    const scripts = await scriptsOf(owner.userId, owner.token);
    const rows = scripts.json().scripts as { id: string; isPublic: boolean; genres: unknown[] }[];
    expect(rows.map((s) => [s.id, s.isPublic])).toEqual([
      [privateId, false],
      [publicId, true],
    ]);
    expect(rows[0]!.genres.length).toBeGreaterThan(0);
    // The receiving author sees no clout-given figure of the giver's.
    expect((await profileOf(owner.userId, other.token)).json().user.cloutGiven).toBeNull();
  });

  it("names a user without a name 'Anonymous Writer' and answers 404 'User not found' for unknown ids", async () => {
    const blank = await signUp(app);
    await ctx.database.db.update(users).set({ name: "  ", bio: "" }).where(eq(users.id, blank.userId));
    const res = await profileOf(blank.userId);
    expect(res.json().user).toMatchObject({
      name: "Anonymous Writer",
      bio: null,
      scriptCount: 0,
      totalViews: 0,
    });
    for (const res of [
      await profileOf("no-such-user"),
      await scriptsOf("no-such-user"),
      await profileOf("x".repeat(200)),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await profileOf("no-such-user")).json()).toEqual({ success: false, error: "User not found" });
    expect((await scriptsOf("no-such-user")).json()).toEqual({ success: false, error: "User not found" });
  });

  it("re-encodes an uploaded PNG to a 256x256 WebP, serves it with cache headers, and deletes the replaced file", async () => {
    const writer = await signUp(app);
    expect(
      (await app.inject({ method: "GET", url: `/api/public/users/${writer.userId}/avatar` })).statusCode,
    ).toBe(404);

    const first = await uploadAvatar(writer.token, {
      name: "me.png",
      type: "image/png",
      data: await makePng(600, 400),
    });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().avatarUrl;
    expect(firstUrl).toMatch(new RegExp(`^/api/public/users/${writer.userId}/avatar\\?v=[0-9a-f]+$`));

    const image = await app.inject({ method: "GET", url: firstUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    // The profile and the session both carry the versioned URL; the plain one is revalidated (ETag) on each use.
    expect((await profileOf(writer.userId)).json().user.avatar).toBe(firstUrl);
    const session = await app.inject({
      method: "GET",
      url: "/api/auth/profile",
      headers: bearer(writer.token),
    });
    expect(session.json().user.avatar).toBe(firstUrl);
    const plain = await app.inject({ method: "GET", url: `/api/public/users/${writer.userId}/avatar` });
    expect(plain.headers["cache-control"]).toBe("public, no-cache");
    const again = await app.inject({
      method: "GET",
      url: `/api/public/users/${writer.userId}/avatar`,
      headers: { "if-none-match": String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const [before] = await ctx.database.db
      .select({ key: users.avatarKey })
      .from(users)
      .where(eq(users.id, writer.userId));
    const second = await uploadAvatar(writer.token, {
      name: "me.jpg",
      type: "image/jpeg",
      data: await makeJpeg(300, 300),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().avatarUrl).not.toBe(firstUrl);
    expect(await ctx.store.exists(before!.key!)).toBe(false);
    const latest = await app.inject({ method: "GET", url: `/api/public/users/${writer.userId}/avatar` });
    expect(latest.headers.etag).not.toBe(plain.headers.etag);
    expect(latest.rawPayload.includes(Buffer.from("GPS-SECRET-42"))).toBe(false);
  });

  it("refuses a text file renamed .png, an SVG, a PNG bomb and a file over 5 MB, keeping the old avatar", async () => {
    const writer = await signUp(app);
    const fake = await uploadAvatar(writer.token, {
      name: "avatar.png",
      type: "image/png",
      data: Buffer.from("just some text, honestly"),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ success: false, error: "Please upload a JPG, PNG, or WebP image" });
    const svg = await uploadAvatar(writer.token, { name: "avatar.png", type: "image/png", data: SVG });
    expect(svg.json().error).toBe("Please upload a JPG, PNG, or WebP image");
    const bomb = await uploadAvatar(writer.token, {
      name: "huge.png",
      type: "image/png",
      data: makeHugePngHeader(),
    });
    expect(bomb.statusCode).toBe(413);
    const big = Buffer.concat([await makePng(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(writer.token, { name: "big.png", type: "image/png", data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe("Image must be less than 5MB");
    const wrongField = await uploadAvatar(writer.token, {
      field: "file",
      name: "a.png",
      type: "image/png",
      data: await makePng(),
    });
    expect(wrongField.statusCode).toBe(400);
    const [row] = await ctx.database.db
      .select({ key: users.avatarKey })
      .from(users)
      .where(eq(users.id, writer.userId));
    expect(row!.key).toBeNull();
  });

  it("needs a signed-in user to upload", async () => {
    const res = await uploadAvatar(null, { name: "me.png", type: "image/png", data: await makePng() });
    expect(res.statusCode).toBe(401);
    const bad = await uploadAvatar("not-a-real-token", {
      name: "me.png",
      type: "image/png",
      data: await makePng(),
    });
    expect(bad.statusCode).toBe(401);
  });

  it("treats a bad bearer token on the public calls as anonymous", async () => {
    const res = await scriptsOf(owner.userId, "not-a-real-token");
    expect(res.statusCode).toBe(200);
    expect(res.json().scripts.map((s: { id: string }) => s.id)).toEqual([publicId]);
  });
});
