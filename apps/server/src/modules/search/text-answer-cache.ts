import { LRUCache } from "lru-cache";

import type { TextSearchResponse } from "@twl/contract";

import type { ListChange } from "../discover/list-cache.ts";

/** The most kept answers (a page of up to 20 results, two pages of lines each: ~50 KB at most). */
export const MAX_KEPT_TEXT_ANSWERS = 500;

/**
 * Public answers of the text search inside scripts, kept for repeated queries (a page of one query,
 * as anyone who owns no private script sees it): ranking the matching pages and marking their lines
 * was all of a search's time. Kept for DISCOVER_COUNT_TTL_MS, like the lists' totals and search
 * candidates, and dropped by the same explicit invalidation as the lists (`onListChange`, fed by
 * ListCache.onChange): any reported change of a public script (a new version or parse, a switch of
 * version, its title or genres, it turning public or private, its deletion) or of an author clears
 * every answer, since any of them can change which pages match or what a result shows. Changes of
 * private scripts change no public answer and keep them. Other processes see a change within the TTL.
 */
export class TextAnswerCache {
  private readonly answers: LRUCache<string, KeptAnswer, () => Promise<KeptAnswer>>;
  /** Bumped by every clearing change, so an answer loaded while one was reported is not kept. */
  private generation = 0;

  constructor(ttlMs: number, max = MAX_KEPT_TEXT_ANSWERS) {
    this.answers = new LRUCache<string, KeptAnswer, () => Promise<KeptAnswer>>({
      max,
      ttl: Math.max(1, ttlMs),
      fetchMethod: (_key, _stale, { context }) => context(),
      // An answer still loading when it is evicted or cleared is served all the same, not kept.
      ignoreFetchAbort: true,
    });
  }

  /** The public answer for `key` (query, page and page size), or `load`'s (concurrent misses share one load). */
  async get(key: string, load: () => Promise<TextSearchResponse>): Promise<TextSearchResponse> {
    const loadEntry = async (): Promise<KeptAnswer> => {
      const startedAt = this.generation;
      const answer = await load();
      return { answer, isSuspect: this.generation !== startedAt };
    };
    const entry = (await this.answers.fetch(key, { context: loadEntry })) ?? (await loadEntry());
    if (entry.isSuspect && this.answers.peek(key) === entry) this.answers.delete(key);
    return entry.answer;
  }

  /** Follows a write reported to the list cache (see the class comment). */
  onListChange(change: ListChange): void {
    if (change.kind === "script" && !change.isPublic) return;
    this.generation++;
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }
}

interface KeptAnswer {
  answer: TextSearchResponse;
  /** Loaded while a change was reported: served once, never reused. */
  isSuspect: boolean;
}
