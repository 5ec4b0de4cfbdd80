import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { TextSearchResponse } from "@twl/contract";

import { screenplayParses, scriptPageTexts, scripts, scriptVersions } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

/** Filler scenes so that what follows lands on a later page. */
function filler(scenes: number, seed: string): string {
  const out: string[] = [];
  for (let i = 0; i < scenes; i++)
    out.push(
      `INT. WAREHOUSE ${seed.toUpperCase()} ${i} - DAY`,
      "",
      "Crates stand in rows under a tin roof. Dust hangs in the light from the high windows.",
      "",
      "MARGO",
      `Count them again, row ${i}, and write it down this time.`,
      "",
      "DELL",
      "I counted twice already.",
      "",
    );
  return out.join("\n");
}

/** A Fountain script: filler, then a scene in which HARPER says `line`, then more filler. */
function fountainWith(line: string, seed: string, before = 12): string {
  return [
    `Title: ${seed}`,
    "",
    filler(before, seed),
    "EXT. HARBOR WALL - NIGHT",
    "",
    "Waves break over the stones.",
    "",
    "HARPER",
    line,
    "",
    filler(4, `${seed}b`),
  ].join("\n");
}

describe("full-text search inside scripts (GET /api/search/text)", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const { db } = ctx.database;
  const owner = await signUp(app);
  const stranger = await signUp(app);

  /**
   * POSTs a multipart form as the owner. On a loaded machine reading the file can outlast the
   * upload's time limit (503 "Please try again"): it is tried again, as the message asks.
   */
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

  /** The page of the active version's parsed model on which `words` are printed. */
  async function pageOf(scriptId: string, words: string): Promise<number> {
    const [row] = await db
      .select({ model: screenplayParses.model })
      .from(scripts)
      .innerJoin(scriptVersions, eq(scriptVersions.scriptId, scripts.id))
      .innerJoin(screenplayParses, eq(screenplayParses.versionId, scriptVersions.id))
      .where(eq(scripts.id, scriptId))
      .orderBy(scriptVersions.version);
    const pages = (row!.model as { pages: { number: number; lines: { text: string }[] }[] }).pages;
    const page = pages.find((p) => p.lines.some((l) => l.text.includes(words)));
    expect(page, `"${words}" is printed on some page`).toBeDefined();
    return page!.number;
  }

  const ids = (answer: TextSearchResponse) => answer.results.map((r) => r.script.id);

  it("finds a script by a line of its dialogue, on the page it is printed, in screenplay layout", async () => {
    const line = "The lighthouse keeper never forgets a drowned promise.";
    const id = await upload("Harbor Lights", fountainWith(line, "harbor"));
    const page = await pageOf(id, "lighthouse keeper");
    expect(page).toBeGreaterThan(1);

    const answer = await search("lighthouse keeper never forgets");
    expect(ids(answer)).toEqual([id]);
    const [result] = answer.results;
    expect(result!.script).toMatchObject({ title: "Harbor Lights", isPublic: true, genres: ["Drama"] });
    expect(result!.matchingPages).toBe(1);
    expect(result!.pages.map((p) => p.page)).toEqual([page]);
    const lines = result!.pages[0]!.lines;
    // The speech reads as one: its character cue, then the dialogue (as printed, wrapped) with the
    // searched words marked, and nothing else of the page.
    expect(lines[0]).toMatchObject({ kind: "character", isMatch: false });
    expect(lines[0]!.parts.map((p) => p.text).join("")).toBe("HARPER");
    const speech = lines.slice(1);
    expect(speech.length).toBeGreaterThan(0);
    expect(speech.every((l) => l.kind === "dialogue" && !l.gapBefore)).toBe(true);
    expect(speech.map((l) => l.parts.map((p) => p.text).join("")).join(" ")).toBe(line);
    const marked = speech.flatMap((l) => l.parts.filter((p) => p.isMatch).map((p) => p.text.toLowerCase()));
    expect(marked).toEqual(expect.arrayContaining(["lighthouse", "keeper", "forgets"]));
    expect(marked).not.toContain("promise");

    // Stemmed: other forms of the words find it too; a word that is not there does not.
    expect(ids(await search("lighthouses keepers forgetting"))).toEqual([id]);
    expect(ids(await search("lighthouse submarine"))).toEqual([]);
  }, 60_000);

  it("never shows a private script to anyone but its owner", async () => {
    const id = await upload(
      "Quiet Ledger",
      fountainWith("Nobody audits the marmalade quartz vault.", "ledger"),
      false,
    );

    expect(ids(await search("marmalade quartz vault"))).toEqual([]);
    expect(ids(await search("marmalade quartz vault", stranger.token))).toEqual([]);
    const own = await search("marmalade quartz vault", owner.token);
    expect(ids(own)).toEqual([id]);
    expect(own.results[0]!.script.isPublic).toBe(false);
    // A bad token is a visitor: still nothing.
    expect(ids(await search("marmalade quartz vault", "not-a-session"))).toEqual([]);
  }, 60_000);

  it("follows a new version (the old text no longer matches) and a script turned private", async () => {
    const id = await upload("Two Drafts", fountainWith("The saffron cartographer sleeps at noon.", "drafts"));
    expect(ids(await search("saffron cartographer"))).toEqual([id]);

    const res = await postFile(
      `/api/protected/scripts/${id}/upload-version`,
      {},
      "two-drafts-v2.fountain",
      fountainWith("The indigo surveyor wakes at midnight.", "drafts", 3),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await search("saffron cartographer"))).toEqual([]);
    const answer = await search("indigo surveyor");
    expect(ids(answer)).toEqual([id]);
    // The new draft is shorter: the line moved to an earlier page, and the link follows it.
    const [latest] = await db
      .select({ id: scriptVersions.id })
      .from(scriptVersions)
      .where(eq(scriptVersions.scriptId, id))
      .orderBy(scriptVersions.version)
      .offset(1);
    const pages = await db
      .select({ page: scriptPageTexts.page, lines: scriptPageTexts.lines })
      .from(scriptPageTexts)
      .where(eq(scriptPageTexts.versionId, latest!.id));
    const printedOn = pages.find((p) => p.lines.some(([, text]) => text.includes("indigo surveyor")))!.page;
    expect(answer.results[0]!.pages[0]!.page).toBe(printedOn);

    const turned = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { isPublic: false },
    });
    expect(turned.statusCode, turned.body).toBe(200);
    expect(ids(await search("indigo surveyor"))).toEqual([]);
    expect(ids(await search("indigo surveyor", stranger.token))).toEqual([]);
    expect(ids(await search("indigo surveyor", owner.token))).toEqual([id]);
  }, 60_000);

  it("ranks the page that holds the words as a phrase above pages where they are scattered", async () => {
    const scattered = await upload(
      "Scattered",
      fountainWith(
        "The velvet fog rolled in. Later the orchestra tuned up, and much later a marathon began.",
        "scattered",
      ),
    );
    const exact = await upload(
      "Exact",
      fountainWith("Play me the velvet orchestra marathon again.", "exact"),
    );
    const twice = await upload(
      "Twice",
      fountainWith("Velvet orchestra marathon, I said. The velvet orchestra marathon!", "twice"),
    );
    const answer = await search("velvet orchestra marathon");
    expect(ids(answer)).toHaveLength(3);
    // The phrase outranks scattered words.
    expect(ids(answer).at(-1)).toBe(scattered);
    expect(ids(answer).slice(0, 2).sort()).toEqual([exact, twice].sort());
    // Pages of results: 2 a page, then the last one.
    const first = await app.inject({
      method: "GET",
      url: "/api/search/text?q=velvet+orchestra+marathon&limit=2",
    });
    const second = await app.inject({
      method: "GET",
      url: "/api/search/text?q=velvet+orchestra+marathon&limit=2&page=2",
    });
    expect(first.json()).toMatchObject({ page: 1, hasMore: true });
    expect(second.json()).toMatchObject({ page: 2, hasMore: false });
    const paged = [...first.json().results, ...second.json().results].map(
      (r: { script: { id: string } }) => r.script.id,
    );
    expect(paged).toEqual(ids(answer));
    // A quoted phrase matches only where the words stand together.
    expect(ids(await search('"velvet orchestra marathon"')).sort()).toEqual([exact, twice].sort());
  }, 60_000);

  it("answers a query of stop words with no results, and rejects a query that is too short", async () => {
    expect((await search("the and of")).results).toEqual([]);
    const res = await app.inject({ method: "GET", url: "/api/search/text?q=a" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
