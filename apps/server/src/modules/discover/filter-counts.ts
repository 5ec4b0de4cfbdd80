import { and, eq, lt, sql } from "drizzle-orm";

import { BUDGET_BAND_OF, minimumScoreOfGrade, RECOMMENDATION_OF, setFactFilters } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { genres, scriptFilterCounts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { isLockNotAvailable } from "../../lib/pg-errors.ts";
import { keyedIds } from "./keyed-ids.ts";
import type { ListPlan } from "./list-plan.ts";
import { FEW_MATCHES } from "./list-rules.ts";

/**
 * Exact totals of public page filters, kept in the database (migration 0031). A public list with
 * page filters (and a genre or type, but no other filter) is counted from its row in
 * script_filter_counts when it has one: one primary-key read instead of an index entry per matching
 * script. Rows are kept by triggers in every transaction that writes facts, visibility, type or
 * genres, so a total read is the exact count at that commit, never an estimate; a filter matching at
 * most FEW_MATCHES scripts keeps their ids too.
 * A filter is registered when one process has been asked for it twice (a filter asked once costs
 * nothing more than its count), off the request path: the registration counts it exactly while
 * writers of facts wait (a lock on the table the triggers write), so no write falls between its count
 * and its row. At most MAX_FILTER_COUNTS rows are kept, the least recently used dropped: each write of
 * facts checks every row.
 */
export const MAX_FILTER_COUNTS = 1_000;
/** A kept total's last use is written again after this long (it decides which rows are dropped). */
export const FILTER_COUNT_TOUCH_MS = 3_600_000;
/**
 * How long a registration waits for writers of facts before giving up (a later ask tries again):
 * while it waits, writers that come after it wait too.
 */
export const REGISTER_LOCK_WAIT_MS = 250;
/** Filters asked for once, remembered per process (the second ask registers them). */
const ASKED_REMEMBERED = 1_000;
/** Registrations waiting at most (more asks are dropped: they are asked again later). */
const MAX_WAITING = 32;

type FilterCountRow = typeof scriptFilterCounts.$inferInsert;

export interface FilterCountKey {
  key: string;
  /** The genre by slug (its id is looked up when registering), or undefined. */
  genre: string | undefined;
  /** The filter's columns in script_filter_counts (unset filters absent: NULL). */
  columns: Omit<FilterCountRow, "filterKey" | "genreId" | "matches" | "matchIds" | "usedAt">;
}

/**
 * The kept-total key of a list, or undefined when its total cannot be kept: a viewer's own list,
 * given ids, a search, no page filter needing a facts row (has no coverage alone also matches
 * scripts without facts), or another filter (reviews, a category) that no trigger follows.
 */
export function filterCountKey(plan: ListPlan): FilterCountKey | undefined {
  const { input, walk, facts, shareable, genre } = plan;
  if (!shareable || input.search || !walk || walk.others.length > 0 || !facts.onFacts) return undefined;
  const set = setFactFilters(input.facts ?? {});
  return {
    key: JSON.stringify([genre ?? null, input.screenplayType ?? null, facts.cacheKey]),
    genre,
    columns: {
      screenplayType: input.screenplayType,
      format: set.format,
      budgetBand: set.budget && BUDGET_BAND_OF[set.budget],
      pagesMin: set.pages_min,
      pagesMax: set.pages_max,
      castMin: set.cast_min,
      castMax: set.cast_max,
      locationsMin: set.locations_min,
      locationsMax: set.locations_max,
      exteriorMin: set.exterior_min,
      exteriorMax: set.exterior_max,
      nightMin: set.night_min,
      nightMax: set.night_max,
      dialogueMin: set.dialogue_min,
      dialogueMax: set.dialogue_max,
      leadMin: set.lead_min,
      leadMax: set.lead_max,
      hasCoverage: set.has_coverage,
      minScore: set.grade && minimumScoreOfGrade(set.grade),
      recommendation: set.recommendation && RECOMMENDATION_OF[set.recommendation],
    },
  };
}

export interface KeptFilterCount {
  matches: number;
  /** The matching scripts, when at most FEW_MATCHES match. */
  matchIds: string[] | null;
  usedAt: Date;
}

const readStatements = new WeakMap<Db, ReturnType<typeof prepareRead>>();
const prepareRead = (db: Db) =>
  db
    .select({
      matches: scriptFilterCounts.matches,
      matchIds: scriptFilterCounts.matchIds,
      usedAt: scriptFilterCounts.usedAt,
    })
    .from(scriptFilterCounts)
    .where(eq(scriptFilterCounts.filterKey, sql.placeholder("key")))
    .prepare("script_filter_count");

/** The kept total of a filter (exact at the last commit), or undefined when it is not kept. */
export async function readFilterCount(db: Db, key: string): Promise<KeptFilterCount | undefined> {
  let read = readStatements.get(db);
  if (!read) readStatements.set(db, (read = prepareRead(db)));
  const [row] = await read.execute({ key });
  return row;
}

/**
 * Counts a filter exactly and keeps its row. The lock (SHARE ROW EXCLUSIVE on the table the
 * triggers update) waits for every transaction that has moved a total to end, and holds off the
 * others' triggers until this one commits, so the count (a statement started after the lock, which
 * sees every commit before it) and the triggers' changes after it never miss or double a write.
 * Two registrations take turns (the mode conflicts with itself). Returns the kept total, or
 * undefined when the genre is unknown (the list is empty; nothing to keep) or when writers held the
 * lock past `lockWaitMs` (nothing kept; a later ask registers it). Past `maxKept` rows the least
 * recently used go.
 */
export async function registerFilterCount(
  db: Db,
  plan: ListPlan,
  { maxKept = MAX_FILTER_COUNTS, lockWaitMs = REGISTER_LOCK_WAIT_MS } = {},
): Promise<number | undefined> {
  const kept = filterCountKey(plan);
  if (!kept || !plan.walk) return undefined;
  const { walk, values } = plan;
  return withTransaction(
    db,
    async (tx) => {
      let genreId: number | null = null;
      if (kept.genre !== undefined) {
        const [genre] = await tx.select({ id: genres.id }).from(genres).where(eq(genres.slug, kept.genre));
        if (!genre) return undefined;
        genreId = genre.id;
      }
      // Writers of facts queue behind a waiting registration: it waits briefly, then gives up.
      await tx.execute(sql.raw(`set local lock_timeout = '${Math.trunc(lockWaitMs)}ms'`));
      await tx.execute(sql`lock table ${scriptFilterCounts} in share row exclusive mode`);
      const few = await keyedIds(tx, walk)
        .limit(FEW_MATCHES + 1)
        .prepare("")
        .execute(values);
      let matches = few.length;
      if (few.length > FEW_MATCHES) {
        const matched = keyedIds(tx, walk).as("matched");
        const [counted] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(matched)
          .prepare("")
          .execute(values);
        matches = counted?.n ?? 0;
      }
      await tx
        .insert(scriptFilterCounts)
        .values({
          ...kept.columns,
          filterKey: kept.key,
          genreId,
          matches,
          matchIds: few.length > FEW_MATCHES ? null : few.map((r) => r.id),
        })
        .onConflictDoNothing();
      // The least recently used rows past the bound go (every write of facts checks each row).
      await tx.execute(sql`
      delete from ${scriptFilterCounts} where ${scriptFilterCounts.filterKey} in (
        select ${scriptFilterCounts.filterKey} from ${scriptFilterCounts}
        order by ${scriptFilterCounts.usedAt} desc offset ${maxKept})`);
      return matches;
    },
    // Each statement sees what was committed before it started: the count, every commit before the lock.
    { isolationLevel: "read committed" },
  ).catch((err: unknown) => {
    if (isLockNotAvailable(err)) return undefined;
    throw err;
  });
}

/**
 * A process's registrations of kept totals: a filter asked for twice (without a kept total) is
 * registered, one registration at a time, off the request path; a kept total used after
 * FILTER_COUNT_TOUCH_MS has its use written again. Failures go to `onError` (the total is counted
 * as before until a later ask registers it).
 */
export class FilterCounts {
  private readonly asked = new Map<string, number>();
  private readonly waiting = new Set<string>();
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: { onError?: (err: unknown) => void } = {}) {}

  /** Notes an ask of a filter whose total is not kept; the second one queues its registration. */
  noteAsked(db: Db, plan: ListPlan, key: string): void {
    const times = (this.asked.get(key) ?? 0) + 1;
    this.asked.delete(key);
    if (times < 2) {
      this.asked.set(key, times);
      if (this.asked.size > ASKED_REMEMBERED) this.asked.delete(this.asked.keys().next().value!);
      return;
    }
    if (this.waiting.has(key) || this.waiting.size >= MAX_WAITING) return;
    this.waiting.add(key);
    this.enqueue(() => registerFilterCount(db, plan), key);
  }

  /** Notes the use of a kept total; writes it when the last written use is old. */
  noteUsed(db: Db, key: string, kept: KeptFilterCount): void {
    if (Date.now() - kept.usedAt.getTime() < FILTER_COUNT_TOUCH_MS || this.waiting.has(key)) return;
    this.waiting.add(key);
    this.enqueue(
      () =>
        db
          .update(scriptFilterCounts)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(scriptFilterCounts.filterKey, key),
              lt(scriptFilterCounts.usedAt, new Date(Date.now() - FILTER_COUNT_TOUCH_MS)),
            ),
          ),
      key,
    );
  }

  /** Resolves once every registration and use queued so far is written (tests; closing the app). */
  settled(): Promise<void> {
    return this.running;
  }

  private enqueue(work: () => Promise<unknown>, key: string): void {
    this.running = this.running.then(async () => {
      try {
        await work();
      } catch (err) {
        this.options.onError?.(err);
      } finally {
        this.waiting.delete(key);
      }
    });
  }
}
