import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { COVER_WIDTH_MESSAGE } from "@twl/contract";

import { scriptCovers } from "../src/db/schema.ts";
import { coverVariantKeyOf } from "../src/modules/storage/cover-variant-keys.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { postCover } from "./cover-helpers.ts";
import { makeJpeg } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

const AVIF_FIRST = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
const WEBP_ONLY = "image/webp,image/*,*/*;q=0.8";

describe("resized covers (?w=): responsive images", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "1000" });
  const owner = await signUp(app);
  const stranger = await signUp(app);

  async function uploadCover(scriptId: string, width = 900, height = 1350) {
    const data = await makeJpeg(width, height);
    const res = await postCover(app, owner.token, scriptId, {
      file: { name: "cover.jpg", type: "image/jpeg", data },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().script.coverUrl as string;
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  const publicId = await uploadScript(app, owner.token, { isPublic: true });
  await uploadCover(publicId);

  it("answers each allowed width at 2:3 in AVIF or WebP by the Accept header, varying on it", async () => {
    const avif = await get(`/api/scripts/${publicId}/cover?v=1&w=320`, { accept: AVIF_FIRST });
    expect(avif.statusCode, avif.body).toBe(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect(avif.headers.vary).toMatch(/Accept/);
    expect(avif.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const avifMeta = await sharp(avif.rawPayload).metadata();
    expect([avifMeta.format, avifMeta.compression, avifMeta.width, avifMeta.height]).toEqual([
      "heif",
      "av1",
      320,
      480,
    ]);

    const webp = await get(`/api/scripts/${publicId}/cover?v=1&w=320`, { accept: WEBP_ONLY });
    expect(webp.headers["content-type"]).toBe("image/webp");
    const webpMeta = await sharp(webp.rawPayload).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(["webp", 320, 480]);
    expect(webp.headers.etag).not.toBe(avif.headers.etag);

    // No Accept, or AVIF refused with q=0: WebP, the stored format.
    const plain = await get(`/api/scripts/${publicId}/cover?v=1&w=160`);
    expect(plain.headers["content-type"]).toBe("image/webp");
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(160);
    const refused = await get(`/api/scripts/${publicId}/cover?v=1&w=160`, {
      accept: "image/avif;q=0, image/webp",
    });
    expect(refused.headers["content-type"]).toBe("image/webp");

    // The widest size is the detail rendition itself in WebP; re-encoded in AVIF.
    const widest = await get(`/api/scripts/${publicId}/cover?v=1&w=800`, { accept: AVIF_FIRST });
    expect((await sharp(widest.rawPayload).metadata()).width).toBe(800);
  });

  it("makes a variant once, keeps it in the object store, and answers 304 to its ETag", async () => {
    const [row] = await ctx.database.db
      .select({ detailKey: scriptCovers.detailKey })
      .from(scriptCovers)
      .where(eq(scriptCovers.scriptId, publicId));
    const key = coverVariantKeyOf(row!.detailKey, 480, "avif");
    expect(await ctx.store.exists(key)).toBe(false);
    const first = await get(`/api/scripts/${publicId}/cover?v=1&w=480`, { accept: AVIF_FIRST });
    expect(first.statusCode).toBe(200);
    expect(await ctx.store.exists(key)).toBe(true);
    const second = await get(`/api/scripts/${publicId}/cover?v=1&w=480`, { accept: AVIF_FIRST });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = await get(`/api/scripts/${publicId}/cover?v=1&w=480`, {
      accept: AVIF_FIRST,
      "if-none-match": String(first.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
  });

  it("refuses a width outside the list with a clear 400", async () => {
    for (const w of ["321", "0", "-160", "99999", "abc", "320.5"]) {
      const res = await get(`/api/scripts/${publicId}/cover?w=${w}`, { accept: AVIF_FIRST });
      expect(res.statusCode, `w=${w}`).toBe(400);
      expect(res.json()).toEqual({ success: false, error: `w: ${COVER_WIDTH_MESSAGE}` });
    }
  });

  it("keeps a private script's cover 404 for everyone but its owner, at every width and format", async () => {
    const privateId = await uploadScript(app, owner.token, { isPublic: false });
    await uploadCover(privateId);
    for (const accept of [AVIF_FIRST, WEBP_ONLY]) {
      const url = `/api/scripts/${privateId}/cover?v=1&w=320`;
      const anonymous = await get(url, { accept });
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toEqual({ success: false, error: "Script not found" });
      expect(anonymous.headers["content-type"]).not.toMatch(/image/);
      const other = await get(url, { accept, ...bearer(stranger.token) });
      expect(other.statusCode).toBe(404);
      const mine = await get(url, { accept, ...bearer(owner.token) });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["cache-control"]).toBe("private, no-store");
    }
    // A bad width is refused before anything is looked up: the answer says nothing about the script.
    expect((await get(`/api/scripts/${privateId}/cover?w=321`)).statusCode).toBe(400);
  });

  it("deletes a cover's variants with the cover", async () => {
    const id = await uploadScript(app, owner.token, { isPublic: true });
    await uploadCover(id);
    await uploadCover(id, 1000, 1000);
    const [first] = await ctx.database.db
      .select({ detailKey: scriptCovers.detailKey })
      .from(scriptCovers)
      .where(eq(scriptCovers.scriptId, id))
      .orderBy(scriptCovers.version)
      .limit(1);
    expect((await get(`/api/scripts/${id}/cover?version=1&w=240`, { accept: AVIF_FIRST })).statusCode).toBe(
      200,
    );
    const key = coverVariantKeyOf(first!.detailKey, 240, "avif");
    expect(await ctx.store.exists(key)).toBe(true);
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/protected/scripts/${id}/covers/1`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ctx.store.exists(key)).toBe(false);
    expect((await get(`/api/scripts/${id}/cover?version=1&w=240`, { accept: AVIF_FIRST })).statusCode).toBe(
      404,
    );
  });
});
