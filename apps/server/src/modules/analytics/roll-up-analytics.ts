import { sql } from "drizzle-orm";

import { ANALYTICS_RAW_RETENTION_DAYS } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { withTransaction } from "../../db/transaction.ts";
import { sweepAnalyticsBudgets } from "./client-budget.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed number: two workers never roll the same rows up at once. */
const ROLL_UP_LOCK = 280_008;

/** Raw rows before this instant are rolled up: the start of the UTC day ANALYTICS_RAW_RETENTION_DAYS ago. */
export function rawRetentionCutoff(now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - ANALYTICS_RAW_RETENTION_DAYS * DAY_MS);
}

/**
 * Rolls raw page views and events older than the retention into per-day totals (analytics_daily)
 * and deletes them, in one transaction: running it twice changes nothing the second time
 * (issue 28, finding 8). Also sweeps the per-client budget buckets.
 */
export async function rollUpAnalytics(db: Db, now = new Date()): Promise<{ views: number; events: number }> {
  const cutoff = rawRetentionCutoff(now).toISOString();
  const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
  const result = await withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLL_UP_LOCK})`);
    await tx.execute(sql`
      insert into analytics_daily (day, kind, name, count, signed_in, time_spent_sum, time_spent_count)
      select ${day("created_at")}, 'view', split_part(page, '?', 1), count(*)::int, count(user_id)::int,
             coalesce(sum(time_spent_ms) filter (where time_spent_ms > 0), 0),
             (count(*) filter (where time_spent_ms > 0))::int
      from analytics_page_views where created_at < ${cutoff}::timestamptz
      group by 1, 3
      on conflict (day, kind, name) do update set
        count = analytics_daily.count + excluded.count,
        signed_in = analytics_daily.signed_in + excluded.signed_in,
        time_spent_sum = analytics_daily.time_spent_sum + excluded.time_spent_sum,
        time_spent_count = analytics_daily.time_spent_count + excluded.time_spent_count`);
    await tx.execute(sql`
      insert into analytics_daily (day, kind, name, count)
      select ${day("created_at")}, 'event', event_name, count(*)::int
      from analytics_events where created_at < ${cutoff}::timestamptz
      group by 1, 3
      on conflict (day, kind, name) do update set count = analytics_daily.count + excluded.count`);
    const [views] = rowsOf<{ n: number }>(
      await tx.execute(sql`with d as (delete from analytics_page_views where created_at < ${cutoff}::timestamptz returning 1)
        select count(*)::int as n from d`),
    );
    const [events] = rowsOf<{ n: number }>(
      await tx.execute(sql`with d as (delete from analytics_events where created_at < ${cutoff}::timestamptz returning 1)
        select count(*)::int as n from d`),
    );
    return { views: Number(views?.n ?? 0), events: Number(events?.n ?? 0) };
  });
  await sweepAnalyticsBudgets(db, now);
  return result;
}
