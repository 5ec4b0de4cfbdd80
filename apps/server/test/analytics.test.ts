import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished, vi } from "vitest";

import {
  ANALYTICS_MAX_PROPERTIES_BYTES,
  ANALYTICS_MAX_TIME_SPENT_MS,
  ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE,
  trafficResponseSchema,
} from "@twl/contract";

import { analyticsEvents, analyticsPageViews } from "../src/db/schema.ts";
import { utcDays } from "../src/modules/analytics/traffic-report.ts";
import { JSON_TOO_DEEP_MESSAGE } from "../src/plugins/input-safety.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { createTestApp } from "./helper.ts";

describe("analytics", async () => {
  const { app, ctx } = await createTestApp();
  const db = ctx.database.db;
  let address = 0;
  /** Each test posts from its own address so the per-client rate limit of one never affects another. */
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = `203.0.113.${++address}`,
  ) =>
    app.inject({
      method: "POST",
      url,
      payload: payload as object,
      // A browser marks its own page's requests as same-origin (same-origin.ts).
      headers: { "sec-fetch-site": "same-origin", ...headers },
      remoteAddress,
    });

  it("stores a valid page view, with the user when a bearer token is sent", async () => {
    const writer = await signUp(app);
    const res = await post(
      "/api/analytics/page-view",
      { page: "/about", title: "About — The White List", properties: { theme: "dark" } },
      bearer(writer.token),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, stored: true });
    const [row] = await db.select().from(analyticsPageViews).where(eq(analyticsPageViews.id, res.json().id));
    expect(row).toMatchObject({
      page: "/about",
      title: "About — The White List",
      userId: writer.userId,
      timeSpentMs: 0,
      properties: { theme: "dark" },
    });

    const anonymous = await post("/api/analytics/page-view", { page: "/pricing" });
    expect(anonymous.statusCode).toBe(200);
    const [anonRow] = await db
      .select()
      .from(analyticsPageViews)
      .where(eq(analyticsPageViews.id, anonymous.json().id));
    expect(anonRow?.userId).toBeNull();
  });

  it("records time spent on the same view when the leave beacon sends its id (text/plain, as sendBeacon does)", async () => {
    const first = await post("/api/analytics/page-view", { page: "/help" });
    const viewId = first.json().id as string;
    const leave = await app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      headers: { "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-origin" },
      payload: JSON.stringify({ page: "/help", timeSpent: 12_345, viewId }),
      remoteAddress: "203.0.113.200",
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect(leave.json().id).toBe(viewId);
    const rows = await db.select().from(analyticsPageViews).where(eq(analyticsPageViews.page, "/help"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.timeSpentMs).toBe(12_345);

    await post("/api/analytics/page-view", {
      page: "/help",
      timeSpent: ANALYTICS_MAX_TIME_SPENT_MS * 10,
      viewId,
    });
    const [capped] = await db.select().from(analyticsPageViews).where(eq(analyticsPageViews.id, viewId));
    expect(capped?.timeSpentMs).toBe(ANALYTICS_MAX_TIME_SPENT_MS);
  });

  it("stores a valid event", async () => {
    const res = await post("/api/analytics/track", {
      eventName: "community_event_register",
      properties: { eventId: "table-read", n: 2, ok: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.id, res.json().id));
    expect(row).toMatchObject({
      eventName: "community_event_register",
      properties: { eventId: "table-read", n: 2, ok: true },
    });
  });

  it.each([
    ["no event name", "/api/analytics/track", {}],
    ["a badly formed event name", "/api/analytics/track", { eventName: "Drop Table;" }],
    ["nested properties", "/api/analytics/track", { eventName: "x", properties: { a: { b: 1 } } }],
    ["unknown fields", "/api/analytics/track", { eventName: "x", extra: 1 }],
    [
      "oversized properties",
      "/api/analytics/track",
      {
        eventName: "x",
        properties: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, "v".repeat(400)])),
      },
    ],
    ["a full URL as page", "/api/analytics/page-view", { page: "https://evil.example/x" }],
    ["a negative time", "/api/analytics/page-view", { page: "/x", timeSpent: -5 }],
    ["a huge title", "/api/analytics/page-view", { page: "/x", title: "t".repeat(500) }],
    ["a viewId that is not a uuid", "/api/analytics/page-view", { page: "/x", viewId: "1 or 1=1" }],
  ])("rejects %s with 400 and stores nothing", async (_label, url, payload) => {
    const before = [
      (await db.select().from(analyticsEvents)).length,
      (await db.select().from(analyticsPageViews)).length,
    ];
    const res = await post(url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect([
      (await db.select().from(analyticsEvents)).length,
      (await db.select().from(analyticsPageViews)).length,
    ]).toEqual(before);
  });

  it("oversized properties are over the byte limit the contract names", () => {
    expect(
      JSON.stringify(Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, "v".repeat(400)])))
        .length,
    ).toBeGreaterThan(ANALYTICS_MAX_PROPERTIES_BYTES);
  });

  it("refuses bodies over 8 KB and malformed JSON", async () => {
    const big = await post("/api/analytics/track", { eventName: "x", properties: { a: "v".repeat(20_000) } });
    expect([400, 413]).toContain(big.statusCode);
    const broken = await app.inject({
      method: "POST",
      url: "/api/analytics/track",
      headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin" },
      payload: "{not json",
      remoteAddress: "203.0.113.201",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false });
  });

  it("reads a text/plain beacon with the same guarded JSON parser as application/json", async () => {
    const send = (payload: string) =>
      app.inject({
        method: "POST",
        url: "/api/analytics/track",
        headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin" },
        payload,
        remoteAddress: "203.0.113.202",
      });
    const deep = await send(`{"eventName":"x","properties":{"a":${"[".repeat(500)}${"]".repeat(500)}}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ success: false, error: JSON_TOO_DEEP_MESSAGE });
    const poisoned = await send('{"eventName":"x","__proto__":{"isAdmin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toMatchObject({ success: false });
    const nul = await send('{"eventName":"x\\u0000y"}');
    expect(nul.statusCode).toBe(400);
  });

  it("stores nothing when the request carries Do Not Track or Global Privacy Control", async () => {
    const before = (await db.select().from(analyticsPageViews)).length;
    for (const headers of [{ dnt: "1" }, { "sec-gpc": "1" }] as Record<string, string>[]) {
      const res = await post("/api/analytics/page-view", { page: "/privacy" }, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, stored: false, id: null });
    }
    expect((await db.select().from(analyticsPageViews)).length).toBe(before);
  });

  it("rate limits each client", async () => {
    const statuses: number[] = [];
    // One clock minute for the whole burst: the per-client row cap counts by UTC minute.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    onTestFinished(() => void vi.useRealTimers());
    for (let i = 0; i < 125; i++)
      statuses.push(
        (await post("/api/analytics/track", { eventName: "burst" }, {}, "192.0.2.77")).statusCode,
      );
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("gives admins the traffic view and nobody else", async () => {
    const admin = await signUpAdmin(app, ctx);
    const writer = await signUp(app);
    expect((await app.inject({ method: "GET", url: "/api/admin/analytics/traffic" })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/admin/analytics/traffic",
          headers: bearer(writer.token),
        })
      ).statusCode,
    ).toBe(403);
    const res = await app.inject({
      method: "GET",
      url: "/api/admin/analytics/traffic?days=7",
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = trafficResponseSchema.parse(res.json());
    expect(body.viewsPerDay).toHaveLength(7);
    expect(body.viewsPerDay.at(-1)?.day).toBe(utcDays(1)[0]);
    expect(body.viewsPerDay.reduce((n, d) => n + d.views, 0)).toBe(body.totals.pageViews);
    expect(body.topPages.find((p) => p.page === "/help")).toMatchObject({ views: 1 });
    // 120 accepted, but only the per-client cap of them kept (issue 28, finding 8).
    expect(body.topEvents.find((e) => e.eventName === "burst")?.count).toBe(
      ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE,
    );
    expect(body.totals.signedInViews).toBeGreaterThanOrEqual(1);
  });
});
