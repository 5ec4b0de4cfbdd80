import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { screenplayParses, scriptVersions } from "../src/db/schema.ts";
import { projectRoot } from "../src/lib/paths.ts";
import { enqueueReparseAll } from "../src/modules/screenplay/enqueue-reparse-all.ts";
import { reparseScreenplayJob } from "../src/modules/screenplay/jobs/reparse-screenplay.ts";
import { parseVersion } from "../src/modules/screenplay/parse-version.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

const corpus = (name: string) =>
  readFileSync(path.join(projectRoot(), "packages/screenplay/corpus", name), "utf8");

describe("re-parsing stored versions after an engine upgrade (npm run reparse)", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const owner = await signUp(app);
  const { db } = ctx.database;

  async function uploadFountain(name: string) {
    const form = multipart(
      { title: name, genres: '["drama"]', isPublic: "true" },
      { name, type: "text/plain", data: Buffer.from(corpus("short.fountain")) },
    );
    const res = await app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [version] = await db
      .select()
      .from(scriptVersions)
      .where(eq(scriptVersions.scriptId, res.json().script.id));
    return version!;
  }
  const parseOf = async (versionId: string) =>
    (await db.select().from(screenplayParses).where(eq(screenplayParses.versionId, versionId)))[0];

  it("replaces a stale model with the current engine's result", async () => {
    const version = await uploadFountain("stale.fountain");
    await db
      .update(screenplayParses)
      .set({ model: { stale: true }, stats: { stale: true } })
      .where(eq(screenplayParses.versionId, version.id));
    expect(await parseVersion(ctx, version.id, { again: true })).toBe("updated");
    const row = await parseOf(version.id);
    expect(row?.status).toBe("done");
    expect((row?.model as { scenes: unknown[] }).scenes.length).toBeGreaterThan(0);
    expect(row?.stats).not.toEqual({ stale: true });
  }, 60_000);

  it("keeps the old result when the new parse fails, and records the failure when there was none", async () => {
    const version = await uploadFountain("kept.fountain");
    const before = await parseOf(version.id);
    // The stored file no longer parses (a damaged PDF).
    await ctx.store.put(version.s3Key, Buffer.from("%PDF-1.7\nthis is not a pdf body\n"), "application/pdf");
    await db.update(scriptVersions).set({ fileType: "pdf" }).where(eq(scriptVersions.id, version.id));
    expect(await parseVersion(ctx, version.id, { again: true })).toBe("kept");
    const after = await parseOf(version.id);
    expect(after?.status).toBe("done");
    expect(after?.model).toEqual(before?.model);

    await db.delete(screenplayParses).where(eq(screenplayParses.versionId, version.id));
    expect(await parseVersion(ctx, version.id, { again: true })).toBe("failed");
    expect((await parseOf(version.id))?.status).toBe("failed");
  }, 60_000);

  it("parses a version once when the parse job and a coverage ask for it at the same time", async () => {
    const version = await uploadFountain("twice.fountain");
    await db.delete(screenplayParses).where(eq(screenplayParses.versionId, version.id));
    const get = ctx.store.get.bind(ctx.store);
    let reads = 0;
    ctx.store.get = (key: string) => {
      if (key === version.s3Key) reads++;
      return get(key);
    };
    try {
      const outcomes = await Promise.all([parseVersion(ctx, version.id), parseVersion(ctx, version.id)]);
      expect(outcomes).toEqual(["updated", "updated"]);
      expect(reads).toBe(1);
      expect((await parseOf(version.id))?.status).toBe("done");
      // Once finished, a later call parses again (nothing is kept beyond the run itself).
      await parseVersion(ctx, version.id);
      expect(reads).toBe(2);
    } finally {
      ctx.store.get = get;
    }
  }, 60_000);

  it("enqueues one re-parse job per stored version", async () => {
    const sent: { name: string; versionId: string }[] = [];
    const queue = {
      send: async <P>(job: { name: string }, payload: P) => {
        sent.push({ name: job.name, versionId: (payload as { versionId: string }).versionId });
        return "id";
      },
    };
    const n = await enqueueReparseAll(db, queue as never);
    const versions = await db.select({ id: scriptVersions.id }).from(scriptVersions);
    expect(n).toBe(versions.length);
    expect(sent.map((s) => s.versionId).sort()).toEqual(versions.map((v) => v.id).sort());
    expect(new Set(sent.map((s) => s.name))).toEqual(new Set([reparseScreenplayJob.name]));
  });
});

describe("warm standby parse threads", () => {
  it("parses with a thread that loaded pdf.js ahead of time, and keeps one waiting", async () => {
    const { renderScreenplayPdf, parseFountain } = await import("@twl/screenplay");
    const { disableWarmParseWorkers, enableWarmParseWorkers, hasWarmParseWorker, parseInWorker } =
      await import("../src/modules/screenplay/parse-in-worker.ts");
    const source = corpus("short.fountain");
    const pdf = await renderScreenplayPdf(source, "letter-courier");
    enableWarmParseWorkers();
    try {
      expect(hasWarmParseWorker()).toBe(true);
      const first = await parseInWorker(pdf, "pdf");
      expect(first.model.scenes.map((s) => s.heading)).toEqual(
        parseFountain(source).scenes.map((s) => s.heading),
      );
      // The thread that parsed is gone; another one waits for the next file.
      expect(hasWarmParseWorker()).toBe(true);
      const second = await parseInWorker(pdf, "pdf");
      expect(second.model.scenes).toHaveLength(first.model.scenes.length);
    } finally {
      await disableWarmParseWorkers();
    }
    expect(hasWarmParseWorker()).toBe(false);
  }, 120_000);
});
