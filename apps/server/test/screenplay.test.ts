import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { renderScreenplayPdf } from "@twl/screenplay";

import { projectRoot } from "../src/lib/paths.ts";
import { ParseFailure, parseInWorker } from "../src/modules/screenplay/parse-in-worker.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { QUEUE_POLL_SECONDS } from "./coverage-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

const corpus = (name: string) =>
  readFileSync(path.join(projectRoot(), "packages/screenplay/corpus", name), "utf8");
const silent = { info: () => {}, error: () => {} };

describe("screenplay parsing off the request path", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const queue = await JobQueue.start(ctx.database, silent);
  await queue.declare(ALL_JOBS);
  await queue.work(ALL_JOBS, ctx, silent, QUEUE_POLL_SECONDS);
  ctx.queue = queue;
  afterAll(() => queue.stop());
  const owner = await signUp(app);

  async function upload(name: string, type: string, data: Buffer, isPublic = true) {
    const form = multipart(
      { title: name, genres: '["drama"]', isPublic: String(isPublic) },
      { name, type, data },
    );
    return app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
  }
  async function screenplayOf(id: string, token?: string) {
    return app.inject({
      method: "GET",
      url: `/api/scripts/${id}/screenplay`,
      headers: token ? bearer(token) : {},
    });
  }

  it("parses an uploaded PDF in the worker and serves the model and statistics", async () => {
    const pdf = Buffer.from(await renderScreenplayPdf(corpus("pilot.fountain"), "letter-courier"));
    const res = await upload("pilot.pdf", "application/pdf", pdf);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().script.id;
    let body = (await screenplayOf(id)).json();
    for (let i = 0; i < 100 && body.status === "pending"; i++) {
      await new Promise((r) => setTimeout(r, 200));
      body = (await screenplayOf(id)).json();
    }
    expect(body.status).toBe("done");
    const truth = (await import("@twl/screenplay")).parseFountain(corpus("pilot.fountain"));
    expect(body.model.scenes.map((s: { heading: string }) => s.heading)).toEqual(
      truth.scenes.map((s) => s.heading),
    );
    expect(body.stats).toBeTruthy();
    // The PDF has a title page, which the model does not count as a script page.
    expect(body.model.titlePage.title).toBeTruthy();
    expect(body.model.pages.length).toBe(res.json().script.pageCount - 1);
  });

  it("accepts Fountain and FDX: the page count comes from the parsed model, ready at once", async () => {
    const fountain = corpus("short.fountain");
    const res = await upload("short.fountain", "text/plain", Buffer.from(fountain));
    expect(res.statusCode, res.body).toBe(201);
    const expected = (await import("@twl/screenplay")).parseFountain(fountain);
    expect(res.json().script).toMatchObject({ fileType: "fountain", pageCount: expected.pages.length });
    const parsed = (await screenplayOf(res.json().script.id)).json();
    expect(parsed.status).toBe("done");
    expect(parsed.model.scenes).toHaveLength(expected.scenes.length);

    const fdx = `<?xml version="1.0" encoding="UTF-8"?><FinalDraft DocumentType="Script" Version="5"><Content>
      <Paragraph Type="Scene Heading"><Text>INT. DINER - NIGHT</Text></Paragraph>
      <Paragraph Type="Action"><Text>Rain on the windows.</Text></Paragraph>
      <Paragraph Type="Character"><Text>NORA</Text></Paragraph>
      <Paragraph Type="Dialogue"><Text>You came back.</Text></Paragraph>
    </Content></FinalDraft>`;
    const fdxRes = await upload("diner.fdx", "application/xml", Buffer.from(fdx));
    expect(fdxRes.statusCode, fdxRes.body).toBe(201);
    expect(fdxRes.json().script).toMatchObject({ fileType: "fdx", pageCount: 1 });
  });

  it("refuses binary junk and text with no screenplay in it", async () => {
    const junk = await upload("x.fountain", "text/plain", Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00]));
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error).toBe("Please upload a PDF file");
    const empty = await upload("notes.txt", "text/plain", Buffer.from("just some notes\nnothing else\n"));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/doesn't look like a screenplay/);
  });

  it("keeps a private script's screenplay private", async () => {
    const res = await upload("secret.fountain", "text/plain", Buffer.from(corpus("short.fountain")), false);
    const other = await signUp(app);
    const denied = await screenplayOf(res.json().script.id, other.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe("This script is private");
  });

  it("stops a parse at the wall-clock limit and at the heap limit", async () => {
    const feature = Buffer.from(corpus("feature.fountain"));
    await expect(
      parseInWorker(new Uint8Array(feature), "fountain", { timeoutMs: 5, maxHeapMb: 256 }),
    ).rejects.toMatchObject({ reason: "timeout" });
    const huge = Buffer.from(corpus("feature.fountain").repeat(60));
    const err = await parseInWorker(new Uint8Array(huge), "fountain", {
      timeoutMs: 60_000,
      maxHeapMb: 16,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParseFailure);
    expect((err as ParseFailure).reason).toMatch(/memory|crash/);
  });
});
