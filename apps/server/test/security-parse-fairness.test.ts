import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";

import { PARSE_TIMEOUTS_PER_WINDOW } from "@twl/contract";

import { parseTimeouts, screenplayParses, scripts, scriptVersions } from "../src/db/schema.ts";
import { enqueueParse } from "../src/modules/screenplay/enqueue-parse.ts";
import { parseScreenplayJob } from "../src/modules/screenplay/jobs/parse-screenplay.ts";
import type * as ParseInWorkerModule from "../src/modules/screenplay/parse-in-worker.ts";
import { parseVersion } from "../src/modules/screenplay/parse-version.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { makePdf, multipart } from "./fixtures.ts";
import { createTestApp, createTestContext } from "./helper.ts";

/**
 * A fake parser for the parse job: every parse runs out of time, as the attacker's files did
 * (the upload inspection stays real).
 */
vi.mock("../src/modules/screenplay/parse-in-worker.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof ParseInWorkerModule>();
  return {
    ...actual,
    parseInWorker: vi.fn(async () => {
      throw new actual.ParseFailure("Parsing took longer than 30 s", "timeout");
    }),
  };
});

const silent = { info: () => {}, error: () => {} };

/** docs/security.md, issue 28 finding 3: two accounts with 4 slow files each made a third user's 1-page PDF wait 90 s. */
describe("parse jobs are handed out fairly across uploaders (pg-boss, every worker)", async () => {
  const { ctx, dropDatabase } = await createTestContext();
  const queue = await JobQueue.start(ctx.database, silent);
  await queue.declare([parseScreenplayJob as never]);
  ctx.queue = queue;
  afterAll(async () => {
    await queue.stop();
    await ctx.database.close();
    await dropDatabase();
  });

  it("a user with nothing queued goes before the 2nd file of two users with 4 queued each", async () => {
    const names = new Map<string, string>();
    const enqueue = async (owner: string, name: string) => {
      const versionId = randomUUID();
      names.set(versionId, name);
      await enqueueParse(ctx, { versionId, owner });
    };
    for (let i = 1; i <= 4; i++) await enqueue("attacker-a", `a${i}`);
    for (let i = 1; i <= 4; i++) await enqueue("attacker-c", `c${i}`);
    await enqueue("victim", "v");

    // The real job's concurrency (2 per worker, 1 per user), with a parser that waits to be released.
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const blocked = {
      ...parseScreenplayJob,
      handler: async ({ versionId }: { versionId: string }) => {
        const name = names.get(versionId)!;
        started.push(name);
        await new Promise<void>((resolve) => gates.set(name, resolve));
      },
    };
    await queue.work([blocked as never], ctx, silent, 0.5);
    await expect.poll(() => gates.size, { timeout: 60_000 }).toBe(2);
    // The two slots start at once, in either order: each attacker's first file, not a2.
    expect([...started].sort()).toEqual(["a1", "c1"]);

    // The first parser that frees up takes the victim's file, not a2 (first in, first out did).
    const released = new Set<string>();
    const release = (name: string) => {
      released.add(name);
      gates.get(name)!();
    };
    release("a1");
    await expect.poll(() => gates.size, { timeout: 60_000 }).toBe(3);
    expect(started[2]).toBe("v");

    // Then one parse ends at a time, the oldest still running first.
    for (let n = 3; n < 9; n++) {
      release(started.find((name) => !released.has(name))!);
      await expect.poll(() => gates.size, { timeout: 60_000 }).toBe(n + 1);
    }
    for (const name of started.slice(-2)) gates.get(name)!();
    // Each user's own files keep their order.
    expect(started.filter((s) => s.startsWith("a"))).toEqual(["a1", "a2", "a3", "a4"]);
    expect(started.filter((s) => s.startsWith("c"))).toEqual(["c1", "c2", "c3", "c4"]);
  }, 300_000);
});

describe("parse timeouts count against the uploader's budget (in the database)", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const slow = await signUp(app);
  const other = await signUp(app);

  async function upload(token: string) {
    const form = multipart(
      { title: "Slow", genres: '["drama"]' },
      { name: "s.pdf", type: "application/pdf", data: await makePdf(1) },
    );
    return app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  }

  it(`after ${PARSE_TIMEOUTS_PER_WINDOW} parses out of time, the user's uploads are refused until the window passes`, async () => {
    for (let i = 0; i < PARSE_TIMEOUTS_PER_WINDOW; i++) {
      const res = await upload(slow.token);
      expect(res.statusCode, res.body).toBe(201);
      const [version] = await ctx.database.db
        .select({ id: scriptVersions.id })
        .from(scriptVersions)
        .where(eq(scriptVersions.scriptId, res.json().script.id));
      await parseVersion(ctx, version!.id);
      const [parse] = await ctx.database.db
        .select()
        .from(screenplayParses)
        .where(eq(screenplayParses.versionId, version!.id));
      expect(parse).toMatchObject({ status: "failed" });
    }
    expect(await ctx.database.db.$count(parseTimeouts, eq(parseTimeouts.userId, slow.userId))).toBe(
      PARSE_TIMEOUTS_PER_WINDOW,
    );

    const scriptsBefore = await ctx.database.db.$count(scripts);
    const refused = await upload(slow.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/took too long to read.*paused until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    // The same through another path: a new version of an existing script.
    const [existing] = await ctx.database.db
      .select({ id: scripts.id })
      .from(scripts)
      .where(eq(scripts.userId, slow.userId))
      .limit(1);
    const form = multipart({}, { name: "v.pdf", type: "application/pdf", data: await makePdf(1) });
    const version = await app.inject({
      method: "POST",
      url: `/api/protected/scripts/${existing!.id}/upload-version`,
      headers: { ...bearer(slow.token), ...form.headers },
      payload: form.payload,
    });
    expect(version.statusCode).toBe(429);
    expect(await ctx.database.db.$count(scripts)).toBe(scriptsBefore);

    // Another user is not affected.
    expect((await upload(other.token)).statusCode).toBe(201);

    // Once the timeouts are older than the window, the user uploads again.
    await ctx.database.db
      .update(parseTimeouts)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(parseTimeouts.userId, slow.userId));
    expect((await upload(slow.token)).statusCode).toBe(201);
  }, 300_000);

  it("a user's recent timeouts also lower the priority of their next parse", async () => {
    await ctx.database.db.insert(parseTimeouts).values({ userId: other.userId, reason: "timeout" });
    const sent: { priority?: number }[] = [];
    const fakeQueue = {
      pendingInGroup: async () => 0,
      send: async (_job: unknown, _payload: unknown, options: { priority?: number }) => {
        sent.push(options);
        return null;
      },
    };
    await enqueueParse(
      { ...ctx, queue: fakeQueue as never },
      { versionId: randomUUID(), owner: other.userId },
    );
    await enqueueParse(
      { ...ctx, queue: fakeQueue as never },
      { versionId: randomUUID(), owner: slow.userId },
    );
    expect(sent.map((s) => s.priority)).toEqual([-1, 0]);
  });
});
