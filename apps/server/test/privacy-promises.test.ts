import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { analyticsPageViews, coverages, scriptCovers, scriptVersions } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { postCover } from "./cover-helpers.ts";
import { createTestApp } from "./helper.ts";
import { uploadScript } from "./scripts-helpers.ts";

/** What /privacy promises about uploaded screenplays and analytics, checked against the code. */
describe("privacy policy promises", async () => {
  const { app, ctx } = await createTestApp();
  const db = ctx.database.db;

  it("uploading does not analyse a script: coverage runs only when requested", async () => {
    const writer = await signUp(app);
    const id = await uploadScript(app, writer.token, { isPublic: true });
    expect(await db.select().from(coverages).where(eq(coverages.scriptId, id))).toEqual([]);
  });

  it("deleting a script removes its files from storage, with its versions and covers", async () => {
    const writer = await signUp(app);
    const id = await uploadScript(app, writer.token);
    const cover = await postCover(app, writer.token, id);
    expect(cover.statusCode, cover.body).toBe(200);
    const fileKeys = (await db.select().from(scriptVersions).where(eq(scriptVersions.scriptId, id))).map(
      (v) => v.s3Key,
    );
    const coverKeys = (await db.select().from(scriptCovers).where(eq(scriptCovers.scriptId, id))).flatMap(
      (c) => [c.cardKey, c.detailKey],
    );
    const keys = [...fileKeys, ...coverKeys];
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(await ctx.store.get(key)).not.toBeNull();

    const res = await app.inject({
      method: "DELETE",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(writer.token),
    });
    expect(res.statusCode).toBe(200);
    for (const key of keys) expect(await ctx.store.get(key)).toBeNull();
    expect(await db.select().from(scriptVersions).where(eq(scriptVersions.scriptId, id))).toEqual([]);
    expect(await db.select().from(scriptCovers).where(eq(scriptCovers.scriptId, id))).toEqual([]);
  });

  it("page views keep the path, never the query string", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      headers: { "sec-fetch-site": "same-origin" },
      payload: { page: "/auth/callback?code=secret-code#x" },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(analyticsPageViews).where(eq(analyticsPageViews.id, res.json().id));
    expect(row?.page).toBe("/auth/callback");
  });
});
