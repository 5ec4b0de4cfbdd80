import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { analyzeScreenplay, parseFountain } from "@twl/screenplay";

import { buildApp } from "../src/app.ts";
import { scriptVersions } from "../src/db/schema.ts";
import { defaultCompress, type Compress } from "../src/lib/encoded-body.ts";
import { projectRoot } from "../src/lib/paths.ts";
import { ScreenplayCache } from "../src/modules/screenplay/screenplay-cache.ts";
import { saveParse } from "../src/modules/screenplay/screenplay.repo.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { uploadFountain } from "./coverage-helpers.ts";
import { createTestContext } from "./helper.ts";

/**
 * docs/security.md, issue 28 finding 5: 60 parallel anonymous reads of a large screenplay model
 * compressed it 60 times. The parts of a model are compressed once per process (counted through an
 * injected compression function), revalidated with ETags, served in page ranges, and anonymous
 * reads have a budget of their own.
 */
const { ctx, dataDir, dropDatabase } = await createTestContext({
  RATE_LIMIT_MAX: "5000",
  SCREENPLAY_RATE_LIMIT_ANONYMOUS: "4",
  SCREENPLAY_RATE_LIMIT_SIGNED_IN: "6",
});
const compressions: string[] = [];
const countingCompress: Compress = (coding, body) => {
  compressions.push(coding);
  return defaultCompress(coding, body);
};
// Small parts, so the 119-page corpus feature is served in several.
ctx.screenplayCache = new ScreenplayCache({ compress: countingCompress, maxPartBytes: 64 * 1024 });
const app = await buildApp(ctx, { serveWeb: false });
await app.ready();
afterAll(async () => {
  await app.close();
  await ctx.database.close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

const feature = parseFountain(
  readFileSync(path.join(projectRoot(), "packages/screenplay/corpus/feature.fountain"), "utf8"),
);
const writer = await signUp(app);
const stranger = await signUp(app);
/**
 * A script whose version holds the feature's parse. Uploaded as the short corpus file (parsed in
 * a moment, even on a busy machine), then given the 119-page feature's model as its parse.
 */
async function featureScript(title: string, isPublic: boolean) {
  const id = await uploadFountain(app, writer.token, { title, isPublic });
  const [version] = await ctx.database.db
    .select()
    .from(scriptVersions)
    .where(eq(scriptVersions.scriptId, id));
  await saveParse(ctx.database.db, {
    versionId: version!.id,
    status: "done",
    model: feature,
    stats: analyzeScreenplay(feature),
    error: null,
    durationMs: 1,
  });
  return id;
}
const publicId = await featureScript("Salt and Iron", true);
const privateId = await featureScript("Salt and Iron (private)", false);

let network = 0;
/** A read from a network of its own (the rate limit is per network), unless `ip` is given. */
const read = (url: string, headers: Record<string, string> = {}, ip = `198.51.100.${++network}`) =>
  app.inject({ method: "GET", url, headers, remoteAddress: ip });
const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const coding = res.headers["content-encoding"];
  const bytes =
    coding === "br"
      ? zlib.brotliDecompressSync(res.rawPayload)
      : coding === "gzip"
        ? zlib.gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(bytes.toString("utf8"));
};

describe("the screenplay model: compressed once, revalidated, paged, rate limited", () => {
  it("parallel first reads and later reads get the same bytes from one compression per part and coding", async () => {
    const url = `/api/scripts/${publicId}/screenplay`;
    const first = await Promise.all(
      Array.from({ length: 8 }, () => read(url, { "accept-encoding": "gzip, deflate, br" })),
    );
    expect(new Set(first.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(first.every((r) => r.headers["content-encoding"] === "br")).toBe(true);
    expect(String(first[0]!.headers.vary)).toMatch(/accept-encoding/i);
    expect(new Set(first.map((r) => r.rawPayload.toString("base64"))).size).toBe(1);
    const { parts } = decoded(first[0]!);
    expect(parts.count).toBeGreaterThan(2);
    // Every part was compressed once with each coding, by one of the eight requests.
    expect(compressions.filter((c) => c === "br")).toHaveLength(parts.count);
    expect(compressions.filter((c) => c === "gzip")).toHaveLength(parts.count);

    const before = compressions.length;
    const later = await read(url, { "accept-encoding": "br" });
    expect(later.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
    const gzipped = await read(url, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const plain = await read(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decoded(gzipped)).toEqual(decoded(later));
    expect(JSON.parse(plain.body)).toEqual(decoded(later));
    expect(compressions.length).toBe(before);
  }, 120_000);

  it("answers a matching If-None-Match with a 304 and no body, per encoding", async () => {
    const url = `/api/scripts/${publicId}/screenplay?part=2`;
    const br = await read(url, { "accept-encoding": "br" });
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^"sp-.+-br"$/);
    expect(br.headers["cache-control"]).toBe("private, no-cache");
    const again = await read(url, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(String(again.headers.vary)).toMatch(/accept-encoding/i);
    const weak = await read(url, { "accept-encoding": "br", "if-none-match": `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    // The same tag from a client that now takes identity bytes: another representation, sent whole.
    const identity = await read(url, { "if-none-match": etag });
    expect(identity.statusCode).toBe(200);
    expect(identity.headers.etag).not.toBe(etag);
    const otherPart = await read(`/api/scripts/${publicId}/screenplay?part=3`, {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(otherPart.statusCode).toBe(200);
  }, 120_000);

  it("serves the model in page ranges: part 1 renders the first screen, the parts add up to every page", async () => {
    const first = decoded(await read(`/api/scripts/${publicId}/screenplay`, { "accept-encoding": "br" }));
    expect(first).toMatchObject({ success: true, version: 1, status: "done" });
    const { count, ranges } = first.parts as { count: number; ranges: { from: number; to: number }[] };
    expect(first.parts.index).toBe(1);
    expect(ranges).toHaveLength(count);
    expect(ranges[0]!.from).toBe(1);
    expect(ranges.at(-1)!.to).toBe(feature.pages.length);
    ranges.slice(1).forEach((range, i) => expect(range.from).toBe(ranges[i]!.to + 1));
    // The head: scenes as an index (their text is in the pages), statistics, the first pages.
    expect(first.model.scenes.map((s: { heading: string }) => s.heading)).toEqual(
      feature.scenes.map((s) => s.heading),
    );
    expect(first.model.scenes.every((s: object) => !("elements" in s))).toBe(true);
    expect(first.model.titlePage.title).toBe("SALT AND IRON");
    expect(first.stats).toBeTruthy();
    expect(first.model.pages.length).toBeGreaterThan(5);
    expect(first.pages).toBeUndefined();

    const pages = [...first.model.pages];
    for (let part = 2; part <= count; part++) {
      const body = decoded(await read(`/api/scripts/${publicId}/screenplay?part=${part}`));
      expect(body.model).toBeUndefined();
      expect(body.stats).toBeUndefined();
      expect(body.parts).toEqual({ index: part, count, ranges });
      expect(body.pages[0].number).toBe(ranges[part - 1]!.from);
      pages.push(...body.pages);
    }
    expect(pages).toEqual(JSON.parse(JSON.stringify(feature.pages)));
    const past = await read(`/api/scripts/${publicId}/screenplay?part=${count + 1}`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ success: false });
  }, 120_000);

  it("never serves a private script's parts to anyone but its writer, whatever the validators", async () => {
    const own = await read(`/api/scripts/${privateId}/screenplay?part=2`, {
      ...bearer(writer.token),
      "accept-encoding": "br",
    });
    expect(own.statusCode).toBe(200);
    const etag = own.headers.etag as string;
    for (const part of [1, 2]) {
      const url = `/api/scripts/${privateId}/screenplay?part=${part}`;
      for (const headers of [
        {},
        bearer(stranger.token),
        { ...bearer(stranger.token), "if-none-match": etag },
      ]) {
        const res = await read(url, { ...headers, "accept-encoding": "br" });
        expect([403, 404]).toContain(res.statusCode);
        expect(res.body).not.toContain("SALT AND IRON");
        expect(res.headers.etag).toBeUndefined();
      }
    }
  }, 120_000);

  it("limits reads per network: anonymous ones sooner than signed-in ones, one past each limit", async () => {
    const url = `/api/scripts/${publicId}/screenplay`;
    const ip = "203.0.113.7";
    for (let i = 0; i < 4; i++) expect((await read(url, {}, ip)).statusCode).toBe(200);
    const past = await read(url, {}, ip);
    expect(past.statusCode).toBe(429);
    expect(past.json()).toMatchObject({ success: false });
    // A made-up token is no sign-in: still the anonymous budget.
    expect((await read(url, { authorization: "Bearer made-up" }, ip)).statusCode).toBe(429);
    // A signed-in reader on the same network has a budget of its own, and a larger one.
    for (let i = 0; i < 6; i++) expect((await read(url, bearer(stranger.token), ip)).statusCode).toBe(200);
    expect((await read(url, bearer(stranger.token), ip)).statusCode).toBe(429);
    // Another network is not affected.
    expect((await read(url, {}, "203.0.113.8")).statusCode).toBe(200);
  }, 120_000);
});
