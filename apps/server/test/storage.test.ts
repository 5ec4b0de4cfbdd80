import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LocalObjectStore } from "../src/storage/local-store.ts";
import { assertValidKey, contentDisposition, type ObjectStore } from "../src/storage/object-store.ts";
import { S3ObjectStore } from "../src/storage/s3-store.ts";
import { FakeS3 } from "./fakes/fake-s3.ts";
import { createTestApp } from "./helper.ts";

const SECRET = "0123456789abcdef0123456789abcdef0123";

/** The same behaviour is required of every ObjectStore implementation. */
function storeContract(
  name: string,
  makeStore: () => Promise<ObjectStore>,
  download: (url: string) => Promise<Response>,
) {
  describe(`${name} object store`, () => {
    let store: ObjectStore;
    beforeAll(async () => {
      store = await makeStore();
    });

    it("round-trips bytes and content type", async () => {
      const bytes = Buffer.from("%PDF-1.7 fake bytes \u0000\u00ff", "latin1");
      await store.put("scripts/abc/v1.pdf", bytes, "application/pdf");
      expect(await store.exists("scripts/abc/v1.pdf")).toBe(true);
      const object = await store.get("scripts/abc/v1.pdf");
      expect(object?.contentType).toBe("application/pdf");
      const chunks: Buffer[] = [];
      for await (const c of object!.body) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    });

    it("returns null for a missing key and deletes idempotently", async () => {
      expect(await store.get("scripts/missing/v1.pdf")).toBeNull();
      await store.put("tmp/x.txt", Buffer.from("x"), "text/plain");
      await store.delete("tmp/x.txt");
      await store.delete("tmp/x.txt");
      expect(await store.exists("tmp/x.txt")).toBe(false);
    });

    it("refuses keys that could escape or inject", async () => {
      for (const bad of ["../etc/passwd", "a/../../b", "/abs", "a\r\nb", "a//b", ""]) {
        await expect(store.put(bad, Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid object key/);
      }
    });

    it("hands out a signed URL that downloads the exact bytes with the given file name", async () => {
      const bytes = Buffer.from("hello signed world");
      await store.put("covers/c1.txt", bytes, "text/plain");
      const url = await store.signedUrl("covers/c1.txt", {
        expiresInSeconds: 60,
        fileName: 'My "Script".pdf',
        disposition: "attachment",
      });
      const res = await download(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("hello signed world");
      expect(res.headers.get("content-disposition")).toContain("attachment");
      expect(res.headers.get("content-disposition")).not.toContain('"Script"');
    });

    it("rejects a URL after it expires", async () => {
      await store.put("covers/c2.txt", Buffer.from("soon gone"), "text/plain");
      const realNow = Date.now;
      const url = await store.signedUrl("covers/c2.txt", { expiresInSeconds: 30 });
      Date.now = () => realNow() + 31_000;
      try {
        const res = await download(url);
        expect(res.status).toBe(403);
      } finally {
        Date.now = realNow;
      }
    });
  });
}

describe("object stores", async () => {
  // Set up while the file is collected, so the teardowns registered with afterAll run.
  const fakeS3 = new FakeS3();
  await fakeS3.start();
  const root = await mkdtemp(path.join(tmpdir(), "twl-store-"));
  const testApp = await createTestApp();
  afterAll(async () => {
    await fakeS3.stop();
    await rm(root, { recursive: true, force: true });
  });

  // Local URLs are served by the app's /api/files route: download them through app.inject.
  storeContract(
    "local",
    async () => testApp.ctx.store,
    async (url) => {
      const res = await testApp.app.inject({ method: "GET", url });
      return new Response(res.rawPayload, {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    },
  );

  storeContract(
    "S3",
    async () =>
      new S3ObjectStore({
        bucket: "twl-test",
        region: "us-east-1",
        endpoint: fakeS3.endpoint,
        accessKeyId: "test",
        secretAccessKey: "test-secret",
        forcePathStyle: true,
      }),
    (url) => fetch(url),
  );

  it("local store: a tampered signature or key is refused", async () => {
    const store = testApp.ctx.store;
    await store.put("scripts/t/v1.pdf", Buffer.from("secret script"), "application/pdf");
    await store.put("scripts/t/v2.pdf", Buffer.from("other script"), "application/pdf");
    const url = await store.signedUrl("scripts/t/v1.pdf", { expiresInSeconds: 60 });
    const otherKey = url.replace("scripts/t/v1.pdf", "scripts/t/v2.pdf");
    expect((await testApp.app.inject({ method: "GET", url: otherKey })).statusCode).toBe(403);
    const badSig = url.replace(/signature=[^&]+/, "signature=AAAA");
    const res = await testApp.app.inject({ method: "GET", url: badSig });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: "This link has expired or is not valid" });
    const widened = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1000}`);
    expect((await testApp.app.inject({ method: "GET", url: widened })).statusCode).toBe(403);
  });

  it("local store: a write leaves no temporary file behind", async () => {
    const store = new LocalObjectStore(root, SECRET);
    await store.put("a/b.bin", Buffer.alloc(1024, 7), "application/octet-stream");
    expect((await readdir(path.join(root, "a"))).sort()).toEqual(["b.bin", "b.bin.meta.json"]);
    expect(await text((await store.get("a/b.bin"))!.body)).toHaveLength(1024);
  });

  it("key and file-name helpers", () => {
    expect(() => assertValidKey("scripts/0f/v1.pdf")).not.toThrow();
    expect(contentDisposition("inline", "évasion\r\n../x.pdf")).toBe(
      "inline; filename=\"_vasion.x.pdf\"; filename*=UTF-8''%C3%A9vasion.x.pdf",
    );
  });
});
