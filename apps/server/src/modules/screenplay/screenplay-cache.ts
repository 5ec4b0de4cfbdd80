import { LRUCache } from "lru-cache";

import {
  MAX_SCREENPLAY_MODEL_BYTES,
  SCREENPLAY_CACHE_MAX_BYTES,
  SCREENPLAY_TOO_LARGE_MESSAGE,
  type ScreenplayResponse,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { defaultCompress, encodeBody, type Compress, type EncodedBody } from "../../lib/encoded-body.ts";
import { splitScreenplay } from "./screenplay-parts.ts";
import { findParse, findParseStamp } from "./screenplay.repo.ts";

export type ParseStamp = NonNullable<Awaited<ReturnType<typeof findParseStamp>>>;

/** What a finished parse is served as: its parts, ready in every encoding, or a refusal. */
type Prepared = { kind: "parts"; parts: EncodedBody[] } | { kind: "too-large" };

export type ScreenplayAnswer =
  | { kind: "encoded"; body: EncodedBody }
  | { kind: "plain"; response: ScreenplayResponse }
  | { kind: "missing" }
  | { kind: "no-such-part"; count: number };

export interface ScreenplayCacheOptions {
  maxBytes?: number;
  /** Compression of each part (tests count the calls). */
  compress?: Compress;
  maxPartBytes?: number;
}

/**
 * The answers of finished parses, built once per process and kept in an LRU bounded by bytes
 * (docs/security.md, issue 28 finding 5): a parse is read, split into parts (screenplay-parts.ts),
 * serialised and compressed (brotli and gzip, in zlib's thread pool) once, and every reader of that
 * version gets the same bytes. Concurrent first reads share the one computation. Entries are keyed
 * by the parse's time, so a re-parse (on any node) is seen at the next read, for the cost of one
 * small query. Failed parses are answered from that query and never kept; access to the script is
 * checked by the caller on every request.
 */
export class ScreenplayCache {
  private readonly cache: LRUCache<string, Prepared, () => Promise<Prepared>>;
  private readonly compress: Compress;
  private readonly maxPartBytes?: number;

  constructor(options: ScreenplayCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? SCREENPLAY_CACHE_MAX_BYTES;
    this.compress = options.compress ?? defaultCompress;
    this.maxPartBytes = options.maxPartBytes;
    this.cache = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (value) =>
        value.kind === "parts"
          ? Math.max(
              1,
              value.parts.reduce((sum, part) => sum + part.bytes, 0),
            )
          : 1,
      // Larger than the whole cache: served, never kept.
      maxEntrySize: maxBytes,
      fetchMethod: (_key, _stale, { context }) => context(),
      // A load whose entry is evicted meanwhile still answers the requests waiting for it.
      ignoreFetchAbort: true,
    });
  }

  /**
   * The answer for part `part` (1-based) of a version's parse. `known` is the parse's stamp when the
   * caller already holds it (a kept public detail remembers its current version's); else it is read.
   */
  async answer(
    db: Db,
    versionId: string,
    versionNumber: number,
    part = 1,
    known?: ParseStamp | null,
  ): Promise<ScreenplayAnswer> {
    const stamp = known === undefined ? await findParseStamp(db, versionId) : known;
    if (!stamp) return { kind: "missing" };
    if (stamp.status === "failed")
      return {
        kind: "plain",
        response: {
          success: true,
          version: versionNumber,
          status: "failed",
          error: stamp.error ?? "The screenplay could not be parsed",
        },
      };
    const tag = `${versionId}-${stamp.parsedAt.getTime().toString(36)}`;
    const prepared =
      (await this.cache.fetch(tag, { context: () => this.prepare(db, versionId, versionNumber, tag) })) ??
      (await this.prepare(db, versionId, versionNumber, tag));
    if (prepared.kind === "too-large")
      return {
        kind: "plain",
        response: {
          success: true,
          version: versionNumber,
          status: "failed",
          error: SCREENPLAY_TOO_LARGE_MESSAGE,
        },
      };
    const body = prepared.parts[part - 1];
    return body ? { kind: "encoded", body } : { kind: "no-such-part", count: prepared.parts.length };
  }

  private async prepare(db: Db, versionId: string, versionNumber: number, tag: string): Promise<Prepared> {
    const parse = await findParse(db, versionId);
    // A model stored before the size bound existed is not sent to every visitor.
    const stored = Buffer.byteLength(JSON.stringify({ model: parse?.model, stats: parse?.stats }));
    if (stored > MAX_SCREENPLAY_MODEL_BYTES * 1.5) return { kind: "too-large" };
    const parts = splitScreenplay(versionNumber, parse?.model, parse?.stats, this.maxPartBytes);
    const encoded = await Promise.all(
      parts.map((bytes, i) => encodeBody(bytes, `"sp-${tag}-${i + 1}"`, this.compress)),
    );
    return { kind: "parts", parts: encoded };
  }

  get calculatedSize(): number {
    return this.cache.calculatedSize;
  }
}
