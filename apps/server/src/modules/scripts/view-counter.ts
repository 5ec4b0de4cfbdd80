import { sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { isRetryableTransactionError } from "../../lib/pg-errors.ts";
import { viewKeyOf, type ViewInput } from "./record-view.ts";

interface PendingView {
  scriptId: string;
  viewerKey: string;
  day: string;
}

export interface ViewCounterOptions {
  /** How often the buffered views are written (ms); 0: only when `flush` is called. */
  intervalMs: number;
  /** Views held at most before a flush is started early (a flood of distinct viewers). */
  maxPending?: number;
  /** Rows per statement. */
  batchSize?: number;
  /** Told which scripts' counts went up (their cached detail is dropped). */
  onCounted?: (scriptIds: string[]) => void;
  onError?: (err: unknown) => void;
}

/**
 * Counts views off the request path. A read only notes (script, viewer key, day) in memory, deduped
 * there; every `intervalMs` the notes are written in batches: each batch inserts its keys into
 * script_views with ON CONFLICT DO NOTHING and adds to scripts.views exactly the rows it inserted,
 * in one statement. The database's key is the dedupe, so several API processes sharing one
 * database count a viewer once per script per day however many of them saw the read. Many views of
 * one script cost one write per interval. `close` writes what is left (the app's onClose hook).
 */
export class ViewCounter {
  private pending = new Map<string, PendingView>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> = Promise.resolve(0);
  private closed = false;
  private readonly maxPending: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly options: ViewCounterOptions,
  ) {
    this.maxPending = options.maxPending ?? 50_000;
    this.batchSize = options.batchSize ?? 500;
    if (options.intervalMs > 0) {
      this.timer = setInterval(() => void this.flush(), options.intervalMs);
      this.timer.unref();
    }
  }

  /** Notes a view (never the owner's); returns whether it was noted. Never waits for the database. */
  record(input: ViewInput): boolean {
    const key = viewKeyOf(input);
    if (!key) return false;
    const id = `${input.scriptId}|${key.viewerKey}|${key.day}`;
    if (this.pending.has(id)) return true;
    this.pending.set(id, { scriptId: input.scriptId, ...key });
    if (this.pending.size >= this.maxPending) void this.flush();
    return true;
  }

  /** Views noted and not yet written. */
  get size(): number {
    return this.pending.size;
  }

  /** Writes the noted views; resolves with how many were new in the database. Flushes run one at a time. */
  flush(): Promise<number> {
    this.running = this.running.then(
      () => this.writePending(),
      () => this.writePending(),
    );
    return this.running;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.flush().catch(() => 0);
  }

  private async writePending(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const views = [...this.pending.values()];
    this.pending = new Map();
    let added = 0;
    const counted = new Set<string>();
    for (let i = 0; i < views.length; i += this.batchSize) {
      const batch = views.slice(i, i + this.batchSize);
      try {
        const rows = await this.writeBatch(batch);
        for (const row of rows) {
          added += row.n;
          counted.add(row.id);
        }
      } catch (err) {
        this.options.onError?.(err);
        // Kept for the next flush (the database dedupes a retry), unless the buffer is full.
        for (const v of batch) {
          if (this.pending.size >= this.maxPending) break;
          this.pending.set(`${v.scriptId}|${v.viewerKey}|${v.day}`, v);
        }
      }
    }
    if (counted.size > 0) this.options.onCounted?.([...counted]);
    return added;
  }

  /**
   * One batch in one transaction: the scripts' rows are locked first, in id order, so two processes
   * flushing views of the same scripts queue instead of deadlocking (the foreign key check's share
   * lock followed by the update would otherwise cross); views of a script deleted meanwhile are dropped.
   */
  private async writeBatch(batch: PendingView[]): Promise<{ id: string; n: number }[]> {
    const ids = [...new Set(batch.map((v) => v.scriptId))].sort();
    const values = sql.join(
      batch.map((v) => sql`(${v.scriptId}::uuid, ${v.viewerKey}::text, ${v.day}::text)`),
      sql`, `,
    );
    const idList = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          await tx.execute(sql`select id from scripts where id in (${idList}) order by id for update`);
          const result = await tx.execute<{ id: string; n: number }>(sql`
            with v(script_id, viewer_key, day) as (values ${values}),
            ins as (
              insert into script_views (script_id, viewer_key, day)
              select v.script_id, v.viewer_key, v.day from v join scripts s on s.id = v.script_id
              on conflict do nothing
              returning script_id
            ),
            counted as (select script_id, count(*)::int as n from ins group by script_id)
            update scripts set views = scripts.views + counted.n
            from counted where scripts.id = counted.script_id
            returning scripts.id as id, counted.n as n`);
          return rowsOf<{ id: string; n: number }>(result).map((r) => ({ id: String(r.id), n: Number(r.n) }));
        });
      } catch (err) {
        if (attempt < 3 && isRetryableTransactionError(err)) continue;
        throw err;
      }
    }
  }
}
