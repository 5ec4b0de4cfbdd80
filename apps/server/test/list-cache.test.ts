import zlib from "node:zlib";
import { describe, expect, it } from "vitest";

import { DERIVED_MAX_IDS, ListCache } from "../src/modules/discover/list-cache.ts";

/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("ListCache kept totals and search ids", () => {
  it("holds at most DERIVED_MAX_IDS search ids, dropping the oldest searches first", async () => {
    const cache = new ListCache(0, 60_000);
    let loads = 0;
    const ids = Array.from({ length: 1_000 }, (_, i) => `id-${i}`);
    const search = (word: string) =>
      cache.candidates(word, { search: word }, async () => {
        loads++;
        return ids;
      });
    const words = Math.ceil(DERIVED_MAX_IDS / ids.length) + 5;
    for (let i = 0; i < words; i++) await search(`word${i}`);
    expect(loads).toBe(words);
    // The newest search is kept; the oldest was dropped to stay within the bound.
    await search(`word${words - 1}`);
    expect(loads).toBe(words);
    await search("word0");
    expect(loads).toBe(words + 1);
    // A total counts as one entry, and is kept beside the ids.
    let counted = 0;
    const total = () => cache.count("all", {}, async () => ++counted);
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
  });

  it("answers a list whose entry is evicted or deleted while it loads, without keeping it", async () => {
    const cache = new ListCache(60_000, 60_000, 2);
    const slow = deferred();
    let loads = 0;
    const list = (key: string, wait?: Promise<void>) =>
      cache.get(key, {}, async () => {
        loads++;
        await wait;
        return { body: `body of ${key}`, scriptIds: [key], authorIds: [] };
      });
    const pending = list("a", slow.promise);
    // Two other lists fill the cache of two: "a", still loading, is evicted.
    expect(await list("b")).toBe("body of b");
    expect(await list("c")).toBe("body of c");
    slow.resolve();
    await expect(pending).resolves.toBe("body of a");
    // Not kept: the next request for "a" loads it again.
    expect(await list("a")).toBe("body of a");
    expect(loads).toBe(4);

    // A write that clears the cache while a list loads: its callers get their answer all the same.
    const held = deferred();
    const during = list("d", held.promise);
    cache.clear();
    held.resolve();
    await expect(during).resolves.toBe("body of d");

    // The same for a search's kept ids pushed out by the size bound while they load.
    const ids = deferred();
    const search = cache.candidates("slow", { search: "slow" }, async () => {
      await ids.promise;
      return ["id-1"];
    });
    const many = Array.from({ length: DERIVED_MAX_IDS }, (_, i) => `id-${i}`);
    await cache.candidates("big", { search: "big" }, async () => many);
    ids.resolve();
    await expect(search).resolves.toEqual(["id-1"]);
  });

  it("keeps nothing when DISCOVER_COUNT_TTL_MS is 0", async () => {
    const cache = new ListCache(0, 0);
    let loads = 0;
    const load = async () => [`id-${++loads}`];
    expect(await cache.candidates("w", { search: "w" }, load)).toEqual(["id-1"]);
    expect(await cache.candidates("w", { search: "w" }, load)).toEqual(["id-2"]);
  });
});

describe("ListCache kept bodies", () => {
  it("keeps a list compressed once in every encoding, with one ETag per encoding", async () => {
    const cache = new ListCache(60_000, 60_000);
    const body = JSON.stringify({
      success: true,
      scripts: Array.from({ length: 200 }, (_, i) => ({ id: `script-${i}` })),
    });
    let loads = 0;
    const read = () =>
      cache.getTagged("k", {}, async () => {
        loads++;
        return { body, scriptIds: [], authorIds: [] };
      });
    const first = await read();
    expect(first.encoded.identity.toString("utf8")).toBe(body);
    expect(first.encoded.etag).toBe(first.etag);
    expect(zlib.brotliDecompressSync(first.encoded.br!).toString("utf8")).toBe(body);
    expect(zlib.gunzipSync(first.encoded.gzip!).toString("utf8")).toBe(body);
    // The same bytes are served again: kept, not compressed per read.
    const second = await read();
    expect(second.encoded).toBe(first.encoded);
    expect(loads).toBe(1);
  });

  it("keeps a list's answer once, as bytes: no string copy beside them, and `get` answers the same JSON", async () => {
    const cache = new ListCache(60_000, 60_000);
    const body = JSON.stringify({
      success: true,
      scripts: [{ id: "é-1", title: "Café ☕" }],
      pad: "x".repeat(2000),
    });
    const load = async () => ({ body, scriptIds: ["é-1"], authorIds: [] });
    const { encoded, etag } = await cache.getTagged("k", {}, load);
    // The bytes are the JSON's UTF-8 (non-ASCII included), and `get` decodes the same answer.
    expect(encoded.identity.equals(Buffer.from(body, "utf8"))).toBe(true);
    expect(await cache.get("k", {}, load)).toBe(body);
    expect(etag).toMatch(/^W\/"l-[\w-]+"$/);
    // What the entry holds: no string the size of the answer (the body was kept twice before).
    const entries = (cache as unknown as { cache: { values(): Iterable<object> } }).cache.values();
    const kept = [...entries];
    expect(kept).toHaveLength(1);
    const strings = Object.values(kept[0]!).filter((v) => typeof v === "string") as string[];
    expect(strings.every((v) => v.length < body.length / 10)).toBe(true);
    expect(Object.keys(kept[0]!)).not.toContain("body");
  });
});
