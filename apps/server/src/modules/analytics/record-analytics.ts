import { and, eq, gt, sql } from "drizzle-orm";

import { ANALYTICS_MAX_TIME_SPENT_MS, type PageViewRequest, type TrackEventRequest } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { analyticsEvents, analyticsPageViews } from "../../db/schema.ts";

/** A leave beacon may update its page view for this long after the view was recorded. */
const VIEW_UPDATE_WINDOW_SQL = sql`now() - interval '1 day'`;

const capTime = (ms: number | undefined) => Math.min(ms ?? 0, ANALYTICS_MAX_TIME_SPENT_MS);
/** Only the path is kept: a query string can carry searches or one-time codes (the privacy policy promises this). */
export const pathOnly = (page: string) => page.split(/[?#]/)[0] || "/";
const orNull = <T extends object>(value: T | undefined) =>
  value && Object.keys(value).length > 0 ? value : null;

/**
 * Stores a page view, or (with the `viewId` an earlier call returned) records the time spent on it:
 * a page visit is one row however many times its time is reported. Returns the view's id.
 */
export async function recordPageView(
  db: Db,
  input: PageViewRequest,
  userId: string | undefined,
): Promise<string> {
  const timeSpentMs = capTime(input.timeSpent);
  if (input.viewId) {
    const [updated] = await db
      .update(analyticsPageViews)
      .set({ timeSpentMs: sql`greatest(${analyticsPageViews.timeSpentMs}, ${timeSpentMs})` })
      .where(
        and(
          eq(analyticsPageViews.id, input.viewId),
          gt(analyticsPageViews.createdAt, VIEW_UPDATE_WINDOW_SQL),
        ),
      )
      .returning({ id: analyticsPageViews.id });
    if (updated) return updated.id;
  }
  const [row] = await db
    .insert(analyticsPageViews)
    .values({
      userId: userId ?? null,
      page: pathOnly(input.page),
      title: input.title ?? null,
      timeSpentMs,
      properties: orNull(input.properties),
    })
    .returning({ id: analyticsPageViews.id });
  return row!.id;
}

/** Stores a named event. */
export async function recordEvent(
  db: Db,
  input: TrackEventRequest,
  userId: string | undefined,
): Promise<string> {
  const [row] = await db
    .insert(analyticsEvents)
    .values({ userId: userId ?? null, eventName: input.eventName, properties: orNull(input.properties) })
    .returning({ id: analyticsEvents.id });
  return row!.id;
}
