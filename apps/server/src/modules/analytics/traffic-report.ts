import { sql } from "drizzle-orm";

import type { TrafficResponse } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";

const TOP_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days from `days - 1` days ago to today, as YYYY-MM-DD. */
export function utcDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Page views per day and path, from raw rows and from the daily roll-ups of rows past the retention
 * (roll-up-analytics.ts): a raw row is either still raw or rolled up, never both.
 */
const viewsSince = (since: string, firstDay: string) => sql`
  with v as (
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, split_part(page, '?', 1) as page,
           count(*)::bigint as views, count(user_id)::bigint as signed_in,
           coalesce(sum(time_spent_ms) filter (where time_spent_ms > 0), 0)::bigint as time_sum,
           (count(*) filter (where time_spent_ms > 0))::bigint as time_n
    from analytics_page_views where created_at >= ${since}::timestamptz group by 1, 2
    union all
    select day, name, count, signed_in, time_spent_sum, time_spent_count
    from analytics_daily where kind = 'view' and day >= ${firstDay}
  )`;

const avg = sql.raw(`coalesce(round(sum(time_sum)::numeric / nullif(sum(time_n), 0)), 0)::int`);

/** Admin traffic view: views per UTC day (zero-filled), top pages (path without query), top events. */
export async function trafficReport(
  db: Db,
  days: number,
  now = new Date(),
): Promise<Omit<TrafficResponse, "success">> {
  const dayList = utcDays(days, now);
  const firstDay = dayList[0]!;
  const since = `${firstDay}T00:00:00.000Z`;
  const views = viewsSince(since, firstDay);
  const events = sql`
    with e as (
      select event_name as name, count(*)::bigint as n from analytics_events
      where created_at >= ${since}::timestamptz group by 1
      union all
      select name, count from analytics_daily where kind = 'event' and day >= ${firstDay}
    )`;
  const [perDay, topPages, topEvents, totals, eventTotal] = await Promise.all([
    db.execute(sql`${views} select day, sum(views)::int as views from v group by day`),
    db.execute(sql`${views} select page, sum(views)::int as views, ${avg} as "averageTimeSpentMs"
      from v group by page order by sum(views) desc, page limit ${TOP_LIMIT}`),
    db.execute(sql`${events} select name as "eventName", sum(n)::int as count from e
      group by name order by sum(n) desc, name limit ${TOP_LIMIT}`),
    db.execute(sql`${views} select coalesce(sum(views), 0)::int as "pageViews",
      coalesce(sum(signed_in), 0)::int as "signedInViews", ${avg} as "averageTimeSpentMs" from v`),
    db.execute(sql`${events} select coalesce(sum(n), 0)::int as events from e`),
  ]);

  type Totals = { pageViews: number; signedInViews: number; averageTimeSpentMs: number };
  const [total] = rowsOf<Totals>(totals);
  const [eventCount] = rowsOf<{ events: number }>(eventTotal);
  const byDay = new Map(rowsOf<{ day: string; views: number }>(perDay).map((r) => [r.day, Number(r.views)]));
  return {
    days,
    totals: {
      pageViews: Number(total?.pageViews ?? 0),
      events: Number(eventCount?.events ?? 0),
      signedInViews: Number(total?.signedInViews ?? 0),
      averageTimeSpentMs: Number(total?.averageTimeSpentMs ?? 0),
    },
    viewsPerDay: dayList.map((d) => ({ day: d, views: byDay.get(d) ?? 0 })),
    topPages: rowsOf<{ page: string; views: number; averageTimeSpentMs: number }>(topPages).map((r) => ({
      page: r.page,
      views: Number(r.views),
      averageTimeSpentMs: Number(r.averageTimeSpentMs),
    })),
    topEvents: rowsOf<{ eventName: string; count: number }>(topEvents).map((r) => ({
      eventName: r.eventName,
      count: Number(r.count),
    })),
  };
}
