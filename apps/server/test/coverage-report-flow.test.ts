import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { coverages } from "../src/db/schema.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { QUEUE_POLL_SECONDS, settledCoverage, silent } from "./coverage-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp, type TestApp } from "./helper.ts";

/** The report sections through the upload path: upload, request, worker, the stored report. */
const t: TestApp = await createTestApp({ RATE_LIMIT_MAX: "5000" });
const queue = await JobQueue.start(t.ctx.database, silent);
await queue.declare(ALL_JOBS);
t.ctx.queue = queue;
afterAll(() => queue.stop());

/** A 12-scene short written here: a lighthouse keeper and a sergeant, about ten pages. */
function shortScript(): string {
  const out: string[] = [];
  for (let i = 1; i <= 12; i++) {
    out.push(i % 3 ? "INT. LIGHTHOUSE - NIGHT" : "EXT. CLIFF - DAY", "");
    out.push(i === 1 ? "IRIS (40s), the keeper, lights the lamp." : `Iris climbs step ${i}.`, "");
    for (let j = 0; j < 8; j++)
      out.push(j % 2 ? "KELL" : "IRIS", `Line ${i}.${j} about the lamp and the sea.`, "");
  }
  return `${out.join("\n")}\n`;
}

async function upload(token: string) {
  const form = multipart(
    { title: "Keeper", genres: '["drama"]', isPublic: "true", screenplayType: "movie" },
    { name: "keeper.fountain", type: "text/plain", data: Buffer.from(shortScript()) },
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/protected/scripts/upload",
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().script.id as string;
}

describe("coverage report sections (worker running)", () => {
  beforeAll(async () => {
    await queue.work(ALL_JOBS, t.ctx, silent, QUEUE_POLL_SECONDS);
  });

  it("stores the sections, judges the 'feature' as a short, and shows them to every reader", async () => {
    const owner = await signUp(t.app);
    const scriptId = await upload(owner.token);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${scriptId}/coverage`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = await settledCoverage(t.app, owner.token, scriptId, res.json().coverage.id);
    expect(done.status, done.error).toBe("completed");
    const report = done.analysis.report;
    expect(report.format).toMatchObject({ declared: "movie", judgedAs: "short" });
    expect(report.format.note).toMatch(/short norms/);
    expect(report.recommendation.verdict).toMatch(/^(Pass|Consider|Recommend)$/);
    expect(report.synopsis[0].beats[0]).toMatchObject({
      page: 1,
      heading: "INT. LIGHTHOUSE - NIGHT",
      action: "IRIS (40s), the keeper, lights the lamp.",
    });
    expect(report.characters.map((c: { name: string }) => c.name)).toEqual(["IRIS", "KELL"]);
    expect(report.budget.band).toBe("Micro");
    expect(done.analysis.detailedFeedback.structure.evidence.length).toBeGreaterThan(0);

    // The dashboard row carries the grade and the recommendation.
    const mine = (
      await t.app.inject({ url: "/api/protected/scripts/my-scripts", headers: bearer(owner.token) })
    ).json();
    expect(mine.scripts.find((s: { id: string }) => s.id === scriptId).coverageResult).toEqual({
      grade: done.analysis.overallGrade,
      verdict: report.recommendation.verdict,
    });

    // A reader of the public script sees the same report.
    const reader = await signUp(t.app);
    const shared = (
      await t.app.inject({ url: `/api/scripts/${scriptId}/coverages`, headers: bearer(reader.token) })
    ).json();
    expect(shared.coverages[0].analysis.report).toEqual(report);

    // A report stored before the sections existed still loads, without them.
    const { report: _dropped, ...older } = done.analysis;
    for (const c of ["structure", "characters", "dialogue", "pacing", "marketability"])
      delete older.detailedFeedback[c].evidence;
    await t.ctx.database.db.update(coverages).set({ analysis: older }).where(eq(coverages.id, done.id));
    const reloaded = (
      await t.app.inject({
        url: `/api/protected/scripts/${scriptId}/coverages`,
        headers: bearer(owner.token),
      })
    ).json();
    expect(reloaded.coverages[0].analysis).toMatchObject({ overallScore: done.analysis.overallScore });
    expect(reloaded.coverages[0].analysis.report).toBeUndefined();
    const mineAgain = (
      await t.app.inject({ url: "/api/protected/scripts/my-scripts", headers: bearer(owner.token) })
    ).json();
    expect(mineAgain.scripts.find((s: { id: string }) => s.id === scriptId).coverageResult).toEqual({
      grade: done.analysis.overallGrade,
      verdict: null,
    });
  });
});
