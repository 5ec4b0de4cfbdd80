import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

import { scriptDetailResponseSchema, type SessionUser } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { scriptVersions } from "../../db/schema.ts";
import { encodeBody, type EncodedBody } from "../../lib/encoded-body.ts";
import type { ListChange } from "../discover/list-cache.ts";
import type { ParseStamp } from "../screenplay/screenplay-cache.ts";
import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { findDetailRow, type DetailRow } from "./detail-row.ts";
import { toDetail } from "./to-script-dto.ts";

/** The most page HTML forms (one per origin) kept per script: the Host header is the client's. */
const MAX_PAGES_PER_ENTRY = 4;

/** What is kept of a public script: its row, its detail as anyone but its editors sees it, its page. */
export interface PublicDetail {
  s: ScriptWithAuthor;
  /** `{ success: true, script }` for a viewer who is neither the owner nor an admin, in every encoding. */
  body: EncodedBody;
  /** The page's HTML with its link-preview tags, per origin (seo.routes.ts), in every encoding. */
  pages: Map<string, EncodedBody>;
  /**
   * The current version's row and parse stamp once a reader asked for its screenplay and the parse
   * had finished (screenplay.routes.ts): later reads answer without a query until a write drops
   * the entry (a parse or re-parse invalidates the script).
   */
  screenplay?: { version: ScriptVersionRow; stamp: ParseStamp };
}

type ScriptVersionRow = typeof scriptVersions.$inferSelect;

type Viewer = Pick<SessionUser, "id" | "role"> | undefined;

/**
 * Whether `viewer` sees the public detail: anyone but the owner and admins (owners and admins see
 * their flags, every coverage status and private scripts; they are answered fresh, never cached).
 */
export function seesPublicDetail(s: ScriptWithAuthor, viewer: Viewer): boolean {
  return (
    s.script.isPublic && (viewer === undefined || (viewer.role !== "admin" && viewer.id !== s.script.userId))
  );
}

/** Builds the kept form of a public script (null when it is missing or private). */
export async function buildPublicDetail(
  ctx: AppContext,
  id: string,
  loaded?: DetailRow,
): Promise<PublicDetail | null> {
  const s = loaded ?? (await findDetailRow(ctx.database.db, id));
  if (!s || !s.script.isPublic) return null;
  const detail = await toDetail(ctx, s, undefined, s.versionCount, s.coverage);
  const json = JSON.stringify(scriptDetailResponseSchema.parse({ success: true, script: detail }));
  const etag = `"d-${createHash("sha1").update(json).digest("base64url")}"`;
  return { s, body: await encodeBody(Buffer.from(json), etag), pages: new Map() };
}

/**
 * The detail of public scripts as their readers see it, kept until a write changes it: the write
 * use cases report to the list cache (ListCache.invalidate), which tells this cache too, and a few
 * writes the lists ignore (compare sharing, finished coverage, counted views) call `invalidate`
 * directly. Only public scripts are kept and only the anonymous form: a script made private is
 * dropped by the write, and a load that overlapped any write is served to its callers but not kept.
 * Other processes see a change within the TTL (DISCOVER_CACHE_TTL_MS), like the lists.
 */
export class ScriptDetailCache {
  private readonly cache: LRUCache<string, PublicDetail>;
  private readonly loading = new Map<string, Promise<PublicDetail | null>>();
  private generation = 0;

  constructor(ttlMs: number, max = 2000) {
    this.cache = new LRUCache<string, PublicDetail>({ max, ttl: Math.max(1, ttlMs) });
  }

  /** The kept detail of a public script, if any (never loads). */
  peek(id: string): PublicDetail | undefined {
    return this.cache.get(id);
  }

  /** The kept detail, or `load`'s (concurrent misses share one load); null for a missing or private script. */
  get(id: string, load: () => Promise<PublicDetail | null>): Promise<PublicDetail | null> {
    const hit = this.cache.get(id);
    if (hit) return Promise.resolve(hit);
    const pending = this.loading.get(id);
    if (pending) return pending;
    const startedAt = this.generation;
    const promise = load()
      .then((entry) => {
        // Kept under the script's own id only: invalidations name it so (a differently spelt id is loaded each time).
        const keep =
          entry && entry.s.script.isPublic && entry.s.script.id === id && this.generation === startedAt;
        if (keep) this.cache.set(id, entry);
        return entry;
      })
      .finally(() => {
        if (this.loading.get(id) === promise) this.loading.delete(id);
      });
    this.loading.set(id, promise);
    return promise;
  }

  /** Drops what is kept of these scripts (and loads in flight: later requests load anew). */
  invalidate(...scriptIds: string[]): void {
    this.generation++;
    for (const id of scriptIds) {
      this.cache.delete(id);
      this.loading.delete(id);
    }
  }

  /** Follows a write reported to the list cache. */
  onListChange(change: ListChange): void {
    if (change.kind === "script") return this.invalidate(change.scriptId);
    if (change.kind === "author") {
      this.generation++;
      for (const [id, entry] of this.cache.entries())
        if (entry.s.script.userId === change.userId) this.cache.delete(id);
      this.loading.clear();
      return;
    }
    const facts = change.facts ?? [];
    if (facts.length === 0) return this.clear();
    this.invalidate(...facts.map((f) => f.scriptId));
  }

  /** Stores a page's HTML for an origin, unless the entry already holds its share. */
  keepPage(entry: PublicDetail, origin: string, page: EncodedBody): void {
    if (entry.pages.size < MAX_PAGES_PER_ENTRY) entry.pages.set(origin, page);
  }

  clear(): void {
    this.generation++;
    this.cache.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.cache.size;
  }
}
