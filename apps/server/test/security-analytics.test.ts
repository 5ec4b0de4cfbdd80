import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  ANALYTICS_CROSS_SITE_MESSAGE,
  ANALYTICS_RAW_RETENTION_DAYS,
  ANALYTICS_ROWS_PER_CLIENT_PER_DAY,
  ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE,
} from "@twl/contract";

import {
  analyticsClientBudget,
  analyticsDaily,
  analyticsEvents,
  analyticsPageViews,
} from "../src/db/schema.ts";
import { rollUpAnalytics } from "../src/modules/analytics/roll-up-analytics.ts";
import { trafficReport } from "../src/modules/analytics/traffic-report.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { createTestApp } from "./helper.ts";

/**
 * Issue 28, finding 8: analytics accepted beacons from other sites, ~240 rows a minute per client,
 * and kept every row forever. Now: our own pages only, a per-client row cap by minute and by day,
 * and raw rows past the retention rolled up into daily totals the traffic report still reads.
 */
describe("analytics abuse", async () => {
  const { app, ctx } = await createTestApp({ PUBLIC_URL: "https://thewhitelist.example" });
  const db = ctx.database.db;
  afterEach(() => vi.useRealTimers());
  const rows = async () =>
    Number((await db.select({ n: count() }).from(analyticsPageViews))[0]!.n) +
    Number((await db.select({ n: count() }).from(analyticsEvents))[0]!.n);
  const send = (kind: "page-view" | "track", headers: Record<string, string>, remoteAddress = "192.0.2.50") =>
    app.inject({
      method: "POST",
      url: `/api/analytics/${kind}`,
      payload: kind === "page-view" ? { page: "/discover" } : { eventName: "cta_click" },
      headers,
      remoteAddress,
    });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site: none", { "sec-fetch-site": "none" }],
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["an Origin of 'null' (sandboxed frame)", { origin: "null" }],
    ["a Referer of another site", { referer: "https://evil.example/page" }],
    ["a look-alike host", { origin: "https://thewhitelist.example.evil.example" }],
    ["no browser marks at all", {}],
  ])("refuses a beacon with %s and stores nothing, on both calls", async (_label, headers) => {
    const before = await rows();
    for (const kind of ["page-view", "track"] as const) {
      const res = await send(kind, headers as Record<string, string>);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toBe(ANALYTICS_CROSS_SITE_MESSAGE);
    }
    expect(await rows()).toBe(before);
  });

  it.each([
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["our PUBLIC_URL as Origin", { origin: "https://thewhitelist.example" }],
    ["our host as Referer", { referer: "http://localhost:3304/discover", host: "localhost:3304" }],
  ])("stores a beacon from our own page (%s)", async (_label, headers) => {
    const res = await send("page-view", headers as Record<string, string>, "192.0.2.51");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stored).toBe(true);
  });

  it("keeps at most the per-minute cap of rows per client network; others and the next minute are unaffected", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T10:00:05Z") });
    const same = { "sec-fetch-site": "same-origin" };
    const before = await rows();
    const stored: boolean[] = [];
    // Two addresses of one IPv6 /64 are one client.
    for (let i = 0; i < ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE + 10; i++) {
      const res = await send(i % 2 ? "track" : "page-view", same, `2001:db8:1:2::${(i % 2) + 1}`);
      expect(res.statusCode).toBe(200);
      stored.push(res.json().stored);
    }
    expect(stored.filter(Boolean)).toHaveLength(ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE);
    expect(stored.slice(ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE).every((s) => s === false)).toBe(true);
    expect(await rows()).toBe(before + ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE);
    expect((await send("track", same, "2001:db8:9:9::1")).json().stored).toBe(true);
    vi.setSystemTime(new Date("2026-11-20T10:01:00Z"));
    expect((await send("track", same, "2001:db8:1:2::7")).json().stored).toBe(true);
  });

  it("keeps at most the per-day cap of rows per client", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-21T12:00:00Z") });
    const same = { "sec-fetch-site": "same-origin" };
    expect((await send("track", same, "198.51.100.99")).json().stored).toBe(true);
    // The day's bucket of that client is at the cap (as after a day of calls, without sending them all).
    await db
      .update(analyticsClientBudget)
      .set({ rows: ANALYTICS_ROWS_PER_CLIENT_PER_DAY })
      .where(eq(analyticsClientBudget.bucket, "d:2026-11-21"));
    vi.setSystemTime(new Date("2026-11-21T12:05:00Z"));
    expect((await send("track", same, "198.51.100.99")).json().stored).toBe(false);
    vi.setSystemTime(new Date("2026-11-22T00:00:01Z"));
    expect((await send("track", same, "198.51.100.99")).json().stored).toBe(true);
  });

  it("rolls raw rows past the retention into daily totals; the traffic report stays the same", async () => {
    const now = new Date("2026-11-27T08:00:00Z");
    const old = new Date(now.getTime() - (ANALYTICS_RAW_RETENTION_DAYS + 5) * 86_400_000);
    const recent = new Date(now.getTime() - 2 * 86_400_000);
    await db.delete(analyticsPageViews);
    await db.delete(analyticsEvents);
    await db.insert(analyticsPageViews).values([
      { page: "/old-page", timeSpentMs: 1000, createdAt: old },
      { page: "/old-page", timeSpentMs: 3000, createdAt: old },
      { page: "/old-page", timeSpentMs: 0, createdAt: old },
      { page: "/new-page", timeSpentMs: 500, createdAt: recent },
    ]);
    await db.insert(analyticsEvents).values([
      { eventName: "old_event", createdAt: old },
      { eventName: "old_event", createdAt: old },
      { eventName: "new_event", createdAt: recent },
    ]);
    const before = await trafficReport(db, 60, now);
    expect(before.totals).toMatchObject({ pageViews: 4, events: 3 });

    expect(await rollUpAnalytics(db, now)).toEqual({ views: 3, events: 2 });
    // Raw rows past the retention are gone; the recent ones stay raw.
    expect((await db.select().from(analyticsPageViews)).map((r) => r.page)).toEqual(["/new-page"]);
    expect(await db.select().from(analyticsDaily).where(eq(analyticsDaily.name, "/old-page"))).toEqual([
      expect.objectContaining({ kind: "view", count: 3, timeSpentSum: 4000, timeSpentCount: 2 }),
    ]);
    // Twice changes nothing.
    expect(await rollUpAnalytics(db, now)).toEqual({ views: 0, events: 0 });
    expect(await trafficReport(db, 60, now)).toEqual(before);
    expect(before.topPages.find((p) => p.page === "/old-page")).toEqual({
      page: "/old-page",
      views: 3,
      averageTimeSpentMs: 2000,
    });
  });

  it("is a scheduled job of the worker", () => {
    const job = ALL_JOBS.find((j) => j.name === "analytics.roll-up");
    expect(job?.schedule?.cron).toBe("20 0 * * *");
  });
});
