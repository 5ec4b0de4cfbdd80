import { LRUCache } from "lru-cache";

import {
  MAX_SCREENPLAY_MODEL_BYTES,
  SCREENPLAY_CACHE_MAX_BYTES,
  SCREENPLAY_TOO_LARGE_MESSAGE,
  type ScreenplayResponse,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { findParse } from "./screenplay.repo.ts";

/** A finished parse, serialised once: the JSON body every reader of that version gets, and its ETag. */
export interface SerializedScreenplay {
  body: Buffer;
  etag: string;
}

export type ScreenplayAnswer =
  | { kind: "serialized"; value: SerializedScreenplay }
  | { kind: "plain"; response: ScreenplayResponse }
  | { kind: "missing" };

/**
 * The parsed model of a version never changes once parsed, so its JSON answer is built once per
 * process and kept in an LRU bounded by bytes (docs/security.md, finding 7): 20 parallel reads of a large
 * model cost one database read and one JSON.stringify, not twenty, and /health stays responsive.
 * Concurrent misses for one version share a single load. Failed parses are never cached (a retry
 * may still succeed); access to the script is checked by the caller on every request.
 */
export class ScreenplayCache {
  private readonly cache: LRUCache<
    string,
    SerializedScreenplay,
    () => Promise<SerializedScreenplay | undefined>
  >;

  constructor(maxBytes = SCREENPLAY_CACHE_MAX_BYTES) {
    this.cache = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (value) => Math.max(1, value.body.length),
      // Larger than the whole cache: served, never kept.
      maxEntrySize: maxBytes,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async answer(db: Db, versionId: string, versionNumber: number): Promise<ScreenplayAnswer> {
    let other: ScreenplayAnswer = { kind: "missing" };
    let ran = false;
    const load = async (): Promise<SerializedScreenplay | undefined> => {
      ran = true;
      const parse = await findParse(db, versionId);
      if (!parse) {
        other = { kind: "missing" };
        return undefined;
      }
      if (parse.status === "failed") {
        other = {
          kind: "plain",
          response: {
            success: true,
            version: versionNumber,
            status: "failed",
            error: parse.error ?? "The screenplay could not be parsed",
          },
        };
        return undefined;
      }
      const body = Buffer.from(
        JSON.stringify({
          success: true,
          version: versionNumber,
          status: "done",
          model: parse.model,
          stats: parse.stats,
        }),
      );
      // A model stored before the size bound existed is not sent whole to every visitor.
      if (body.length > MAX_SCREENPLAY_MODEL_BYTES * 1.5) {
        other = {
          kind: "plain",
          response: {
            success: true,
            version: versionNumber,
            status: "failed",
            error: SCREENPLAY_TOO_LARGE_MESSAGE,
          },
        };
        return undefined;
      }
      return { body, etag: `"sp-${versionId}-${parse.parsedAt.getTime().toString(36)}"` };
    };
    const value = await this.cache.fetch(versionId, { context: load });
    if (value) return { kind: "serialized", value };
    if (ran) return other;
    // Another request's load ran and found nothing cacheable: this one reads for itself.
    const again = await load();
    return again ? { kind: "serialized", value: again } : other;
  }

  /** For tests and the parse job: forget a version (its parse was re-run). */
  delete(versionId: string): void {
    this.cache.delete(versionId);
  }

  get calculatedSize(): number {
    return this.cache.calculatedSize;
  }
}
