import { eq } from "drizzle-orm";
import { PDFDocument, rgb } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  COVERAGE_REQUEST_AWARD,
  REANALYSES_PER_REPORT_PER_DAY,
  REANALYSIS_LIMIT_MESSAGE,
} from "@twl/contract";

import { cloutTransactions, coverages, users } from "../src/db/schema.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { QUEUE_POLL_SECONDS, settledCoverage, silent, uploadFountain } from "./coverage-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp, type TestApp } from "./helper.ts";

/** docs/security.md, findings 3 and 14: clout from failed reports, and unlimited, racy re-analysis. */
const t: TestApp = await createTestApp({ RATE_LIMIT_MAX: "5000" });
const queue = await JobQueue.start(t.ctx.database, silent);
await queue.declare(ALL_JOBS);
t.ctx.queue = queue;
afterAll(() => queue.stop());
beforeAll(async () => {
  await queue.work(ALL_JOBS, t.ctx, silent, QUEUE_POLL_SECONDS);
});

const userRow = async (id: string) =>
  (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A valid PDF whose pages hold only a drawn box: no text layer, so its coverage fails. */
async function pdfWithoutText(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 2; i++)
    doc
      .addPage([612, 792])
      .drawRectangle({ x: 100, y: 100, width: 200, height: 200, color: rgb(0.2, 0.2, 0.2) });
  return Buffer.from(await doc.save());
}

async function upload(token: string, url: string, data: Buffer, fields: Record<string, string> = {}) {
  const form = multipart(fields, { name: "unreadable.pdf", type: "application/pdf", data });
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

describe("finding 3: solid clout from nothing", () => {
  it("fail, refund, new version, repeat: four rounds end at 0 extra clout and the allowance intact", async () => {
    const attacker = await signUp(t.app);
    const pdf = await pdfWithoutText();
    const created = await upload(attacker.token, "/api/protected/scripts/upload", pdf, {
      title: "Unreadable",
      genres: '["drama"]',
      isPublic: "false",
    });
    const scriptId = created.script.id as string;

    for (let round = 1; round <= 4; round++) {
      if (round > 1) await upload(attacker.token, `/api/protected/scripts/${scriptId}/upload-version`, pdf);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/protected/scripts/${scriptId}/coverage`,
        headers: bearer(attacker.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().cloutAwarded).toBe(COVERAGE_REQUEST_AWARD);
      const settled = await settledCoverage(t.app, attacker.token, scriptId, res.json().coverage.id);
      expect(settled.status).toBe("failed");
      // The refund and the reversal land together.
      const user = await userRow(attacker.userId);
      expect({ round, receivedClout: user.receivedClout, coverageUsed: user.coverageUsed }).toEqual({
        round,
        receivedClout: 0,
        coverageUsed: 0,
      });
    }

    const ledger = await t.ctx.database.db
      .select()
      .from(cloutTransactions)
      .where(eq(cloutTransactions.userId, attacker.userId));
    const solid = ledger.filter((row) => row.balance === "solid");
    const net = solid.reduce((sum, row) => sum + (row.type === "earned" ? row.amount : -row.amount), 0);
    expect(net).toBe(0);
    expect(solid.filter((row) => row.type === "spent")).toHaveLength(4);
  }, 480_000);

  it("a completed report keeps its award", async () => {
    const writer = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, writer.token);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${scriptId}/coverage`,
      headers: bearer(writer.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settledCoverage(t.app, writer.token, scriptId, res.json().coverage.id)).status).toBe(
      "completed",
    );
    expect((await userRow(writer.userId)).receivedClout).toBe(COVERAGE_REQUEST_AWARD);
  }, 120_000);
});

describe("finding 14: re-analysis is limited and race-free", () => {
  it("two parallel re-analyses: one passes; past the daily limit: 429", async () => {
    const writer = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, writer.token);
    const requested = await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${scriptId}/coverage`,
      headers: bearer(writer.token),
    });
    const coverageId = requested.json().coverage.id as string;
    expect((await settledCoverage(t.app, writer.token, scriptId, coverageId)).status).toBe("completed");

    const reanalyze = () =>
      t.app.inject({
        method: "POST",
        url: `/api/protected/coverage/${coverageId}/reanalyze`,
        headers: bearer(writer.token),
      });
    const jobsBefore = await countJobs(coverageId);
    // No worker may finish the first re-run before the second request reads the report: that
    // request would then find it completed again and pass too (a race in the test, not the code).
    const analyzeJob = ALL_JOBS.find((job) => job.name === "coverage.analyze")!;
    await queue.stopWorking(analyzeJob);
    const pair = await Promise.all([reanalyze(), reanalyze()]);
    expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await countJobs(coverageId)).toBe(jobsBefore + 1);
    await queue.work([analyzeJob], t.ctx, silent, QUEUE_POLL_SECONDS);
    expect((await settledCoverage(t.app, writer.token, scriptId, coverageId)).status).toBe("completed");

    for (let i = 2; i <= REANALYSES_PER_REPORT_PER_DAY; i++) {
      const res = await reanalyze();
      expect(res.statusCode, res.body).toBe(200);
      expect((await settledCoverage(t.app, writer.token, scriptId, coverageId)).status).toBe("completed");
    }
    const over = await reanalyze();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, error: REANALYSIS_LIMIT_MESSAGE });
    const [row] = await t.ctx.database.db.select().from(coverages).where(eq(coverages.id, coverageId));
    expect(row).toMatchObject({ status: "completed", reanalysesOnDay: REANALYSES_PER_REPORT_PER_DAY });
  }, 240_000);
});

async function countJobs(coverageId: string): Promise<number> {
  const { sql } = await import("drizzle-orm");
  const rows = await t.ctx.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'coverage.analyze' and data->>'coverageId' = ${coverageId}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
