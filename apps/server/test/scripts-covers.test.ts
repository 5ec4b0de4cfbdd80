import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { bearer, signUp } from "./auth-helpers.ts";
import { postCover } from "./cover-helpers.ts";
import { makeHugePngHeader, makeJpeg, makePng, SVG } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

describe("covers", async () => {
  const { app } = await createTestApp({ RATE_LIMIT_MAX: "1000" });
  const owner = await signUp(app);

  async function uploadCover(scriptId: string, file: { name: string; type: string; data: Buffer }) {
    return postCover(app, owner.token, scriptId, { file });
  }

  it("re-encodes a JPEG into 2:3 WebP renditions without its metadata, and serves it with ETag and long cache", async () => {
    const id = await uploadScript(app, owner.token, { isPublic: true });
    const res = await uploadCover(id, {
      name: "cover.jpg",
      type: "image/jpeg",
      data: await makeJpeg(1000, 1000),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cover).toMatchObject({ version: 1, isActive: true, width: 1000, height: 1000 });
    const coverUrl: string = res.json().script.coverUrl;
    expect(coverUrl).toMatch(new RegExp(`^/api/scripts/${id}/cover\\?size=detail&v=1$`));
    const image = await app.inject({ method: "GET", url: coverUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from("GPS-SECRET-42"))).toBe(false);
    const card = await app.inject({ method: "GET", url: `/api/scripts/${id}/cover?size=card&version=1` });
    expect((await sharp(card.rawPayload).metadata()).width).toBe(400);
    const again = await app.inject({
      method: "GET",
      url: coverUrl,
      headers: { "if-none-match": String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const unversioned = await app.inject({ method: "GET", url: `/api/scripts/${id}/cover` });
    expect(unversioned.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("drops bytes appended to a polyglot JPEG", async () => {
    const id = await uploadScript(app, owner.token, { isPublic: true });
    const polyglot = Buffer.concat([
      await makeJpeg(),
      Buffer.from("<html><script>alert('x')</script></html>PK\u0003\u0004"),
    ]);
    const res = await uploadCover(id, { name: "cover.jpg", type: "image/jpeg", data: polyglot });
    expect(res.statusCode).toBe(200);
    const image = await app.inject({ method: "GET", url: res.json().script.coverUrl });
    expect(image.rawPayload.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses an SVG, a PNG bomb and a 5 MB + 1 byte image with clear errors", async () => {
    const id = await uploadScript(app, owner.token);
    const svg = await uploadCover(id, { name: "cover.png", type: "image/png", data: SVG });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error).toBe("Please upload a JPG, PNG, or WebP image");
    const bomb = await uploadCover(id, { name: "huge.png", type: "image/png", data: makeHugePngHeader() });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().error).toMatch(/too large/);
    const big = Buffer.concat([await makePng(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadCover(id, { name: "big.png", type: "image/png", data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe("Image must be less than 5MB");
    const covers = await app.inject({
      method: "GET",
      url: `/api/protected/scripts/${id}/covers`,
      headers: bearer(owner.token),
    });
    expect(covers.json().covers).toEqual([]);
  });

  it("keeps every cover version, switches the active one, and lists gallery images", async () => {
    const id = await uploadScript(app, owner.token);
    await uploadCover(id, { name: "a.png", type: "image/png", data: await makePng() });
    await uploadCover(id, { name: "b.jpg", type: "image/jpeg", data: await makeJpeg() });
    const covers = await app.inject({
      method: "GET",
      url: `/api/protected/scripts/${id}/covers`,
      headers: bearer(owner.token),
    });
    expect(
      covers.json().covers.map((c: { version: number; isActive: boolean }) => [c.version, c.isActive]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    const set = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}/active-cover`,
      headers: bearer(owner.token),
      payload: { version: 1 },
    });
    expect(set.json().script.activeCoverVersion).toBe(1);
    const images = await app.inject({
      method: "GET",
      url: `/api/protected/scripts/${id}/cover-images`,
      headers: bearer(owner.token),
    });
    expect(images.json().coverImages).toHaveLength(2);
    // The script is private: gallery URLs are signed and work without a token.
    const first = images.json().coverImages[0].url as string;
    expect(first).toContain("signature=");
    expect((await app.inject({ method: "GET", url: first })).statusCode).toBe(200);
  });
});
