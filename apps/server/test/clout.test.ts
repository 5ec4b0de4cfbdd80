import { randomUUID } from "node:crypto";
import { count, eq, lt, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { CLOUT_MESSAGES, MONTHLY_CLOUT_GRANT_BY_TIER } from "@twl/contract";

import { cloutTransactions, users } from "../src/db/schema.ts";
import { giveClout } from "../src/modules/clout/give-clout.ts";
import { awardSolidClout } from "../src/modules/clout/ledger.ts";
import { grantMonthlyClout } from "../src/modules/clout/monthly-grants.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { balancesOf, createDraft, ledgerMismatches, setLiquid } from "./clout-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// Created while the file is collected, so its teardown (registered with afterAll) runs.
const t: TestApp = await createTestApp();

const ledgerCount = async (userId: string) =>
  (
    await t.ctx.database.db
      .select({ n: count() })
      .from(cloutTransactions)
      .where(eq(cloutTransactions.userId, userId))
  )[0]!.n;

describe("new accounts", () => {
  it("receive the tier's grant for the current month as a monthly_allowance row", async () => {
    const writer = await signUp(t.app);
    expect(await balancesOf(t.ctx, writer.userId)).toEqual({
      availableClout: MONTHLY_CLOUT_GRANT_BY_TIER.free,
      receivedClout: 0,
    });
    const res = await t.app.inject({ url: "/api/clout/history", headers: bearer(writer.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().transactions).toMatchObject([
      { type: "monthly_allowance", amount: 100, balance: "liquid", toScript: null },
    ]);
  });
});

describe("POST /api/clout/give/:scriptId", () => {
  it("moves liquid clout from the giver to solid clout on the script and its author", async () => {
    const author = await signUp(t.app);
    const reader = await signUp(t.app);
    const scriptId = await createDraft(t.app, author.token);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/clout/give/${scriptId}`,
      headers: bearer(reader.token),
      payload: { amount: 30, message: "  Loved act two  " },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, scriptCloutTotal: 30, remainingClout: 70 });
    expect(await balancesOf(t.ctx, author.userId)).toEqual({ availableClout: 100, receivedClout: 30 });
    const history = (
      await t.app.inject({ url: "/api/clout/history?limit=1", headers: bearer(reader.token) })
    ).json();
    expect(history.hasMore).toBe(true);
    expect(history.transactions[0]).toMatchObject({
      type: "gave",
      amount: 30,
      message: "Loved act two",
      toScript: { id: scriptId },
      counterparty: { id: author.userId },
    });
    const authorHistory = (
      await t.app.inject({ url: "/api/clout/history", headers: bearer(author.token) })
    ).json();
    expect(authorHistory.transactions[0]).toMatchObject({
      type: "received",
      amount: 30,
      balance: "solid",
      counterparty: { id: reader.userId },
    });
    // Paging on: the row after the first one.
    const next = (
      await t.app.inject({
        url: `/api/clout/history?limit=5&before=${history.transactions[0].id}`,
        headers: bearer(reader.token),
      })
    ).json();
    expect(next.transactions.map((r: { type: string }) => r.type)).toEqual(["monthly_allowance"]);
    expect(next.hasMore).toBe(false);
  });

  it("refuses bad amounts, one's own script, another's private script and a missing script, with no ledger row", async () => {
    const author = await signUp(t.app);
    const reader = await signUp(t.app);
    const publicId = await createDraft(t.app, author.token);
    const privateId = await createDraft(t.app, author.token, { isPublic: false });
    const ownId = await createDraft(t.app, reader.token);
    const before = await ledgerCount(reader.userId);
    const cases: [string, unknown, number, string | RegExp][] = [
      [publicId, { amount: 0 }, 400, /at least 1/],
      [publicId, { amount: -5 }, 400, /at least 1/],
      [publicId, { amount: 2.5 }, 400, /whole number/],
      [publicId, { amount: "1e3" }, 400, /whole number/],
      [publicId, { amount: 2 ** 53 }, 400, /./],
      [publicId, { amount: 101 }, 400, CLOUT_MESSAGES.insufficient],
      [publicId, {}, 400, /./],
      [ownId, { amount: 5 }, 400, CLOUT_MESSAGES.ownScript],
      [privateId, { amount: 5 }, 403, "This script is private"],
      [randomUUID(), { amount: 5 }, 404, "Script not found"],
      ["not-a-uuid", { amount: 5 }, 404, "Script not found"],
    ];
    for (const [scriptId, payload, status, error] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/clout/give/${scriptId}`,
        headers: bearer(reader.token),
        payload: payload as object,
      });
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().error).toMatch(error);
    }
    expect(await ledgerCount(reader.userId)).toBe(before);
    expect(await balancesOf(t.ctx, reader.userId)).toEqual({ availableClout: 100, receivedClout: 0 });
  });

  it("needs a bearer session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/clout/give/${randomUUID()}`,
      payload: { amount: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/clout/history" })).statusCode).toBe(401);
  });

  it("applies a retried request with the same Idempotency-Key once", async () => {
    const author = await signUp(t.app);
    const reader = await signUp(t.app);
    const scriptId = await createDraft(t.app, author.token);
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: "POST",
        url: `/api/clout/give/${scriptId}`,
        headers: { ...bearer(reader.token), "idempotency-key": key },
        payload: { amount: 7 },
      });
    const results = await Promise.all([send(), send(), send()]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(results.map((r) => r.json().transactionId)).size).toBe(1);
    expect(await balancesOf(t.ctx, reader.userId)).toMatchObject({ availableClout: 93 });
    expect(await balancesOf(t.ctx, author.userId)).toMatchObject({ receivedClout: 7 });
    const reused = await t.app.inject({
      method: "POST",
      url: `/api/clout/give/${scriptId}`,
      headers: { ...bearer(reader.token), "idempotency-key": key },
      payload: { amount: 8 },
    });
    expect(reused.statusCode).toBe(409);
  });

  it("hides the title of a script that went private from other users' history", async () => {
    const author = await signUp(t.app);
    const reader = await signUp(t.app);
    const scriptId = await createDraft(t.app, author.token, { title: "Secret Garden Draft" });
    await t.app.inject({
      method: "POST",
      url: `/api/clout/give/${scriptId}`,
      headers: bearer(reader.token),
      payload: { amount: 1 },
    });
    await t.app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${scriptId}`,
      headers: bearer(author.token),
      payload: { isPublic: false },
    });
    const history = (await t.app.inject({ url: "/api/clout/history", headers: bearer(reader.token) })).json();
    expect(history.transactions[0]).toMatchObject({ type: "gave", toScript: null });
    expect(JSON.stringify(history)).not.toContain("Secret Garden");
    const own = (await t.app.inject({ url: "/api/clout/history", headers: bearer(author.token) })).json();
    expect(own.transactions[0].toScript).toMatchObject({ title: "Secret Garden Draft" });
  });
});

describe("concurrency", () => {
  it("balance 100 and 50 parallel gifts of 10: exactly 10 succeed", async () => {
    const author = await signUp(t.app);
    const reader = await signUp(t.app);
    const scriptId = await createDraft(t.app, author.token);
    const giver = { id: reader.userId, role: "customer" as const };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => giveClout(t.ctx, { giver, scriptId, amount: 10 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(failures).toHaveLength(40);
    for (const f of failures) expect((f.reason as Error).message).toBe(CLOUT_MESSAGES.insufficient);
    expect(await balancesOf(t.ctx, reader.userId)).toEqual({ availableClout: 0, receivedClout: 0 });
    expect(await balancesOf(t.ctx, author.userId)).toEqual({ availableClout: 100, receivedClout: 100 });
    const script = await t.app.inject({ url: `/api/scripts/${scriptId}` });
    expect(script.json().script.receivedClout).toBe(100);
  });

  it("A and B gifting each other at the same time never deadlock", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const scriptA = await createDraft(t.app, a.token);
    const scriptB = await createDraft(t.app, b.token);
    const rounds = Array.from({ length: 20 }, () => [
      giveClout(t.ctx, { giver: { id: a.userId, role: "customer" }, scriptId: scriptB, amount: 1 }),
      giveClout(t.ctx, { giver: { id: b.userId, role: "customer" }, scriptId: scriptA, amount: 1 }),
    ]).flat();
    const results = await Promise.allSettled(rounds);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await balancesOf(t.ctx, a.userId)).toEqual({ availableClout: 80, receivedClout: 20 });
    expect(await balancesOf(t.ctx, b.userId)).toEqual({ availableClout: 80, receivedClout: 20 });
  });

  it("1,000 random gifts, awards and grants in parallel: every balance equals its ledger and none is negative", async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    const scriptIds = await Promise.all(people.map((p) => createDraft(t.app, p.token)));
    // A deterministic pseudo-random sequence, so a failure can be replayed.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const operations = Array.from({ length: 1000 }, (_, i) => {
      const kind = random(10);
      const who = people[random(people.length)]!;
      if (kind < 7) {
        const target = random(scriptIds.length);
        return giveClout(t.ctx, {
          giver: { id: who.userId, role: "customer" },
          scriptId: scriptIds[target]!,
          amount: 1 + random(40),
        });
      }
      if (kind < 9) {
        return t.ctx.database.db.transaction((tx) =>
          awardSolidClout(tx as never, {
            userId: who.userId,
            amount: 50,
            idempotencyKey: `test-award:${i % 50}`,
          }),
        );
      }
      return grantMonthlyClout(t.ctx.database.db, new Date(Date.UTC(2027, random(6), 1, 0, 0, 1)));
    });
    await Promise.allSettled(operations);
    expect(await ledgerMismatches(t.ctx)).toEqual([]);
    const negative = await t.ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(or(lt(users.availableClout, 0), lt(users.receivedClout, 0)));
    expect(negative[0]!.n).toBe(0);
    // The run really mixed outcomes: some gifts went through, some ran out of clout.
    const gifts = await t.ctx.database.db
      .select({ n: count() })
      .from(cloutTransactions)
      .where(eq(cloutTransactions.type, "gave"));
    expect(gifts[0]!.n).toBeGreaterThan(50);
  }, 120_000);
});

describe("monthly grants", () => {
  it("run twice for the same month grants once, and resets coverage usage", async () => {
    const writer = await signUp(t.app);
    await setLiquid(t.ctx, writer.userId, 0);
    await t.ctx.database.db.delete(cloutTransactions).where(eq(cloutTransactions.userId, writer.userId));
    await t.ctx.database.db
      .update(users)
      .set({ tier: "pro", coverageUsed: 3, coverageResetAt: new Date(Date.UTC(2030, 2, 1)) })
      .where(eq(users.id, writer.userId));
    const march = new Date(Date.UTC(2030, 2, 1, 0, 0, 5));
    const first = await grantMonthlyClout(t.ctx.database.db, march);
    const second = await grantMonthlyClout(t.ctx.database.db, march);
    expect(first.granted).toBeGreaterThanOrEqual(1);
    expect(second.granted).toBe(0);
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, writer.userId));
    expect(row).toMatchObject({ availableClout: MONTHLY_CLOUT_GRANT_BY_TIER.pro, coverageUsed: 0 });
    expect(row!.coverageResetAt!.toISOString()).toBe("2030-04-01T00:00:00.000Z");
    // The next month grants again.
    await grantMonthlyClout(t.ctx.database.db, new Date(Date.UTC(2030, 3, 1, 0, 0, 1)));
    expect((await balancesOf(t.ctx, writer.userId)).availableClout).toBe(2 * MONTHLY_CLOUT_GRANT_BY_TIER.pro);
  });
});
