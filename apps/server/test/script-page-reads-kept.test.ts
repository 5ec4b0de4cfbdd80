import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { screenplayParses, scriptVersions } from "../src/db/schema.ts";
import { parseVersion } from "../src/modules/screenplay/parse-version.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { postCover } from "./cover-helpers.ts";
import { uploadFountain } from "./coverage-helpers.ts";
import { createTestApp, type TestApp } from "./helper.ts";

// The caches on, as in production. Many requests per test on a shared machine: never a timing assert.
vi.setConfig({ testTimeout: 180_000 });
const t: TestApp = await createTestApp({
  RATE_LIMIT_MAX: "100000",
  DISCOVER_CACHE_TTL_MS: "60000",
  VIEWS_FLUSH_MS: "0",
});
const { app, ctx } = t;
const { db } = ctx.database;

const upload = (token: string) => uploadFountain(app, token, { title: "Kept Pages" });

const get = (url: string, token?: string) =>
  app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const screenplayOf = async (id: string) => (await get(`/api/scripts/${id}/screenplay`)).json();
const setPublic = async (id: string, token: string, isPublic: boolean) => {
  const res = await app.inject({
    method: "PUT",
    url: `/api/protected/scripts/${id}`,
    headers: bearer(token),
    payload: { isPublic },
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function versionOf(scriptId: string) {
  const [version] = await db.select().from(scriptVersions).where(eq(scriptVersions.scriptId, scriptId));
  return version!;
}

describe("the script page's reads answer from the kept detail", () => {
  it("remembers the current version's finished parse, and follows a re-parse at once", async () => {
    const owner = await signUp(app);
    const id = await upload(owner.token);
    expect((await get(`/api/scripts/${id}`)).statusCode).toBe(200);
    const first = await screenplayOf(id);
    expect(first.status).toBe("done");
    expect(ctx.detailCache?.peek(id)?.screenplay?.stamp.status).toBe("done");

    // The stored parse changes behind the cache (a re-parse on this node): the next read sees it.
    const version = await versionOf(id);
    await db
      .update(screenplayParses)
      .set({ model: null, stats: null, status: "failed", error: "stale" })
      .where(eq(screenplayParses.versionId, version.id));
    expect(await parseVersion(ctx, version.id, { again: true })).toBe("updated");
    expect(ctx.detailCache?.peek(id)).toBeUndefined();
    expect((await get(`/api/scripts/${id}`)).statusCode).toBe(200);
    const after = await screenplayOf(id);
    expect(after.status).toBe("done");
    expect(after.model.scenes.map((s: { heading: string }) => s.heading)).toEqual(
      first.model.scenes.map((s: { heading: string }) => s.heading),
    );
  });

  it("never serves the screenplay or the cover of a script made private from what was kept", async () => {
    const owner = await signUp(app);
    const reader = await signUp(app);
    const id = await upload(owner.token);
    const cover = await postCover(app, owner.token, id);
    expect(cover.statusCode, cover.body).toBe(200);
    const coverUrl: string = cover.json().script.coverUrl;
    expect((await get(`/api/scripts/${id}`)).statusCode).toBe(200);
    expect((await screenplayOf(id)).status).toBe("done");
    expect((await get(coverUrl)).statusCode).toBe(200);
    expect(ctx.detailCache?.peek(id)?.screenplay).toBeDefined();

    await setPublic(id, owner.token, false);
    for (const token of [undefined, reader.token]) {
      expect((await get(`/api/scripts/${id}/screenplay`, token)).statusCode).toBe(403);
      expect((await get(coverUrl, token)).statusCode).toBe(404);
    }
    // The owner still reads both.
    expect((await get(`/api/scripts/${id}/screenplay`, owner.token)).json().status).toBe("done");
    expect((await get(coverUrl, owner.token)).statusCode).toBe(200);
  });

  it("asks for a missing parse once while readers poll, not with every request", async () => {
    const owner = await signUp(app);
    const id = await upload(owner.token);
    const version = await versionOf(id);
    await db.delete(screenplayParses).where(eq(screenplayParses.versionId, version.id));
    // A queue that only records what is sent (the test app parses uploads in the request).
    const sent: string[] = [];
    ctx.queue = {
      pendingInGroup: async () => 0,
      send: async (job: { name: string }, payload: { versionId: string }) => {
        if (job.name === "screenplay.parse") sent.push(payload.versionId);
        return "job";
      },
    } as never;
    try {
      for (let i = 0; i < 5; i++) expect((await screenplayOf(id)).status).toBe("pending");
      expect(sent).toEqual([version.id]);
    } finally {
      ctx.queue = undefined;
    }
  });
});
