import { desc, gte, sql } from "drizzle-orm";

import type { TrafficResponse } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { analyticsEvents, analyticsPageViews } from "../../db/schema.ts";

const TOP_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days from `days - 1` days ago to today, as YYYY-MM-DD. */
export function utcDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Admin traffic view: views per UTC day (zero-filled), top pages (path without query), top events. */
export async function trafficReport(
  db: Db,
  days: number,
  now = new Date(),
): Promise<Omit<TrafficResponse, "success">> {
  const dayList = utcDays(days, now);
  const since = new Date(`${dayList[0]}T00:00:00.000Z`);
  const day = sql<string>`to_char(${analyticsPageViews.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const path = sql<string>`split_part(${analyticsPageViews.page}, '?', 1)`;
  const views = sql<number>`count(*)::int`;
  const avgTime = sql<number>`coalesce(round(avg(nullif(${analyticsPageViews.timeSpentMs}, 0))), 0)::int`;

  const [perDay, topPages, topEvents, [totals], [eventTotal]] = await Promise.all([
    db
      .select({ day, views })
      .from(analyticsPageViews)
      .where(gte(analyticsPageViews.createdAt, since))
      .groupBy(day),
    db
      .select({ page: path, views, averageTimeSpentMs: avgTime })
      .from(analyticsPageViews)
      .where(gte(analyticsPageViews.createdAt, since))
      .groupBy(path)
      .orderBy(desc(views), path)
      .limit(TOP_LIMIT),
    db
      .select({ eventName: analyticsEvents.eventName, count: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(gte(analyticsEvents.createdAt, since))
      .groupBy(analyticsEvents.eventName)
      .orderBy(desc(sql`count(*)`), analyticsEvents.eventName)
      .limit(TOP_LIMIT),
    db
      .select({
        pageViews: views,
        signedInViews: sql<number>`count(${analyticsPageViews.userId})::int`,
        averageTimeSpentMs: avgTime,
      })
      .from(analyticsPageViews)
      .where(gte(analyticsPageViews.createdAt, since)),
    db
      .select({ events: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(gte(analyticsEvents.createdAt, since)),
  ]);

  const byDay = new Map(perDay.map((r) => [r.day, Number(r.views)]));
  return {
    days,
    totals: {
      pageViews: Number(totals?.pageViews ?? 0),
      events: Number(eventTotal?.events ?? 0),
      signedInViews: Number(totals?.signedInViews ?? 0),
      averageTimeSpentMs: Number(totals?.averageTimeSpentMs ?? 0),
    },
    viewsPerDay: dayList.map((d) => ({ day: d, views: byDay.get(d) ?? 0 })),
    topPages: topPages.map((r) => ({
      page: r.page,
      views: Number(r.views),
      averageTimeSpentMs: Number(r.averageTimeSpentMs),
    })),
    topEvents: topEvents.map((r) => ({ eventName: r.eventName, count: Number(r.count) })),
  };
}
