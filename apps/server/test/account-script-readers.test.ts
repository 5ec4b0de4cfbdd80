import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { coverages } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { uploadFountain } from "./coverage-helpers.ts";
import { createTestApp } from "./helper.ts";
import { insertCompletedCoverage } from "./portability-helpers.ts";

const t = await createTestApp({ RATE_LIMIT_MAX: "5000" });

describe("GET /api/protected/account/script-readers", () => {
  it("needs a session", async () => {
    const res = await t.app.inject({ url: "/api/protected/account/script-readers" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: expect.any(String) });
  });

  it(
    "lists which engine read each of the user's own scripts, newest first",
    { timeout: 120_000 },
    async () => {
      const owner = await signUp(t.app);
      const other = await signUp(t.app);
      const first = await uploadFountain(t.app, owner.token, { name: "short.fountain", isPublic: false });
      const second = await uploadFountain(t.app, owner.token, { name: "pilot.fountain", isPublic: true });
      const othersScript = await uploadFountain(t.app, other.token, {
        name: "short.fountain",
        isPublic: true,
      });
      const local = await insertCompletedCoverage(t.ctx, first, owner.userId);
      const byModel = await insertCompletedCoverage(t.ctx, second, owner.userId);
      await t.ctx.database.db
        .update(coverages)
        .set({ engine: "llm", providerName: "AI coverage · model-x", providerModel: "model-x" })
        .where(eq(coverages.id, byModel));
      // Another user's report on their own script never shows, even if the owner requested it.
      await insertCompletedCoverage(t.ctx, othersScript, owner.userId);

      const res = await t.app.inject({
        url: "/api/protected/account/script-readers",
        headers: bearer(owner.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.current).toEqual({ engine: "local", providerName: "Local analysis" });
      expect(body.truncated).toBe(false);
      expect(body.readers.map((r: { coverageId: string }) => r.coverageId).sort()).toEqual(
        [local, byModel].sort(),
      );
      const llm = body.readers.find((r: { coverageId: string }) => r.coverageId === byModel);
      expect(llm).toMatchObject({
        scriptId: second,
        scriptVersion: 1,
        engine: "llm",
        providerName: "AI coverage · model-x",
        providerModel: "model-x",
        status: "completed",
      });
      expect(body.readers.find((r: { coverageId: string }) => r.coverageId === local)).toMatchObject({
        scriptId: first,
        engine: "local",
        providerName: "Local analysis",
        providerModel: null,
      });

      const others = await t.app.inject({
        url: "/api/protected/account/script-readers",
        headers: bearer(other.token),
      });
      expect(others.json().readers).toHaveLength(1);
      expect(others.json().readers[0].scriptId).toBe(othersScript);
    },
  );
});
