import { describe, expect, it } from "vitest";

import type { TextSearchResponse } from "@twl/contract";

import { bearer, signUp } from "./auth-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

/** A short Fountain script in which HARPER says `line`. */
function fountainWith(line: string, seed: string): string {
  return [
    `Title: ${seed}`,
    "",
    `INT. OFFICE ${seed.toUpperCase()} - DAY`,
    "",
    "Papers everywhere.",
    "",
    "HARPER",
    line,
    "",
    "DELL",
    "I heard you the first time.",
    "",
  ].join("\n");
}

// Public answers of the text search are kept (DISCOVER_COUNT_TTL_MS) and follow the lists' invalidations.
describe("kept text search answers (GET /api/search/text)", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000", DISCOVER_COUNT_TTL_MS: "300000" });
  const owner = await signUp(app);
  const stranger = await signUp(app);

  /** POSTs a multipart form as the owner, tried again on a 503 (a loaded machine, as the message asks). */
  async function postFile(url: string, fields: Record<string, string>, name: string, text: string) {
    for (let attempt = 1; ; attempt++) {
      const form = multipart(fields, { name, type: "text/plain", data: Buffer.from(text) });
      const res = await app.inject({
        method: "POST",
        url,
        headers: { ...bearer(owner.token), ...form.headers },
        payload: form.payload,
      });
      if (res.statusCode !== 503 || attempt === 3) return res;
    }
  }

  async function upload(title: string, text: string, isPublic = true) {
    const fields = { title, genres: '["drama"]', isPublic: String(isPublic) };
    const res = await postFile("/api/protected/scripts/upload", fields, `${title}.fountain`, text);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().script.id as string;
  }

  async function search(q: string, token?: string): Promise<TextSearchResponse> {
    const res = await app.inject({
      method: "GET",
      url: `/api/search/text?q=${encodeURIComponent(q)}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function update(id: string, payload: Record<string, unknown>) {
    const res = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const ids = (answer: TextSearchResponse) => answer.results.map((r) => r.script.id);

  it("keeps a public answer, and follows a new version, a new title and a script turned private", async () => {
    expect(ctx.textAnswers).toBeDefined();
    const id = await upload("Amber Drafts", fountainWith("The amber tollbooth opens at dawn.", "amber"));
    expect(ids(await search("amber tollbooth"))).toEqual([id]);
    const kept = ctx.textAnswers!.size;
    expect(kept).toBeGreaterThan(0);
    // The same query again, by a visitor and by a signed-in viewer owning nothing private: one answer kept.
    expect(ids(await search("amber tollbooth", stranger.token))).toEqual([id]);
    expect(ctx.textAnswers!.size).toBe(kept);

    const res = await postFile(
      `/api/protected/scripts/${id}/upload-version`,
      {},
      "amber-v2.fountain",
      fountainWith("The cobalt drawbridge closes at dusk.", "amber"),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await search("amber tollbooth"))).toEqual([]);
    expect(ids(await search("cobalt drawbridge"))).toEqual([id]);

    await update(id, { title: "Cobalt Drafts" });
    expect((await search("cobalt drawbridge")).results[0]!.script.title).toBe("Cobalt Drafts");

    await update(id, { isPublic: false });
    expect(ids(await search("cobalt drawbridge"))).toEqual([]);
    expect(ids(await search("cobalt drawbridge", stranger.token))).toEqual([]);
    // Its owner now owns a private script: answered fresh, their own script included.
    expect(ids(await search("cobalt drawbridge", owner.token))).toEqual([id]);
  }, 60_000);

  it("answers an owner of a private script fresh, never from (or into) the kept public answer", async () => {
    const shown = await upload("Open Ledger", fountainWith("Count the saffron marbles twice.", "open"));
    const hidden = await upload(
      "Closed Ledger",
      fountainWith("Hide the saffron marbles well.", "closed"),
      false,
    );
    expect(ids(await search("saffron marbles"))).toEqual([shown]);
    expect(ids(await search("saffron marbles", owner.token)).sort()).toEqual([shown, hidden].sort());
    // The owner's answer was not kept for anyone else.
    expect(ids(await search("saffron marbles"))).toEqual([shown]);
    expect(ids(await search("saffron marbles", stranger.token))).toEqual([shown]);
  }, 60_000);
});
