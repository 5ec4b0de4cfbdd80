import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { defineJob } from "../src/queue/define-job.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { createTestContext } from "./helper.ts";

const silent = { info: () => {}, error: () => {} };

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("job queue (pg-boss on the app database)", async () => {
  const { ctx, dropDatabase } = await createTestContext();
  const queue = await JobQueue.start(ctx.database, silent);
  afterAll(async () => {
    await queue.stop();
    await ctx.database.close();
    await dropDatabase();
  });

  it("runs a job's handler with its validated payload", async () => {
    const seen: number[] = [];
    const job = defineJob({
      name: "test.echo",
      payload: z.object({ n: z.number() }),
      handler: async ({ n }) => void seen.push(n),
    });
    await queue.declare([job as never]);
    await queue.work([job as never], ctx, silent, 0.5);
    await queue.send(job, { n: 7 });
    await waitFor(() => seen.includes(7));
    expect(seen).toEqual([7]);
  });

  it("wakes an idle worker when a job is sent (LISTEN/NOTIFY), without waiting for its next poll", async () => {
    const seen: string[] = [];
    const job = defineJob({
      name: "test.wake",
      payload: z.object({ s: z.string() }),
      handler: async ({ s }) => void seen.push(s),
    });
    await queue.declare([job as never]);
    // Polls once at start (an empty queue), then not again for ten minutes.
    await queue.work([job as never], ctx, silent, 600);
    await new Promise((r) => setTimeout(r, 200));
    await queue.send(job, { s: "now" });
    await waitFor(() => seen.includes("now"));
    expect(seen).toEqual(["now"]);
  });

  it("retries a failing job, then completes it", async () => {
    let attempts = 0;
    const job = defineJob({
      name: "test.flaky",
      payload: z.object({}),
      retry: { retryLimit: 2, retryDelaySeconds: 1 },
      handler: async () => {
        attempts++;
        if (attempts < 2) throw new Error("transient");
      },
    });
    await queue.declare([job as never]);
    await queue.work([job as never], ctx, silent, 0.5);
    const id = await queue.send(job, {});
    await waitFor(async () => (await queue.getJobState(job.name, id!)) === "completed", 30_000);
    expect(attempts).toBe(2);
  });

  it("refuses a payload that does not match the job's schema", async () => {
    const job = defineJob({
      name: "test.strict",
      payload: z.object({ id: z.uuid() }),
      handler: async () => {},
    });
    await expect(queue.send(job, { id: "not-a-uuid" })).rejects.toThrow();
  });
});
