import { and, eq, lt, sql } from "drizzle-orm";

import { BUDGET_BAND_OF, minimumScoreOfGrade, RECOMMENDATION_OF, setFactFilters } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { genres, scriptFilterCountMoves, scriptFilterCounts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { isLockNotAvailable } from "../../lib/pg-errors.ts";
import { keyedIds } from "./keyed-ids.ts";
import type { ListPlan } from "./list-plan.ts";
import { FEW_MATCHES } from "./list-rules.ts";

/**
 * Exact totals of public page filters, kept in the database (migration 0031). A public list with
 * page filters (and a genre or type, but no other filter) is counted from its row in
 * script_filter_counts when it has one: one primary-key read instead of an index entry per matching
 * script. Triggers add a row to script_filter_count_moves for each total moved, in every transaction
 * that writes facts, visibility, type or genres, so a total read (its row plus its moves) is the
 * exact count at that commit, never an estimate; a filter matching at most FEW_MATCHES scripts keeps
 * their ids too. Writers only insert moves, never update a shared row: they never wait for each
 * other, nor deadlock, over the totals. A total's moves are folded into its row off the request
 * path once it has FOLD_AFTER of them.
 * A filter is registered when one process has been asked for it twice (a filter asked once costs
 * nothing more than its count), off the request path: the registration counts it exactly while
 * writers of facts wait (a lock on the table the triggers insert into, given up after
 * REGISTER_LOCK_WAIT_MS), so no write falls between its count and its row. At most
 * MAX_FILTER_COUNTS rows are kept, the least recently used dropped: each write of facts checks every row.
 */
export const MAX_FILTER_COUNTS = 1_000;
/** A kept total's last use is written again after this long (it decides which rows are dropped). */
export const FILTER_COUNT_TOUCH_MS = 3_600_000;
/**
 * How long a registration waits for writers of facts before giving up (a later ask tries again):
 * while it waits, writers that come after it wait too.
 */
export const REGISTER_LOCK_WAIT_MS = 250;
/** A kept total read with at least this many moves has them folded into its row (off the request path). */
export const FOLD_AFTER = 32;
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
  columns: Omit<FilterCountRow, "filterKey" | "id" | "genreId" | "matches" | "matchIds" | "usedAt">;
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
  /** The row's id (its moves name it). */
  id: number;
  matches: number;
  /** The matching scripts, when at most FEW_MATCHES match (and the row keeps ids). */
  matchIds: string[] | null;
  usedAt: Date;
  /** Moves not folded into the row yet. */
  moves: number;
}

const readStatements = new WeakMap<Db, ReturnType<typeof prepareRead>>();
// The row plus its moves, in one statement (one snapshot): exact at the last commit. The ids are
// the row's, those entered added and those gone taken away (as multisets: a script that left and
// came back is in once); JSON so both drivers give an array of strings. Columns are named with
// their table (Drizzle names a lone table's columns bare).
const c = (column: string) => sql.raw(`"script_filter_counts"."${column}"`);
const movesOfRow = sql.raw(`"script_filter_count_moves" m where m.count_id = "script_filter_counts"."id"`);
const prepareRead = (db: Db) =>
  db
    .select({
      id: scriptFilterCounts.id,
      matches: sql<number>`${c("matches")} + coalesce((select sum(m.matches) from ${movesOfRow}), 0)`.mapWith(
        Number,
      ),
      matchIds: sql<
        string[] | string | null
      >`case when ${c("match_ids")} is null then null else to_json(array(
        select t.id from (
          (select unnest(${c("match_ids")}) as id union all select unnest(m.entered) from ${movesOfRow})
          except all select unnest(m.gone) from ${movesOfRow}) t)) end`,
      usedAt: scriptFilterCounts.usedAt,
      moves: sql<number>`(select count(m.count_id) from ${movesOfRow})`.mapWith(Number),
    })
    .from(scriptFilterCounts)
    .where(eq(scriptFilterCounts.filterKey, sql.placeholder("key")))
    .prepare("script_filter_count");

/** The kept total of a filter (exact at the last commit), or undefined when it is not kept. */
export async function readFilterCount(db: Db, key: string): Promise<KeptFilterCount | undefined> {
  let read = readStatements.get(db);
  if (!read) readStatements.set(db, (read = prepareRead(db)));
  const [row] = await read.execute({ key });
  if (!row) return undefined;
  const ids = typeof row.matchIds === "string" ? (JSON.parse(row.matchIds) as string[]) : row.matchIds;
  return { ...row, matchIds: ids && ids.length <= FEW_MATCHES ? ids : null };
}

/**
 * Folds a kept total's moves into its row, in one statement: the moves it deletes are exactly those
 * it adds (moves committed later stay for the next fold), and a reader sees the row and its moves
 * either before or after. Writers are never held up (they only insert moves). Ids stop being kept
 * once more than FEW_MATCHES match.
 */
export async function foldFilterCount(db: Db, id: number): Promise<void> {
  await db.execute(sql`
    with gone as (delete from ${scriptFilterCountMoves} where ${scriptFilterCountMoves.countId} = ${id}
                  returning matches, entered, gone)
    update ${scriptFilterCounts} c
       set matches = c.matches + coalesce((select sum(g.matches) from gone g), 0)::int,
           match_ids = case when c.match_ids is null then null else (
             select case when count(*) > ${FEW_MATCHES} then null else coalesce(array_agg(t.id), '{}') end
               from ((select unnest(c.match_ids) as id union all select unnest(g.entered) from gone g)
                     except all select unnest(g.gone) from gone g) t) end
     where c.id = ${id}`);
}

/**
 * Folds every kept total with at least `minMoves` moves (and deletes moves of totals no longer
 * kept): a total nobody reads would otherwise gain moves until it is dropped. One total at a time.
 */
export async function foldFilterCounts(db: Db, { minMoves = FOLD_AFTER } = {}): Promise<void> {
  const due = await db
    .select({ id: scriptFilterCountMoves.countId })
    .from(scriptFilterCountMoves)
    .groupBy(scriptFilterCountMoves.countId)
    .having(sql`count(*) >= ${minMoves}`);
  for (const { id } of due) await foldFilterCount(db, id);
}

/**
 * Counts a filter exactly and keeps its row. The lock (SHARE ROW EXCLUSIVE on the table the
 * triggers insert moves into) waits for every transaction that has moved a total to end, and holds
 * off the others' triggers until this one commits, so the count (a statement started after the
 * lock, which sees every commit before it) and the triggers' moves after it never miss or double a
 * write. Writers are only ever made to wait (at most `lockWaitMs` plus one count), never failed: the
 * registration is the one that gives up.
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
      await tx.execute(sql`lock table ${scriptFilterCountMoves} in share row exclusive mode`);
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
      // The least recently used rows past the bound go (every write of facts checks each row), and
      // moves of totals no longer kept (no writer inserts any while the lock is held).
      await tx.execute(sql`
      delete from ${scriptFilterCounts} where ${scriptFilterCounts.filterKey} in (
        select ${scriptFilterCounts.filterKey} from ${scriptFilterCounts}
        order by ${scriptFilterCounts.usedAt} desc offset ${maxKept})`);
      await tx.execute(sql`
      delete from ${scriptFilterCountMoves} m
      where not exists (select from ${scriptFilterCounts} c where c.id = m.count_id)`);
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
  private lastSweep = Date.now();

  constructor(private readonly options: { onError?: (err: unknown) => void } = {}) {}

  /** Notes an ask of a filter whose total is not kept; the second one queues its registration. */
  noteAsked(db: Db, plan: ListPlan, key: string): void {
    this.sweep(db);
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

  /**
   * Notes the use of a kept total; writes it when the last written use is old, and folds its moves
   * when it has FOLD_AFTER of them.
   */
  noteUsed(db: Db, key: string, kept: KeptFilterCount): void {
    this.sweep(db);
    if (kept.moves >= FOLD_AFTER && !this.waiting.has(`fold:${kept.id}`)) {
      this.waiting.add(`fold:${kept.id}`);
      this.enqueue(() => foldFilterCount(db, kept.id), `fold:${kept.id}`);
    }
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

  /** At most once per FILTER_COUNT_TOUCH_MS, folds every total with FOLD_AFTER moves, read or not. */
  private sweep(db: Db): void {
    if (Date.now() - this.lastSweep < FILTER_COUNT_TOUCH_MS || this.waiting.has("fold:all")) return;
    this.lastSweep = Date.now();
    this.waiting.add("fold:all");
    this.enqueue(() => foldFilterCounts(db), "fold:all");
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
