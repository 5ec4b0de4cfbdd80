import { LRUCache } from "lru-cache";

/**
 * A short-lived cache of serialized public list answers (the discover and /scripts lists are the
 * same for every visitor). Concurrent misses for one key share a single database round trip, and
 * any write that can change a public list clears it in this process; other processes see the
 * change within the TTL. Nothing private is ever stored: callers bypass it for viewer-specific lists.
 */
export class ListCache {
  private readonly cache: LRUCache<string, string, () => Promise<string>>;

  constructor(ttlMs: number, max = 1000) {
    this.cache = new LRUCache<string, string, () => Promise<string>>({
      max,
      ttl: ttlMs,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const value = await this.cache.fetch(key, { context: load });
    return value ?? load();
  }

  clear(): void {
    this.cache.clear();
  }
}

/** Writes after which public lists may differ: scripts, their versions, covers (also generated ones) and flags, gifts, reviews. */
const WRITES_THAT_CHANGE_LISTS = /^\/api\/(protected\/scripts|admin\/scripts|clout\/give|protected\/reviews|v1\/image-generation\/generations\/)/;

export function isListChangingWrite(method: string, url: string, statusCode: number): boolean {
  return method !== "GET" && method !== "HEAD" && statusCode < 300 && WRITES_THAT_CHANGE_LISTS.test(url);
}
