import { describe, expect, it } from "vitest";

import { DERIVED_MAX_IDS, ListCache } from "../src/modules/discover/list-cache.ts";

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

  it("keeps nothing when DISCOVER_COUNT_TTL_MS is 0", async () => {
    const cache = new ListCache(0, 0);
    let loads = 0;
    const load = async () => [`id-${++loads}`];
    expect(await cache.candidates("w", { search: "w" }, load)).toEqual(["id-1"]);
    expect(await cache.candidates("w", { search: "w" }, load)).toEqual(["id-2"]);
  });
});
