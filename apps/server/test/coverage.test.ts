import { randomUUID } from "node:crypto";
import { and, count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  COVERAGE_ALREADY_REQUESTED,
  COVERAGE_REQUEST_AWARD,
  gradeForScore,
  type CoverageDraft,
} from "@twl/contract";

import { cloutTransactions, coverages, scriptVersions, users } from "../src/db/schema.ts";
import { awardSolidClout } from "../src/modules/clout/ledger.ts";
import { chargeCoverage } from "../src/modules/coverage/charge-coverage.ts";
import { createLocalEngine } from "../src/modules/coverage/engines/local/local-engine.ts";
import type { CoverageEngineImpl } from "../src/modules/coverage/engines/types.ts";
import { requestCoverage } from "../src/modules/coverage/request-coverage.ts";
import { runCoverage } from "../src/modules/coverage/run-coverage.ts";
import { stuckAfterMs, sweepStuckCoverage } from "../src/modules/coverage/sweep-stuck-coverage.ts";
import { findScriptWithAuthor } from "../src/modules/scripts/scripts.repo.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { QUEUE_POLL_SECONDS, settledCoverage, silent, uploadFountain, waitFor } from "./coverage-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// Created while the file is collected, so the teardowns (registered with afterAll) run.
const t: TestApp = await createTestApp({ RATE_LIMIT_MAX: "5000" });
const queue = await JobQueue.start(t.ctx.database, silent);
await queue.declare(ALL_JOBS);
t.ctx.queue = queue;
afterAll(() => queue.stop());

/**
 * A pending, charged report with no job behind it: the worker started above never picks it up, so
 * these tests run the handler themselves, as a crashed and a restarted worker would.
 */
async function pendingCoverageWithoutJob(scriptId: string, userId: string) {
  const script = (await findScriptWithAuthor(t.ctx.database.db, scriptId))!.script;
  const [version] = await t.ctx.database.db
    .select()
    .from(scriptVersions)
    .where(and(eq(scriptVersions.scriptId, scriptId), eq(scriptVersions.version, script.activeVersion!)));
  return t.ctx.database.db.transaction(async (tx) => {
    const charge = await chargeCoverage(tx as never, userId, new Date());
    const [row] = await tx
      .insert(coverages)
      .values({
        scriptId,
        versionId: version!.id,
        requestedBy: userId,
        engine: "local",
        providerName: "Local analysis",
        chargedWith: charge.chargedWith,
        chargedPeriod: charge.period,
      })
      .returning({ id: coverages.id });
    await awardSolidClout(tx as never, {
      userId,
      amount: COVERAGE_REQUEST_AWARD,
      idempotencyKey: `coverage:${version!.id}`,
      scriptId,
    });
    return row!.id;
  });
}

const request = (scriptId: string, token: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/protected/scripts/${scriptId}/coverage`,
    headers: bearer(token),
  });
const userRow = async (id: string) =>
  (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const jobsFor = async (coverageIds: string[]) => {
  if (coverageIds.length === 0) return 0;
  const rows = await t.ctx.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'coverage.analyze' and data->>'coverageId' in (${sql.join(
      coverageIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

describe("requesting coverage (worker running)", () => {
  beforeAll(async () => {
    await queue.work(ALL_JOBS, t.ctx, silent, QUEUE_POLL_SECONDS);
  });

  it("creates a pending report, awards +50 solid once, and the local engine completes it", async () => {
    const owner = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, owner.token);
    const res = await request(scriptId, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      cloutAwarded: COVERAGE_REQUEST_AWARD,
      newCloutBalance: COVERAGE_REQUEST_AWARD,
      coverageUsage: { used: 1, allowance: 1 },
    });
    expect(body.coverage).toMatchObject({
      status: "pending",
      scriptVersion: 1,
      engine: "local",
      provider: { name: "Local analysis" },
    });

    const again = await request(scriptId, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(COVERAGE_ALREADY_REQUESTED);

    const done = await settledCoverage(t.app, owner.token, scriptId, body.coverage.id);
    expect(done.status, done.error).toBe("completed");
    expect(done.analysis.overallGrade).toBe(gradeForScore(done.analysis.overallScore));
    expect(done.analysis.detailedFeedback.overall.score).toBe(done.analysis.overallScore);
    for (const category of ["structure", "characters", "dialogue", "pacing", "marketability"]) {
      expect(done.analysis.detailedFeedback[category].feedback).toMatch(/p\.\s?\d+|page \d+/i);
    }
    // Detail, dashboard and versions all carry the status.
    expect(
      (await t.app.inject({ url: `/api/scripts/${scriptId}`, headers: bearer(owner.token) })).json().script
        .coverage,
    ).toEqual({ status: "completed" });
    const mine = (
      await t.app.inject({ url: "/api/protected/scripts/my-scripts", headers: bearer(owner.token) })
    ).json();
    expect(mine.scripts.find((s: { id: string }) => s.id === scriptId).coverage).toEqual({
      status: "completed",
    });
    const versions = (
      await t.app.inject({ url: `/api/protected/scripts/${scriptId}/versions`, headers: bearer(owner.token) })
    ).json();
    expect(versions.versions[0].coverage).toEqual({ status: "completed" });
    // Public: completed coverage of a public script, for anyone.
    const pub = await t.app.inject({ url: `/api/scripts/${scriptId}/coverage` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().coverage.id).toBe(body.coverage.id);
    const awards = await t.ctx.database.db
      .select({ n: count() })
      .from(cloutTransactions)
      .where(
        and(eq(cloutTransactions.userId, owner.userId), like(cloutTransactions.idempotencyKey, "coverage:%")),
      );
    expect(awards[0]!.n).toBe(1);
  }, 60_000);

  it("keeps private coverage from everyone but the owner", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, owner.token, { isPublic: false });
    expect((await request(scriptId, owner.token)).statusCode).toBe(200);
    for (const url of [`/api/scripts/${scriptId}/coverage`, `/api/scripts/${scriptId}/coverages`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          url: `/api/protected/scripts/${scriptId}/coverages`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(403);
    expect((await request(scriptId, other.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/protected/scripts/${scriptId}/coverage` })).statusCode,
    ).toBe(401);
  });

  it("re-analyses a completed report, and refuses while one is running", async () => {
    const owner = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, owner.token);
    const first = (await request(scriptId, owner.token)).json().coverage;
    const running = await t.app.inject({
      method: "POST",
      url: `/api/protected/coverage/${first.id}/reanalyze`,
      headers: bearer(owner.token),
    });
    expect([200, 409]).toContain(running.statusCode); // 409 while still pending or processing
    await settledCoverage(t.app, owner.token, scriptId, first.id);
    // No worker may finish the re-run before the next request reads the report: that request
    // would then find it completed again and pass too (a race in the test, not the code).
    const analyzeJob = ALL_JOBS.find((job) => job.name === "coverage.analyze")!;
    await queue.stopWorking(analyzeJob);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/protected/coverage/${first.id}/reanalyze`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().coverage.status).toBe("pending");
    const again = await t.app.inject({
      method: "POST",
      url: `/api/protected/coverage/${first.id}/reanalyze`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(409);
    await queue.work([analyzeJob], t.ctx, silent, QUEUE_POLL_SECONDS);
    const done = await settledCoverage(t.app, owner.token, scriptId, first.id);
    expect(done.status).toBe("completed");
    expect((await userRow(owner.userId)).coverageUsed).toBe(1); // a re-run of a completed report is free
    const stranger = await signUp(t.app);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/protected/coverage/${first.id}/reanalyze`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
  }, 60_000);
});

describe("allowance", () => {
  it("allowance 3 and 20 parallel requests: exactly 3 coverages and jobs, 17 limit errors", async () => {
    const owner = await signUp(t.app);
    await t.ctx.database.db
      .update(users)
      .set({ tier: "pro", coverageAllowance: 3 })
      .where(eq(users.id, owner.userId));
    const scriptIds = await Promise.all(
      Array.from({ length: 20 }, (_, i) => uploadFountain(t.app, owner.token, { title: `Parallel ${i}` })),
    );
    const results = await Promise.all(scriptIds.map((id) => request(id, owner.token)));
    const ok = results.filter((r) => r.statusCode === 200);
    const limited = results.filter((r) => r.statusCode === 403);
    expect(ok).toHaveLength(3);
    expect(limited).toHaveLength(17);
    for (const r of limited)
      expect(r.json()).toEqual({
        success: false,
        error: "Coverage limit reached",
        limit: 3,
        used: 3,
        tier: "pro",
      });
    const rows = await t.ctx.database.db
      .select({ id: coverages.id })
      .from(coverages)
      .where(
        sql`${coverages.scriptId} in (${sql.join(
          scriptIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(rows).toHaveLength(3);
    expect(await jobsFor(rows.map((r) => r.id))).toBe(3);
    expect((await userRow(owner.userId)).coverageUsed).toBe(3);
  }, 120_000);

  it("counts requests just before and after midnight UTC on the 1st against the right month", async () => {
    const owner = await signUp(t.app);
    const ids = await Promise.all(
      [0, 1, 2].map((i) => uploadFountain(t.app, owner.token, { title: `Boundary ${i}` })),
    );
    const scriptOf = async (id: string) => (await findScriptWithAuthor(t.ctx.database.db, id))!;
    const ask = async (id: string, now: string) =>
      requestCoverage(t.ctx, {
        script: await scriptOf(id),
        requesterId: owner.userId,
        chargeAllowance: true,
        now: new Date(now),
      });

    const january = await ask(ids[0]!, "2031-01-31T23:59:59.000Z");
    expect(january.coverageUsage).toMatchObject({
      used: 1,
      allowance: 1,
      resetsAt: "2031-02-01T00:00:00.000Z",
    });
    await expect(ask(ids[1]!, "2031-01-31T23:59:59.999Z")).rejects.toMatchObject({
      status: 403,
      details: { limit: 1, used: 1 },
    });
    const february = await ask(ids[1]!, "2031-02-01T00:00:00.000Z");
    expect(february.coverageUsage).toMatchObject({ used: 1, resetsAt: "2031-03-01T00:00:00.000Z" });
    await expect(ask(ids[2]!, "2031-02-15T12:00:00.000Z")).rejects.toMatchObject({ status: 403 });
  }, 60_000);

  it("spends a bought token after the monthly allowance", async () => {
    const owner = await signUp(t.app);
    await t.ctx.database.db.update(users).set({ coverageTokens: 1 }).where(eq(users.id, owner.userId));
    const ids = await Promise.all(
      [0, 1, 2].map((i) => uploadFountain(t.app, owner.token, { title: `Token ${i}` })),
    );
    expect((await request(ids[0]!, owner.token)).statusCode).toBe(200);
    const second = await request(ids[1]!, owner.token);
    expect(second.statusCode).toBe(200);
    expect(second.json().coverageUsage).toMatchObject({ used: 1, tokens: 0 });
    expect((await request(ids[2]!, owner.token)).statusCode).toBe(403);
  }, 60_000);
});

describe("a crashed worker", () => {
  it("re-runs the job: one report, one charge, one award", async () => {
    const owner = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, owner.token);
    const coverageId = await pendingCoverageWithoutJob(scriptId, owner.userId);
    // The first worker dies mid-analysis: its engine never returns and the job's signal aborts.
    let started = false;
    t.ctx.coverageEngine = {
      kind: "local",
      providerName: "Local analysis",
      model: null,
      analyze: (_input, signal) =>
        new Promise<CoverageDraft>((_resolve, reject) => {
          started = true;
          signal.addEventListener("abort", () => reject(new Error("worker killed")));
        }),
    } satisfies CoverageEngineImpl;
    const crash = new AbortController();
    const firstRun = runCoverage(t.ctx, coverageId, { signal: crash.signal, isLastAttempt: false });
    await waitFor(async () => started);
    crash.abort();
    await expect(firstRun).rejects.toThrow("worker killed");
    expect(
      (await t.ctx.database.db.select().from(coverages).where(eq(coverages.id, coverageId)))[0]!.status,
    ).toBe("processing");

    t.ctx.coverageEngine = createLocalEngine();
    await runCoverage(t.ctx, coverageId, { signal: new AbortController().signal, isLastAttempt: false });
    await runCoverage(t.ctx, coverageId, { signal: new AbortController().signal, isLastAttempt: false });
    t.ctx.coverageEngine = undefined;
    const rows = await t.ctx.database.db.select().from(coverages).where(eq(coverages.scriptId, scriptId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "completed", attempts: 2 });
    expect((await userRow(owner.userId)).coverageUsed).toBe(1);
    expect((await userRow(owner.userId)).receivedClout).toBe(COVERAGE_REQUEST_AWARD);
  }, 60_000);

  it("the sweeper fails a report stuck past every retry and gives the charge back", async () => {
    const owner = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, owner.token);
    const coverageId = await pendingCoverageWithoutJob(scriptId, owner.userId);
    expect((await userRow(owner.userId)).coverageUsed).toBe(1);
    expect(await sweepStuckCoverage(t.ctx, new Date())).toBe(0);
    expect(
      await sweepStuckCoverage(t.ctx, new Date(Date.now() + stuckAfterMs() + 1000)),
    ).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.database.db.select().from(coverages).where(eq(coverages.id, coverageId));
    expect(row).toMatchObject({ status: "failed", error: "Coverage analysis timed out", refunded: true });
    expect((await userRow(owner.userId)).coverageUsed).toBe(0);
    // The +50 went back with the refund (docs/security.md, finding 3)...
    expect((await userRow(owner.userId)).receivedClout).toBe(0);
    // ...so a failed report may be requested again, and that request earns it (once per version).
    const retry = await request(scriptId, owner.token);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().cloutAwarded).toBe(COVERAGE_REQUEST_AWARD);
  });
});

describe("admin requests for dummy authors", () => {
  it("refuse a script whose author is not a dummy account", async () => {
    const owner = await signUp(t.app);
    const admin = await signUp(t.app);
    await t.ctx.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.userId));
    const scriptId = await uploadFountain(t.app, owner.token);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/scripts/${scriptId}/coverage`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/scripts/${randomUUID()}/coverage`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});
