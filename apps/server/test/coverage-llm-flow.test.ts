import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { users } from "../src/db/schema.ts";
import { createLlmEngine } from "../src/modules/coverage/engines/llm/llm-engine.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { QUEUE_POLL_SECONDS, settledCoverage, silent, uploadFountain } from "./coverage-helpers.ts";
import { FakeOpenAI, type FakeOpenAIBehaviour } from "./fakes/fake-openai.ts";
import { createTestApp, type TestApp } from "./helper.ts";

/** The whole flow with the llm engine chosen by env, against a fake OpenAI-compatible server on 127.0.0.1. */
describe("coverage with the llm engine", async () => {
  // Set up while the file is collected, so the teardowns registered with afterAll run.
  const fake = await new FakeOpenAI().start();
  const t: TestApp = await createTestApp({
    RATE_LIMIT_MAX: "5000",
    COVERAGE_ENGINE: "llm",
    COVERAGE_LLM_BASE_URL: fake.baseUrl,
    COVERAGE_LLM_API_KEY: "test-key",
    COVERAGE_LLM_MODEL: "fake-coverage-model",
    COVERAGE_LLM_TIMEOUT_MS: "1500",
    COVERAGE_LLM_MAX_RETRIES: "0",
  });
  const queue = await JobQueue.start(t.ctx.database, silent);
  await queue.declare(ALL_JOBS);
  await queue.work(ALL_JOBS, t.ctx, silent, QUEUE_POLL_SECONDS);
  t.ctx.queue = queue;
  afterAll(async () => {
    await queue.stop();
    await fake.stop();
  });

  it("the engine is chosen by env", () => {
    expect(t.config.coverage.engine).toBe("llm");
    expect(createLlmEngine(t.config.coverage.llm).providerName).toContain("fake-coverage-model");
  });

  it("stores a good answer as the completed report", async () => {
    fake.reset("good");
    const owner = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, owner.token);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/protected/scripts/${scriptId}/coverage`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().coverage).toMatchObject({
      engine: "llm",
      provider: { name: expect.stringContaining("fake-coverage-model") },
    });
    const done = await settledCoverage(t.app, owner.token, scriptId, res.json().coverage.id);
    expect(done.status, done.error).toBe("completed");
    expect(done.analysis.summary.length).toBeGreaterThan(10);
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(fake.requests[0]!.authorization).toBe("Bearer test-key");
  }, 60_000);

  for (const behaviour of ["malformed", "status500", "hang"] as FakeOpenAIBehaviour[]) {
    it(`${behaviour}: ends as failed, gives the allowance back, and can be requested again`, async () => {
      fake.reset(behaviour);
      const owner = await signUp(t.app);
      const scriptId = await uploadFountain(t.app, owner.token);
      const res = await t.app.inject({
        method: "POST",
        url: `/api/protected/scripts/${scriptId}/coverage`,
        headers: bearer(owner.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const failed = await settledCoverage(t.app, owner.token, scriptId, res.json().coverage.id);
      expect(failed.status).toBe("failed");
      expect(failed.error).toMatch(/AI provider/);
      expect(failed.analysis).toBeNull();
      const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, owner.userId));
      expect(row!.coverageUsed).toBe(0);

      fake.reset("good");
      const again = await t.app.inject({
        method: "POST",
        url: `/api/protected/scripts/${scriptId}/coverage`,
        headers: bearer(owner.token),
      });
      expect(again.statusCode, again.body).toBe(200);
      const done = await settledCoverage(t.app, owner.token, scriptId, again.json().coverage.id);
      expect(done.status).toBe("completed");
    }, 60_000);
  }
});
