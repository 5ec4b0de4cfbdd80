import { describe, expect, it } from "vitest";

import { fountainElements, parseFdx, parseFountain } from "@twl/screenplay";

import { bearer, signUp } from "./auth-helpers.ts";
import { corpus, uploadFountain } from "./coverage-helpers.ts";
import { createTestApp } from "./helper.ts";
import { insertCompletedCoverage } from "./portability-helpers.ts";

const t = await createTestApp({ RATE_LIMIT_MAX: "5000" });

const kinds = (text: string) => fountainElements(text).elements.map((e) => `${e.kind}:${e.text}`);

describe("single-item downloads", () => {
  it(
    "a script version downloads as Fountain and FDX; private ones only for the owner",
    { timeout: 120_000 },
    async () => {
      const owner = await signUp(t.app);
      const other = await signUp(t.app);
      const pub = await uploadFountain(t.app, owner.token, { name: "short.fountain", isPublic: true });
      const priv = await uploadFountain(t.app, owner.token, { name: "dual.fountain", isPublic: false });

      const fountain = await t.app.inject({ url: `/api/scripts/${pub}/export/fountain` });
      expect(fountain.statusCode, fountain.body).toBe(200);
      expect(fountain.headers["content-disposition"]).toMatch(/^attachment; filename=".*\(v1\)\.fountain"/);
      expect(fountain.headers["x-robots-tag"]).toContain("noai");
      expect(kinds(fountain.body)).toEqual(kinds(corpus("short.fountain")));

      const fdx = await t.app.inject({ url: `/api/scripts/${pub}/export/fdx`, headers: bearer(other.token) });
      expect(fdx.statusCode, fdx.body).toBe(200);
      const parsed = parseFdx(fdx.body);
      const truth = parseFountain(corpus("short.fountain"));
      expect(parsed.scenes.map((s) => s.heading)).toEqual(truth.scenes.map((s) => s.heading));
      expect(parsed.characters.map((c) => c.name)).toEqual(truth.characters.map((c) => c.name));

      expect((await t.app.inject({ url: `/api/scripts/${priv}/export/fdx` })).statusCode).toBe(403);
      const asOther = await t.app.inject({
        url: `/api/scripts/${priv}/export/fdx`,
        headers: bearer(other.token),
      });
      expect(asOther.statusCode).toBe(403);
      expect(asOther.json()).toEqual({ success: false, error: expect.any(String) });
      const asOwner = await t.app.inject({
        url: `/api/scripts/${priv}/export/fdx`,
        headers: bearer(owner.token),
      });
      expect(asOwner.statusCode).toBe(200);
      expect(parseFdx(asOwner.body).scenes.length).toBe(parseFountain(corpus("dual.fountain")).scenes.length);

      const missing = await t.app.inject({ url: `/api/scripts/${pub}/export/fdx?version=9` });
      expect(missing.statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/scripts/${pub}/export/docx` })).statusCode).toBe(400);
    },
  );

  it("a coverage report downloads as PDF and JSON for whoever may see it", { timeout: 120_000 }, async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const scriptId = await uploadFountain(t.app, owner.token, { name: "pilot.fountain", isPublic: false });
    await insertCompletedCoverage(t.ctx, scriptId, owner.userId);
    const list = await t.app.inject({
      url: `/api/protected/scripts/${scriptId}/coverages`,
      headers: bearer(owner.token),
    });
    const coverage = list.json().coverages[0];
    expect(coverage.status).toBe("completed");

    const json = await t.app.inject({
      url: `/api/coverage/${coverage.id}/export/json`,
      headers: bearer(owner.token),
    });
    expect(json.statusCode, json.body).toBe(200);
    const body = JSON.parse(json.body);
    expect(body.coverage.id).toBe(coverage.id);
    expect(body.coverage.provider.name).toBe("Local analysis");
    expect(body.coverage.analysis.overallScore).toBe(coverage.analysis.overallScore);

    const pdf = await t.app.inject({
      url: `/api/coverage/${coverage.id}/export/pdf`,
      headers: bearer(owner.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const { PDFDocument } = await import("pdf-lib");
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect(doc.getTitle()).toContain("pilot.fountain");

    const leak = await t.app.inject({
      url: `/api/coverage/${coverage.id}/export/pdf`,
      headers: bearer(other.token),
    });
    expect(leak.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/coverage/${coverage.id}/export/json` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/coverage/not-a-uuid/export/json` })).statusCode).toBe(404);
  });
});

describe("no AI training: crawlers and headers", () => {
  it("robots.txt names AI crawlers; script pages and files carry noai headers", async () => {
    const robots = await t.app.inject({ url: "/robots.txt" });
    expect(robots.body).toMatch(/User-agent: GPTBot\n(User-agent: .+\n)*Disallow: \/scripts\//);
    expect(robots.body).toContain("User-agent: CCBot");
    expect(robots.body).toContain("User-agent: Google-Extended");
    const owner = await signUp(t.app);
    const id = await uploadFountain(t.app, owner.token, { name: "short.fountain", isPublic: true });
    const url = (await t.app.inject({ url: `/api/scripts/${id}/url` })).json().url as string;
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["x-robots-tag"]).toBe("noindex, nofollow, noarchive, noai, noimageai");
    const page = await t.app.inject({ url: `/scripts/${id}` });
    expect(page.headers["x-robots-tag"]).toBe("noai, noimageai");
  });
});
