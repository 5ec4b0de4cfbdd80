import { sql } from "drizzle-orm";

import { MAX_READ_SECONDS_PER_PAGE, READ_PAGE_MIN_SECONDS } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { withTransaction } from "../../db/transaction.ts";
import { notifyFinishedReads } from "./read-notifications.ts";

/** Share of a version's pages a reader must have read, the last one among them, to have finished. */
const FINISHED_SHARE = 0.8;

/**
 * Folds raw page reports into per-read, per-page summaries and deletes them, then recomputes the
 * touched reads' totals (pages counted, seconds, finished). `scriptId` limits it to one script (the
 * readers panel folds before it answers); the job folds everything. Safe to run concurrently: each
 * event is deleted by exactly one run.
 */
export async function rollUpReads(db: Db, scriptId?: string): Promise<{ events: number; finished: number }> {
  const result = await withTransaction(db, async (tx) => {
    const scope = scriptId
      ? sql`read_id in (select id from script_reads where script_id = ${scriptId})`
      : sql`true`;
    const moved = rowsOf<{ read_id: string }>(
      await tx.execute(sql`
        with moved as (delete from script_read_events where ${scope} returning read_id, page, seconds),
        summed as (
          insert into script_read_pages (read_id, page, seconds, counted)
          select read_id, page, least(${MAX_READ_SECONDS_PER_PAGE}, sum(seconds))::int,
                 sum(seconds) >= ${READ_PAGE_MIN_SECONDS}
          from moved group by read_id, page
          on conflict (read_id, page) do update
            set seconds = least(${MAX_READ_SECONDS_PER_PAGE}, script_read_pages.seconds + excluded.seconds),
                counted = script_read_pages.seconds + excluded.seconds >= ${READ_PAGE_MIN_SECONDS}
          returning read_id
        )
        select distinct read_id from summed`),
    );
    if (moved.length === 0) return { events: 0, finishedIds: [] as string[] };
    const ids = moved.map((r) => r.read_id);
    const finished = rowsOf<{ id: string }>(
      await tx.execute(sql`
        with totals as (
          select p.read_id, count(*) filter (where p.counted)::int as pages_read, sum(p.seconds)::int as seconds_read,
                 bool_or(p.counted and p.page = r.page_count) as read_last
          from script_read_pages p join script_reads r on r.id = p.read_id
          where p.read_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          group by p.read_id
        ),
        updated as (
          update script_reads r set pages_read = t.pages_read, seconds_read = t.seconds_read,
            finished = r.finished or (r.page_count is not null and t.read_last
              and t.pages_read >= ceil(r.page_count * ${FINISHED_SHARE}::float8))
          from totals t, script_reads old where r.id = t.read_id and old.id = r.id
          returning r.id, r.finished, old.finished as was_finished
        )
        select id from updated where finished and not was_finished`),
    );
    return { events: moved.length, finishedIds: finished.map((r) => r.id) };
  });
  if (result.finishedIds.length > 0) await notifyFinishedReads(db, result.finishedIds);
  return { events: result.events, finished: result.finishedIds.length };
}
