import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import {
  ADMIN_ONLY_STYLE_MESSAGE,
  GENERATED_IMAGE_LOAD_FAILED,
  IMAGE_GENERATION_FAILED,
  MODEL_NOT_CONFIGURED,
  NO_IMAGE_URL,
  POSTER_RATE_LIMIT,
  SCRIPT_ID_REQUIRED,
} from "@twl/contract";

import { imageGenerations, users } from "../src/db/schema.ts";
import { JobQueue } from "../src/queue/job-queue.ts";
import { ALL_JOBS } from "../src/queue/jobs.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { QUEUE_POLL_SECONDS, silent, waitFor } from "./coverage-helpers.ts";
import { FakeImageProvider } from "./fakes/fake-image-provider.ts";
import { createTestApp, type TestApp } from "./helper.ts";

const BASE = "/api/v1/image-generation";

/** The four generation calls through the job queue, with the paid providers faked on 127.0.0.1. */
describe("cover poster generation", async () => {
  const fake = await new FakeImageProvider().start();
  const t: TestApp = await createTestApp({
    RATE_LIMIT_MAX: "5000",
    POSTER_OPENAI_API_KEY: "sk-test",
    POSTER_OPENAI_BASE_URL: `${fake.endpoint}/v1`,
    FAL_KEY: "fal-test",
    FAL_BASE_URL: fake.endpoint,
    POSTER_PROVIDER_TIMEOUT_MS: "1500",
    POSTER_REQUEST_WAIT_MS: "20000",
  });
  const queue = await JobQueue.start(t.ctx.database, silent);
  await queue.declare(ALL_JOBS);
  await queue.work(ALL_JOBS, t.ctx, silent, QUEUE_POLL_SECONDS);
  t.ctx.queue = queue;
  afterAll(async () => {
    await queue.stop();
    await fake.stop();
  });

  const draft = async (token: string, title = "Night Bus 43") => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/protected/scripts",
      headers: bearer(token),
      payload: { title },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().script).toMatchObject({ isPublic: false, genre: "Drama" });
    return res.json().script.id as string;
  };
  const post = (token: string, path: string, payload: object) =>
    t.app.inject({ method: "POST", url: `${BASE}/${path}`, headers: bearer(token), payload });
  /** Where the image is stored: read from the row, since responses never carry storage keys. */
  const imageKeyOf = async (generationId: string) => {
    const [row] = await t.ctx.database.db
      .select({ imageKey: imageGenerations.imageKey })
      .from(imageGenerations)
      .where(eq(imageGenerations.id, generationId));
    return row!.imageKey!;
  };

  it("lists the configured models, the local poster among them, and hides Trapaholics from non-admins", async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: "GET", url: `${BASE}/models`, headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.models.map((m: { id: string }) => m.id).sort()).toEqual([
      "flux-kontext",
      "gpt-image-1",
      "hidream-i1-full",
      "ideogram-v2",
      "local-poster",
    ]);
    expect(body.models.find((m: { isDefault: boolean }) => m.isDefault).id).toBe("gpt-image-1");
    expect(body.styles).toHaveLength(43);
    expect(body.usage).toMatchObject({ tier: "free", monthlyCap: 5, usedThisMonth: 0 });
  });

  it("renders a local poster for a draft, previews it, and 'Use as Cover Image' makes it cover version 1", async () => {
    const user = await signUp(t.app);
    const scriptId = await draft(user.token);
    const res = await post(user.token, "generate", {
      scriptId,
      provider: "local",
      prompt: "ignored",
      styles: ["synthwave", "neon"],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, model: "Local poster", provider: "local", scriptId });
    expect(body.generation.status).toBe("completed");
    expect(body.previewUrl).toBeTruthy();
    expect(body.images[0].image.url).toBe(body.previewUrl);
    expect(body.prompt).toContain('"Night Bus 43"');
    expect(body.prompt).toContain("An epic cinematic adventure");
    expect(JSON.stringify(body)).not.toMatch(/s3Key|imageKey|"scripts\//);
    const stored = await t.ctx.store.get(await imageKeyOf(body.generation.id));
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 768, 1152]);

    const used = await t.app.inject({
      method: "POST",
      url: `${BASE}/generations/${body.generation.id}/use`,
      headers: bearer(user.token),
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().script).toMatchObject({ id: scriptId, activeCoverVersion: 1 });
    const covers = await t.app.inject({
      method: "GET",
      url: `/api/protected/scripts/${scriptId}/covers`,
      headers: bearer(user.token),
    });
    expect(covers.json().covers).toHaveLength(1);
  }, 60_000);

  it("GPT Image 1 through the job: the result is stored and can be discarded", async () => {
    fake.reset("good");
    const user = await signUp(t.app);
    const scriptId = await draft(user.token);
    const res = await post(user.token, "generate", {
      scriptId,
      provider: "openai",
      model: "gpt-image-1",
      prompt: "x",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ model: "GPT Image 1", provider: "openai" });
    expect(fake.requests[0]!.body.prompt).toContain("Photorealistic");
    const id = res.json().generation.id;
    const key = await imageKeyOf(id);
    expect(await t.ctx.store.get(key)).not.toBeNull();
    const discarded = await t.app.inject({
      method: "DELETE",
      url: `${BASE}/generations/${id}`,
      headers: bearer(user.token),
    });
    expect(discarded.statusCode).toBe(200);
    expect(await t.ctx.store.get(key)).toBeNull();
    const use = await t.app.inject({
      method: "POST",
      url: `${BASE}/generations/${id}/use`,
      headers: bearer(user.token),
    });
    expect(use.statusCode).toBe(409);
  }, 60_000);

  it("each fal call reaches its model; provider failures come back with the spec's texts", async () => {
    const user = await signUp(t.app);
    await t.ctx.database.db.update(users).set({ tier: "pro" }).where(eq(users.id, user.userId));
    const scriptId = await draft(user.token);
    fake.reset("good");
    expect(
      (await post(user.token, "generate-fal", { scriptId, model: "hidream-i1-full", input: { prompt: "p" } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(user.token, "generate-ideogram", { scriptId, image_request: { prompt: "p" } })).statusCode,
    ).toBe(200);
    expect(
      (
        await post(user.token, "generate-flux-kontext", {
          scriptId,
          prompt: "p",
          model: "flux-kontext",
          width: 768,
          height: 1152,
        })
      ).statusCode,
    ).toBe(200);
    expect(fake.requests.map((r) => r.path)).toEqual([
      "/fal-ai/hidream-i1-full",
      "/fal-ai/ideogram/v2",
      "/fal-ai/flux-pro/kontext/text-to-image",
    ]);

    for (const [behaviour, message] of [
      ["errorField", IMAGE_GENERATION_FAILED],
      ["noImage", NO_IMAGE_URL],
      ["notImage", GENERATED_IMAGE_LOAD_FAILED],
    ] as const) {
      fake.reset(behaviour);
      const res = await post(user.token, "generate-flux-kontext", { scriptId, prompt: "p" });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ success: false, error: message });
    }
    const covers = await t.app.inject({
      method: "GET",
      url: `/api/protected/scripts/${scriptId}/covers`,
      headers: bearer(user.token),
    });
    expect(covers.json().covers).toHaveLength(0);
  }, 60_000);

  it("refuses Trapaholics to a non-admin (403) and allows it for an admin", async () => {
    const user = await signUp(t.app);
    const scriptId = await draft(user.token);
    const res = await post(user.token, "generate", {
      scriptId,
      provider: "local",
      styles: ["y2k-trapaholics"],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ADMIN_ONLY_STYLE_MESSAGE);
    const admin = await signUpAdmin(t.app, t.ctx);
    const adminScript = await draft(admin.token);
    const ok = await post(admin.token, "generate", {
      scriptId: adminScript,
      provider: "local",
      styles: ["y2k-trapaholics"],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  }, 60_000);

  it("needs a script id, an editable script and a configured model", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const scriptId = await draft(owner.token);
    const missing = await post(owner.token, "generate", { provider: "local" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(SCRIPT_ID_REQUIRED);
    expect((await post(other.token, "generate", { scriptId, provider: "local" })).statusCode).toBe(403);
    const unknown = await post(owner.token, "generate-fal", { scriptId, model: "not-a-model" });
    expect(unknown.json().error).toBe(MODEL_NOT_CONFIGURED);
    expect(
      (await t.app.inject({ method: "POST", url: `${BASE}/generate`, payload: { scriptId } })).statusCode,
    ).toBe(401);
  });

  it("applies the per-user rate limit and the monthly cap on paid providers", async () => {
    const user = await signUp(t.app);
    const scriptId = await draft(user.token);
    const row = {
      userId: user.userId,
      scriptId,
      endpoint: "generate",
      provider: "openai" as const,
      model: "gpt-image-1",
      prompt: "p",
      isPaid: true,
      status: "used" as const,
    };
    // Five paid posters this month, spread out so the rate limit is not what stops the sixth.
    const old = new Date(Date.now() - 3600_000);
    await t.ctx.database.db
      .insert(imageGenerations)
      .values(Array.from({ length: 5 }, () => ({ ...row, createdAt: old })));
    const capped = await post(user.token, "generate", { scriptId, provider: "openai" });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toContain("all 5 AI posters");
    // The local poster is still allowed, until the rate limit.
    await t.ctx.database.db.insert(imageGenerations).values(
      Array.from({ length: POSTER_RATE_LIMIT.max }, () => ({
        ...row,
        provider: "local" as const,
        model: "local-poster",
        isPaid: false,
      })),
    );
    const limited = await post(user.token, "generate", { scriptId, provider: "local" });
    expect(limited.statusCode).toBe(429);
  });

  it("a slow model answers 202 and the client polls the generation", async () => {
    const user = await signUp(t.app);
    const scriptId = await draft(user.token);
    t.ctx.config.posters.requestWaitMs = 0;
    try {
      fake.reset("good");
      const res = await post(user.token, "generate-ideogram", { scriptId });
      expect([200, 202]).toContain(res.statusCode);
      const id = res.json().generation.id;
      const done = await waitFor(async () => {
        const poll = await t.app.inject({
          method: "GET",
          url: `${BASE}/generations/${id}`,
          headers: bearer(user.token),
        });
        return poll.statusCode === 200
          ? (poll.json() as { generation: { status: string }; s3Key?: string })
          : undefined;
      });
      expect(done.generation.status).toBe("completed");
      expect(done.s3Key).toBeUndefined();
      expect(await imageKeyOf(id)).toMatch(/^scripts\/.+\/generated\//);
    } finally {
      t.ctx.config.posters.requestWaitMs = 20_000;
    }
  }, 60_000);
});
