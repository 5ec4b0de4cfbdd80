import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it, vi } from "vitest";

import { buildApp } from "../src/app.ts";
import { createContext } from "../src/bootstrap.ts";
import type { AppContext } from "../src/context.ts";
import { scripts, scriptViews } from "../src/db/schema.ts";
import { ViewCounter } from "../src/modules/scripts/view-counter.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { createDraft } from "./clout-helpers.ts";
import { createTestApp, TEST_POSTGRES_URL, type TestApp } from "./helper.ts";

// Views are written only when flushed here (VIEWS_FLUSH_MS=0), so every count below is exact.
// Many requests per test on a shared machine: generous, never a timing assert.
vi.setConfig({ testTimeout: 180_000 });
const t: TestApp = await createTestApp({ RATE_LIMIT_MAX: "100000", VIEWS_FLUSH_MS: "0" });

const viewsOf = async (id: string) =>
  (await t.ctx.database.db.select({ views: scripts.views }).from(scripts).where(eq(scripts.id, id)))[0]!
    .views;
const read = (app: FastifyInstance, id: string, options: { ip?: string; token?: string; ua?: string } = {}) =>
  app.inject({
    method: "GET",
    url: `/api/scripts/${id}`,
    remoteAddress: options.ip ?? "203.0.113.50",
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.ua ? { "user-agent": options.ua } : {}),
    },
  });

describe("script views: noted by reads, written in batches", () => {
  it("50 parallel reads by one viewer are one view; the owner's are none; the read does not write", async () => {
    const owner = await signUp(t.app);
    const reader = await signUp(t.app);
    const id = await createDraft(t.app, owner.token, { isPublic: true });

    const answers = await Promise.all([
      ...Array.from({ length: 50 }, (_, i) => read(t.app, id, { ua: `Bot/${i}` })),
      ...Array.from({ length: 50 }, () => read(t.app, id, { token: reader.token, ip: "198.51.100.9" })),
      ...Array.from({ length: 10 }, () => read(t.app, id, { token: owner.token })),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // Nothing written yet: the answers did not wait for the count.
    expect(await viewsOf(id)).toBe(0);
    expect(await t.ctx.database.db.select().from(scriptViews).where(eq(scriptViews.scriptId, id))).toEqual(
      [],
    );

    expect(await t.ctx.views!.flush()).toBe(2);
    expect(await viewsOf(id)).toBe(2);
    // Read again the same day: nothing more, in memory or in the database.
    await Promise.all(Array.from({ length: 20 }, () => read(t.app, id, { ua: "Other" })));
    expect(await t.ctx.views!.flush()).toBe(0);
    expect(await viewsOf(id)).toBe(2);
  });

  it("counts exactly the distinct viewers after a flush, many scripts in one batch", async () => {
    const owner = await signUp(t.app);
    const ids = [
      await createDraft(t.app, owner.token, { isPublic: true }),
      await createDraft(t.app, owner.token, { isPublic: true }),
    ];
    for (const id of ids)
      for (let n = 0; n < 7; n++)
        for (let again = 0; again < 3; again++) await read(t.app, id, { ip: `192.0.2.${n + 1}` });
    expect(t.ctx.views!.size).toBe(14);
    expect(await t.ctx.views!.flush()).toBe(14);
    expect([await viewsOf(ids[0]!), await viewsOf(ids[1]!)]).toEqual([7, 7]);
    expect(t.ctx.views!.size).toBe(0);
  });

  it("two app instances sharing one database count a viewer once", async () => {
    const owner = await signUp(t.app);
    const reader = await signUp(t.app);
    const id = await createDraft(t.app, owner.token, { isPublic: true });
    // On PostgreSQL a second process's own context (its pool, buffer and caches); on PGlite, which one
    // process owns, a second app with its own buffer over the same database.
    let second: AppContext;
    if (TEST_POSTGRES_URL) second = await createContext(t.config);
    else
      second = {
        ...t.ctx,
        views: new ViewCounter(t.ctx.database.db, { intervalMs: 0 }),
        detailCache: undefined,
      };
    const secondApp = await buildApp(second, { serveWeb: false });
    afterAll(async () => {
      await secondApp.close();
      if (second.database !== t.ctx.database) await second.database.close();
    });
    expect(second.views).not.toBe(t.ctx.views);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const app = i % 2 === 0 ? t.app : secondApp;
        // Three viewers: two networks and one account, each seen by both instances.
        const who = i % 3;
        return who === 2
          ? read(app, id, { token: reader.token, ip: `10.0.${i}.1` })
          : read(app, id, { ip: `10.${who}.0.1` });
      }),
    );
    expect(answers.map((a) => a.statusCode).filter((code) => code !== 200)).toEqual([]);
    expect(t.ctx.views!.size).toBe(3);
    expect(second.views!.size).toBe(3);
    const [a, b] = await Promise.all([t.ctx.views!.flush(), second.views!.flush()]);
    expect(a + b).toBe(3);
    expect(await viewsOf(id)).toBe(3);
  });

  it("closing the app writes what is still noted", async () => {
    const owner = await signUp(t.app);
    const id = await createDraft(t.app, owner.token, { isPublic: true });
    const other = {
      ...t.ctx,
      views: new ViewCounter(t.ctx.database.db, { intervalMs: 0 }),
      detailCache: undefined,
    };
    const app = await buildApp(other, { serveWeb: false });
    await read(app, id, { ip: "192.0.2.200" });
    expect(await viewsOf(id)).toBe(0);
    await app.close();
    expect(await viewsOf(id)).toBe(1);
  });

  it("views of a script deleted before the flush are dropped, the rest are written", async () => {
    const owner = await signUp(t.app);
    const kept = await createDraft(t.app, owner.token, { isPublic: true });
    const gone = await createDraft(t.app, owner.token, { isPublic: true });
    await t.ctx.views!.flush();
    await read(t.app, kept, { ip: "192.0.2.77" });
    await read(t.app, gone, { ip: "192.0.2.77" });
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/protected/scripts/${gone}`,
      headers: bearer(owner.token),
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(await t.ctx.views!.flush()).toBe(1);
    expect(await viewsOf(kept)).toBe(1);
  });
});
