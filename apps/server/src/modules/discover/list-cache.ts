import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

import { encodeBody, type EncodedBody } from "../../lib/encoded-body.ts";
import type { ScriptListFacts } from "../scripts/script-list-facts.ts";
import { scopeMayContain } from "./list-facts.ts";

/** What a cached public list depends on: its query and the scripts and authors it shows. */
export interface ListEntryScope {
  sort?: string;
  search?: string;
  genre?: string;
  category?: string;
  screenplayType?: string;
  hasReviews?: boolean;
  /** The page filters set (issue 35), as a key; absent when none is. */
  facts?: string;
  /** The featured list: its order depends on clout. */
  featured?: boolean;
}

interface Entry {
  /** A weak validator of the answer (it may be sent compressed). */
  etag: string;
  /**
   * The answer in every encoding, compressed once when loaded (sendEncoded), never per request. Its
   * `identity` bytes are the only copy of the JSON kept: no string beside them (issue 36: the soak's
   * memory; a kept string doubled every entry's identity size).
   */
  encoded: EncodedBody;
  scope: ListEntryScope;
  scriptIds: Set<string>;
  authorIds: Set<string>;
  /** Loaded while a write was reported: served once, never reused. */
  isSuspect: boolean;
}

interface DerivedEntry {
  value: unknown;
  scope: ListEntryScope;
  isSuspect: boolean;
}

/** A field of a script whose change can move it between public lists or reorder them. */
export type ListFacet =
  | "title"
  | "logline"
  | "genres"
  | "clout"
  | "reviews"
  | "flags"
  | "type"
  | "views"
  /** The facts measured from the script's current version and its coverage (script_facts). */
  | "facts";

/**
 * A write that may change public lists, reported by the write use case itself.
 * - `membership`: a public script appeared or disappeared (published, unpublished, deleted, created
 *   public). With the script's `facts` (before and after the write), the entries showing it go, plus
 *   those whose filter could hold it (their pages and count change): a list of another genre, type
 *   or category stays warm. Without facts (or with none found), every entry goes.
 * - `script`: a script changed. Nothing happens when it is private (before and after): private
 *   scripts are never in a cached list. Otherwise the entries showing it go, plus those whose
 *   filter or order reads one of the changed `facets`.
 * - `author`: an author's name or avatar changed: the entries showing one of their scripts go.
 */
export type ListChange =
  | { kind: "membership"; facts?: ScriptListFacts[] }
  | { kind: "script"; scriptId: string; isPublic: boolean; facets?: ListFacet[] }
  | { kind: "author"; userId: string };

/** Whether a change of `facet` can reorder or refilter a list of this scope. */
function scopeReads(scope: ListEntryScope, facet: ListFacet): boolean {
  switch (facet) {
    case "title":
      return scope.search !== undefined || scope.sort === "title";
    case "logline":
      return scope.search !== undefined;
    case "genres":
      return scope.genre !== undefined && scope.genre !== "all";
    case "clout":
      // Searches rank the most clouted candidates; these categories filter and order by clout.
      return (
        scope.sort === "clout" ||
        scope.featured === true ||
        scope.search !== undefined ||
        scope.category === "rising-stars" ||
        scope.category === "classics"
      );
    case "reviews":
      return scope.hasReviews === true;
    case "flags":
      return scope.category === "contest-winners" || scope.category === "staff-picks";
    case "type":
      return scope.screenplayType !== undefined && scope.screenplayType !== "all";
    case "views":
      return scope.sort === "views";
    case "facts":
      return scope.facts !== undefined;
  }
}

/** The most ids the totals and search entries hold together (see ListCache.derived). */
export const DERIVED_MAX_IDS = 200_000;

/**
 * A short-lived cache of serialized public list answers (the discover and /scripts lists are the
 * same for every visitor). Concurrent misses for one key share a single database round trip. Each
 * entry remembers its query and the scripts and authors it shows, so a write clears only the
 * entries it can change (`invalidate`, called by the write use cases); other processes see the
 * change within the TTL. Nothing private is ever stored: callers bypass it for viewer-specific lists.
 */
export class ListCache {
  private readonly cache: LRUCache<string, Entry, () => Promise<Entry>>;
  /**
   * What every page and sort of one public filter shares: its total (counting was most of a plain
   * list's database time) and a search's candidates (finding them was most of a search's). Each is
   * worked out once per TTL instead of on every page.
   */
  private readonly derived: LRUCache<string, DerivedEntry, () => Promise<DerivedEntry>>;
  /** Bumped by every invalidation, so a load that overlapped a write is not kept. */
  private generation = 0;
  /** Told of every reported write, before the lists are looked at (the script detail cache). */
  private readonly listeners: ((change: ListChange) => void)[] = [];
  /** Whether list answers are kept (DISCOVER_CACHE_TTL_MS > 0). */
  readonly listsEnabled: boolean;
  /** Whether totals and search candidates are kept (DISCOVER_COUNT_TTL_MS > 0). */
  readonly countsEnabled: boolean;

  constructor(ttlMs: number, countTtlMs = ttlMs, max = 1000) {
    this.listsEnabled = ttlMs > 0;
    this.countsEnabled = countTtlMs > 0;
    this.cache = new LRUCache<string, Entry, () => Promise<Entry>>({
      max,
      ttl: Math.max(1, ttlMs),
      fetchMethod: (_key, _stale, { context }) => context(),
      // A list still loading when its entry is evicted (a full cache under many different pages)
      // or deleted (a write) is answered all the same: lru-cache would otherwise reject its waiting
      // requests with "evicted" or "deleted" (a 500 for the visitor). Its answer is not kept.
      ignoreFetchAbort: true,
    });
    this.derived = new LRUCache<string, DerivedEntry, () => Promise<DerivedEntry>>({
      max,
      // Kept search ids are bounded by their number too (a search keeps up to 2,000 per sort): at
      // most DERIVED_MAX_IDS ids (~10 MB) however many different words are typed within the TTL.
      maxSize: DERIVED_MAX_IDS,
      sizeCalculation: (entry) => (Array.isArray(entry.value) ? entry.value.length + 1 : 1),
      ttl: Math.max(1, countTtlMs),
      fetchMethod: (_key, _stale, { context }) => context(),
      ignoreFetchAbort: true,
    });
  }

  /** Calls `listener` with every write reported to `invalidate` (and `clear`, as a change of everything). */
  onChange(listener: (change: ListChange) => void): void {
    this.listeners.push(listener);
  }

  /** The total for a public list filter (`key`), or `load`'s; same rules as `get`. */
  count(key: string, scope: ListEntryScope, load: () => Promise<number>): Promise<number> {
    return this.shared(`count:${key}`, scope, load);
  }

  /** The ids a public search ranks (`key`: its words and filters), or `load`'s; same rules as `get`. */
  candidates(key: string, scope: ListEntryScope, load: () => Promise<string[]>): Promise<string[]> {
    return this.shared(`candidates:${key}`, scope, load);
  }

  private async shared<T>(key: string, scope: ListEntryScope, load: () => Promise<T>): Promise<T> {
    if (!this.countsEnabled) return load();
    const loadEntry = async (): Promise<DerivedEntry> => {
      const startedAt = this.generation;
      const value = await load();
      return { value, scope, isSuspect: this.generation !== startedAt };
    };
    const entry = await this.derived.fetch(key, { context: loadEntry });
    if (!entry) return (await loadEntry()).value as T;
    if (entry.isSuspect && this.derived.peek(key) === entry) this.derived.delete(key);
    return entry.value as T;
  }

  /**
   * The cached body for `key`, or `load`'s (stored with its scope and the ids it shows).
   * A write reported while the load runs cannot be missed: that answer is served to its callers but not kept.
   */
  async get(
    key: string,
    scope: ListEntryScope,
    load: () => Promise<{ body: string; scriptIds: Iterable<string>; authorIds: Iterable<string> }>,
  ): Promise<string> {
    return (await this.getTagged(key, scope, load)).encoded.identity.toString("utf8");
  }

  /** Like `get`, with the body's ETag (for If-None-Match). */
  async getTagged(
    key: string,
    scope: ListEntryScope,
    load: () => Promise<{ body: string; scriptIds: Iterable<string>; authorIds: Iterable<string> }>,
  ): Promise<{ etag: string; encoded: EncodedBody }> {
    const loadEntry = async (): Promise<Entry> => {
      const startedAt = this.generation;
      const loaded = await load();
      // The string is dropped once it is bytes: the entry keeps the bytes only.
      const bytes = Buffer.from(loaded.body, "utf8");
      const etag = `W/"l-${createHash("sha1").update(bytes).digest("base64url")}"`;
      return {
        etag,
        encoded: await encodeBody(bytes, etag),
        scope,
        scriptIds: new Set(loaded.scriptIds),
        authorIds: new Set(loaded.authorIds),
        isSuspect: this.generation !== startedAt,
      };
    };
    const value = (await this.cache.fetch(key, { context: loadEntry })) ?? (await loadEntry());
    if (value.isSuspect && this.cache.peek(key) === value) this.cache.delete(key);
    return { etag: value.etag, encoded: value.encoded };
  }

  /** Clears the entries `change` can affect; returns how many went. */
  invalidate(change: ListChange): number {
    for (const listener of this.listeners) listener(change);
    if (change.kind === "script" && !change.isPublic && !this.shows(change.scriptId)) return 0;
    this.generation++;
    if (change.kind === "membership") {
      const facts = change.facts ?? [];
      if (facts.length === 0) {
        const size = this.cache.size;
        this.cache.clear();
        this.derived.clear();
        return size;
      }
      const touches = (scope: ListEntryScope) => facts.some((f) => scopeMayContain(scope, f));
      for (const [key, entry] of this.derived.entries()) if (touches(entry.scope)) this.derived.delete(key);
      return this.drop((entry) => facts.some((f) => entry.scriptIds.has(f.scriptId)) || touches(entry.scope));
    }
    // Totals and candidates remember no ids: they go when their filter or search reads a changed
    // facet, and searches go when an author is renamed (author names are searched).
    for (const [key, entry] of this.derived.entries()) {
      const hit =
        change.kind === "author"
          ? entry.scope.search !== undefined
          : (change.facets ?? []).some((facet) => scopeReads(entry.scope, facet));
      if (hit) this.derived.delete(key);
    }
    return this.drop((entry) =>
      change.kind === "author"
        ? entry.authorIds.has(change.userId)
        : entry.scriptIds.has(change.scriptId) ||
          (change.facets ?? []).some((facet) => scopeReads(entry.scope, facet)),
    );
  }

  /** Deletes the list entries `hit` picks; returns how many went. */
  private drop(hit: (entry: Entry) => boolean): number {
    const doomed: string[] = [];
    for (const [key, entry] of this.cache.entries()) if (hit(entry)) doomed.push(key);
    for (const key of doomed) this.cache.delete(key);
    return doomed.length;
  }

  /** Whether any cached entry shows this script. */
  private shows(scriptId: string): boolean {
    for (const entry of this.cache.values()) if (entry.scriptIds.has(scriptId)) return true;
    return false;
  }

  get size(): number {
    return this.cache.size;
  }

  clear(): void {
    for (const listener of this.listeners) listener({ kind: "membership" });
    this.generation++;
    this.cache.clear();
    this.derived.clear();
  }
}
