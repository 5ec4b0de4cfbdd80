import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { MAX_SCRIPT_PAGES, SCREENPLAY_TOO_LARGE_MESSAGE, tooManyPagesMessage } from "@twl/contract";

import { scripts, scriptVersions } from "../src/db/schema.ts";
import { projectRoot } from "../src/lib/paths.ts";
import { saveParse } from "../src/modules/screenplay/screenplay.repo.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { silent, uploadFountain } from "./coverage-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

/** docs/security.md, findings 6 (PDF page bomb) and 7 (parsed model amplification). */
const t = await createTestApp({ RATE_LIMIT_MAX: "5000" });
const queue = await JobQueue.start(t.ctx.database, silent);
await queue.declare(ALL_JOBS);
t.ctx.queue = queue;
afterAll(() => queue.stop());
const attacker = await signUp(t.app);

/**
 * The page bomb as the attacker built it: a valid PDF of `pages` empty pages (~80 bytes each, so
 * 100,000 pages fit under the 10 MB upload limit).
 */
function pageBomb(pages: number): Buffer {
  const chunks: string[] = ["%PDF-1.4\n"];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const add = (text: string) => {
    offsets.push(length);
    chunks.push(text);
    length += text.length;
  };
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) kids.push(`${i + 3} 0 R`);
  add("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n");
  add(`2 0 obj\n<< /Type /Pages /Count ${pages} /Kids [${kids.join(" ")}] >>\nendobj\n`);
  for (let i = 0; i < pages; i++)
    add(`${i + 3} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n`);
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  chunks.push(
    `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return Buffer.from(chunks.join(""), "latin1");
}

async function upload(token: string, name: string, type: string, data: Buffer) {
  const form = multipart({ title: name, genres: '["drama"]', isPublic: "true" }, { name, type, data });
  return t.app.inject({
    method: "POST",
    url: "/api/protected/scripts/upload",
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

const scriptsOf = async (userId: string) =>
  t.ctx.database.db.select().from(scripts).where(eq(scripts.userId, userId));

describe("finding 6: the PDF page bomb", () => {
  it("a 100,000-page PDF under 10 MB is refused at upload with a clear message, and nothing is kept", async () => {
    const bomb = pageBomb(100_000);
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    const res = await upload(attacker.token, "bomb.pdf", "application/pdf", bomb);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, error: tooManyPagesMessage(100_000) });
    expect(res.json().error).toContain("1,000 pages");
    expect(await scriptsOf(attacker.userId)).toHaveLength(0);
  }, 120_000);

  it(`one page past the cap (${MAX_SCRIPT_PAGES + 1}) is refused, the cap itself is not`, async () => {
    const over = await upload(attacker.token, "over.pdf", "application/pdf", pageBomb(MAX_SCRIPT_PAGES + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(tooManyPagesMessage(MAX_SCRIPT_PAGES + 1));
    const atCap = await upload(attacker.token, "at-cap.pdf", "application/pdf", pageBomb(MAX_SCRIPT_PAGES));
    expect(atCap.statusCode, atCap.body).toBe(201);
    expect(atCap.json().script.pageCount).toBe(MAX_SCRIPT_PAGES);
  }, 120_000);
});

describe("finding 7: parsed model amplification", () => {
  it("a 314 KB Fountain file of one-line scenes is refused instead of becoming a multi-megabyte model", async () => {
    let text = "";
    for (let i = 0; text.length < 314_000; i++) text += `INT. ROOM ${i} - DAY\n\n`;
    const before = (await scriptsOf(attacker.userId)).length;
    const res = await upload(attacker.token, "scenes.fountain", "text/plain", Buffer.from(text));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, error: SCREENPLAY_TOO_LARGE_MESSAGE });
    expect(await scriptsOf(attacker.userId)).toHaveLength(before);
  }, 120_000);

  it("20 parallel anonymous reads share one serialised answer with an ETag; /health answers meanwhile", async () => {
    const writer = await signUp(t.app);
    const feature = readFileSync(path.join(projectRoot(), "packages/screenplay/corpus/feature.fountain"));
    const created = await upload(writer.token, "feature.fountain", "text/plain", feature);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().script.id as string;
    const read = () =>
      t.app.inject({ method: "GET", url: `/api/scripts/${id}/screenplay`, remoteAddress: "203.0.113.50" });
    const [health, ...reads] = await Promise.all([
      t.app.inject({ method: "GET", url: "/health" }),
      ...Array.from({ length: 20 }, read),
    ]);
    expect(health.statusCode).toBe(200);
    expect(new Set(reads.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(reads.map((r) => r.body)).size).toBe(1);
    const etag = reads[0]!.headers.etag as string;
    expect(etag).toMatch(/^"sp-/);
    expect(reads.every((r) => r.headers.etag === etag)).toBe(true);
    expect(reads[0]!.json()).toMatchObject({ success: true, status: "done" });
    const again = await t.app.inject({
      method: "GET",
      url: `/api/scripts/${id}/screenplay`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  }, 120_000);

  it("a model stored before the bound existed is not sent whole to every visitor", async () => {
    const id = await uploadFountain(t.app, attacker.token, { isPublic: true, title: "Old Giant" });
    const [version] = await t.ctx.database.db
      .select()
      .from(scriptVersions)
      .where(eq(scriptVersions.scriptId, id));
    const giant = {
      scenes: Array.from({ length: 60_000 }, (_, i) => ({
        heading: `INT. ROOM ${i} - DAY`,
        elements: [{ kind: "action", text: "x".repeat(80) }],
      })),
    };
    await saveParse(t.ctx.database.db, {
      versionId: version!.id,
      status: "done",
      model: giant,
      stats: {},
      error: null,
      durationMs: 1,
    });
    const res = await t.app.inject({ method: "GET", url: `/api/scripts/${id}/screenplay` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      version: 1,
      status: "failed",
      error: SCREENPLAY_TOO_LARGE_MESSAGE,
    });
    expect(res.body.length).toBeLessThan(1000);
  }, 120_000);
});
