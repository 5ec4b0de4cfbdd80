import { eq, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";

import { scriptsListResponseSchema } from "@twl/contract";

import type { Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import { genres, scriptFacts, scriptGenres, scripts } from "../src/db/schema.ts";
import { ListCache } from "../src/modules/discover/list-cache.ts";
import { FEW_MATCHES, listScripts, type ListScriptsInput } from "../src/modules/discover/list-scripts.ts";
import { saveScriptFacts } from "../src/modules/discover/script-facts.repo.ts";
import { signUp } from "./auth-helpers.ts";
import { expectPublicPagesMatchReference } from "./discover-helpers.ts";
import { createTestApp } from "./helper.ts";

/**
 * Page-filtered public lists walk script_facts' public rows, which carry the scripts' visibility,
 * type and sort keys (migration 0028, kept by triggers). Their answers must be exactly those of the
 * scripts path, in the list's order, through any write, and never show a private script.
 */
describe("page-filtered lists walk script_facts", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "100000" });
  const { db } = ctx.database;
  const writer = await signUp(app, { name: "Fay Facts" });
  // Owns nothing: a list with 'the viewer's own scripts' for them is the public list, read by the
  // scripts path (owner lists never walk the facts): the reference answer.
  const nobody = await signUp(app, { name: "No Scripts" });
  const TYPES = ["movie", "tv", "play", "short"] as const;
  const base = Date.UTC(2026, 0, 1);
  const ids: string[] = [];
  const [drama] = await db.select({ id: genres.id }).from(genres).where(eq(genres.slug, "drama"));
  const dramaId = drama!.id;

  // 60 scripts with many ties, every type, a fifth private, every seventh without facts. The private
  // ones have the facts every filter below asks for, so a leak shows.
  for (let i = 0; i < 60; i++) {
    const createdAt = new Date(base - (i % 6) * 86_400_000);
    const isPublic = i % 5 !== 2;
    const [row] = await db
      .insert(scripts)
      .values({
        userId: writer.userId,
        title: `Title ${String.fromCharCode(65 + (i % 4))}`,
        isPublic,
        screenplayType: TYPES[i % 4]!,
        receivedClout: i % 3 === 0 ? 0 : (i % 4) * 10,
        views: (i % 3) * 5,
        reviewCount: i % 6 === 0 ? 1 : 0,
        isStaffPick: i % 4 === 1,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: scripts.id });
    ids.push(row!.id);
    // Every other script is a drama: a genre with page filters counts the genre's rows joined
    // with the facts index (migration 0030).
    if (i % 2 === 0)
      await db.insert(scriptGenres).values({ scriptId: row!.id, genreId: dramaId, position: 0 });
    if (i % 7 === 3) continue;
    const hasCoverage = !isPublic || i % 3 !== 0;
    await saveScriptFacts(db, {
      scriptId: row!.id,
      pageCount: isPublic ? 80 + ((i * 7) % 50) : 100,
      format: isPublic ? (["feature", "pilot", "play", "short"] as const)[i % 4]! : "feature",
      speakingCast: isPublic ? 2 + (i % 9) : 4,
      locations: isPublic ? 1 + (i % 5) : 2,
      exteriorPct: (i * 13) % 100,
      nightPct: (i * 17) % 100,
      dialoguePct: 30 + (i % 40),
      leadPct: 10 + (i % 30),
      budgetBand: isPublic ? (["Micro", "Low", "Medium", "High"] as const)[i % 4]! : "Low",
      hasCoverage,
      coverageScore: hasCoverage ? 50 + ((i * 11) % 45) : null,
      coverageGrade: null,
      recommendation: hasCoverage ? (i % 2 === 0 ? "Consider" : "Recommend") : null,
    });
  }

  const shapes: Omit<ListScriptsInput, "page" | "limit" | "sort">[] = [
    { facts: { pages_min: 90, pages_max: 110, cast_max: 6, locations_max: 3, has_coverage: true } },
    { facts: { cast_max: 6 } },
    { facts: { format: "feature" } },
    // A page range or a band without a format or band lists every format and band (filters.ts).
    { facts: { pages_min: 95, pages_max: 115 } },
    { facts: { budget: "medium", cast_max: 8 } },
    { facts: { format: "pilot", pages_max: 120 } },
    { facts: { format: "play", budget: "medium", pages_min: 85, exterior_max: 70 } },
    { facts: { budget: "high", pages_max: 125 }, genre: "drama" },
    { facts: { budget: "low", has_coverage: false } },
    { facts: { recommendation: "recommend", exterior_max: 60 } },
    { facts: { grade: "B", night_min: 10 } },
    { facts: { has_coverage: false } },
    { facts: { pages_max: 120 }, screenplayType: "tv" },
    { facts: { cast_max: 8 }, genre: "drama" },
    { facts: { locations_min: 2 }, hasReviews: true },
    { facts: { dialogue_min: 40 }, category: "staff-picks" },
    { facts: { lead_max: 30 }, category: "classics" },
    { facts: { pages_min: 1 }, category: "rising-stars" },
  ];

  /** Every shape, sort and page read both ways: the same ids in the same order, the same totals. */
  async function expectSameAnswersAsScriptsPath() {
    // Private scripts are there to be left out.
    const privates = await db.select({ id: scripts.id }).from(scripts).where(eq(scripts.isPublic, false));
    expect(privates.length).toBeGreaterThan(5);
    const compared = await expectPublicPagesMatchReference(db, shapes, {
      pages: [1, 2, 4],
      limit: 3,
      viewerId: nobody.userId,
    });
    expect(compared).toBeGreaterThan(150);
  }

  /** The combined filter, computed here from the rows: public, matching, in clout order. */
  async function expectCombinedFilterByHand() {
    const rows = await db
      .select({ script: scripts, facts: scriptFacts })
      .from(scripts)
      .innerJoin(scriptFacts, eq(scriptFacts.scriptId, scripts.id));
    const expected = rows
      .filter(
        ({ script: s, facts: f }) =>
          s.isPublic && f.pageCount >= 90 && f.pageCount <= 110 && f.speakingCast <= 6 && f.locations <= 3,
      )
      .filter(({ facts: f }) => f.hasCoverage)
      .map(({ script: s }) => s)
      .sort(
        (a, b) =>
          b.receivedClout - a.receivedClout ||
          b.createdAt.getTime() - a.createdAt.getTime() ||
          (a.id < b.id ? 1 : -1),
      )
      .map((s) => s.id);
    expect(expected.length).toBeGreaterThan(2);
    const res = await app.inject({
      method: "GET",
      url: "/api/discover?pages_min=90&pages_max=110&cast_max=6&locations_max=3&has_coverage=true&sort=clout&limit=48",
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = scriptsListResponseSchema.parse(res.json());
    expect(answer.scripts.map((s) => s.id)).toEqual(expected);
    expect(answer.pagination.total).toBe(expected.length);
  }

  /** Each facts row carries its script's current visibility, type and sort keys. */
  async function expectFactsKeysMatchScripts() {
    const stale = await db.execute<{ id: string }>(sql`
      select f.script_id as id from script_facts f join scripts s on s.id = f.script_id
      where (f.is_public, f.screenplay_type, f.created_at, f.received_clout, f.views, f.title)
            is distinct from (s.is_public, s.screenplay_type, s.created_at, s.received_clout, s.views, s.title)`);
    const rows = (stale as { rows?: unknown[] }).rows ?? (stale as unknown[]);
    expect(rows).toEqual([]);
  }

  it("answers exactly as the scripts path, and as computed by hand", async () => {
    await expectFactsKeysMatchScripts();
    await expectSameAnswersAsScriptsPath();
    await expectCombinedFilterByHand();
  });

  it("reads a page-filtered public page from script_facts, without a semi-join per script", async () => {
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => statements.push(query) };
    const { engine } = ctx.database;
    const logged = (engine.kind === "pglite"
      ? drizzlePglite(engine.client, { schema, logger })
      : drizzleNodePg(engine.pool, { schema, logger })) as unknown as Db;
    for (const page of [1, 3])
      await listScripts(logged, { facts: { cast_max: 6, format: "feature" }, sort: "clout", page, limit: 4 });
    // A kept total is looked for first (filter-counts.ts): none is kept here.
    expect(statements.filter((s) => s.includes('from "script_filter_counts"')).length).toBe(2);
    const lists = statements.filter((s) => !s.includes('from "script_filter_counts"'));
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const statement of lists) {
      expect(statement).toContain('from "script_facts"');
      expect(statement).not.toContain('"script_facts"."script_id" = "scripts"."id"');
    }
    // Few matches (fewer than three pages' worth): read apart from the order index and sorted.
    statements.length = 0;
    await listScripts(logged, {
      facts: { cast_max: 6, format: "feature" },
      sort: "clout",
      page: 1,
      limit: 24,
    });
    expect(statements.some((s) => s.includes('offset 0) "matched"'))).toBe(true);
    // Many matches for a first page: the order index is walked.
    statements.length = 0;
    await listScripts(logged, { facts: { pages_min: 1 }, sort: "clout", page: 1, limit: 2 });
    expect(statements.some((s) => s.includes('"matched"'))).toBe(false);
  });

  it("stays exact through writes: sort keys, visibility, type, new facts, and scripts deleted", async () => {
    const [a, b, c, d, e] = [ids[0]!, ids[1]!, ids[2]!, ids[4]!, ids[6]!];
    await db
      .update(scripts)
      .set({ views: 999, receivedClout: 77, title: "Aardvark" })
      .where(eq(scripts.id, a));
    await db.update(scripts).set({ isPublic: false }).where(eq(scripts.id, b)); // public -> private
    await db.update(scripts).set({ isPublic: true }).where(eq(scripts.id, c)); // private -> public
    await db.update(scripts).set({ screenplayType: "tv", views: 3 }).where(eq(scripts.id, d));
    await db
      .update(scripts)
      .set({ createdAt: new Date(base + 86_400_000) })
      .where(eq(scripts.id, e));
    await db.delete(scripts).where(eq(scripts.id, ids[10]!));
    // New facts for a script that had none (the parse job's upsert), and new facts over old ones.
    for (const scriptId of [ids[3]!, ids[5]!])
      await saveScriptFacts(db, {
        scriptId,
        pageCount: 100,
        format: "feature",
        speakingCast: 3,
        locations: 2,
        exteriorPct: 10,
        nightPct: 20,
        dialoguePct: 50,
        leadPct: 20,
        budgetBand: "Low",
        hasCoverage: true,
        coverageScore: 90,
        coverageGrade: "A",
        recommendation: "Recommend",
      });
    // Set-wise writes, as the bulk seed does.
    await db.execute(sql`update scripts set received_clout = received_clout + 5 where title = 'Title C'`);
    await db.execute(sql`update scripts set is_public = false where title = 'Title D'`);

    await expectFactsKeysMatchScripts();
    await expectSameAnswersAsScriptsPath();
    await expectCombinedFilterByHand();
  });
  it("keeps a narrow filter's few matching ids with its total, and follows reported writes", async () => {
    // Totals kept, as the server keeps them by default: a narrow filter's first page reads its kept ids.
    const cache = new ListCache(0, 600_000);
    const narrow = {
      pages_min: 90,
      pages_max: 110,
      cast_max: 6,
      locations_max: 3,
      has_coverage: true,
    } as const;
    const idsOf = (answer: Awaited<ReturnType<typeof listScripts>>) => answer.rows.map((r) => r.script.id);
    async function expectSameAsScriptsPath() {
      for (const sort of ["clout", "newest", "title"] as const)
        for (const limit of [2, 48]) {
          const kept = await listScripts(db, { page: 1, limit, sort, facts: narrow, cache });
          const reference = await listScripts(db, {
            page: 1,
            limit,
            sort,
            facts: narrow,
            ownerId: nobody.userId,
          });
          expect(idsOf(kept), `${sort}, ${limit} a page`).toEqual(idsOf(reference));
          expect(kept.total).toBe(reference.total);
        }
    }
    await expectSameAsScriptsPath();
    const before = idsOf(await listScripts(db, { page: 1, limit: 48, sort: "clout", facts: narrow, cache }));
    expect(before.length).toBeGreaterThan(1);
    expect(before.length).toBeLessThanOrEqual(FEW_MATCHES);

    // A public script that did not match gets matching facts (the parse job reports it): it shows.
    const [outsider] = await db
      .select({ id: scripts.id })
      .from(scripts)
      .where(sql`${scripts.isPublic} and ${scripts.id} not in (select script_id from script_facts)`)
      .limit(1);
    expect(outsider).toBeDefined();
    await saveScriptFacts(db, {
      scriptId: outsider!.id,
      pageCount: 95,
      format: "feature",
      speakingCast: 2,
      locations: 1,
      exteriorPct: 5,
      nightPct: 5,
      dialoguePct: 50,
      leadPct: 20,
      budgetBand: "Micro",
      hasCoverage: true,
      coverageScore: 80,
      coverageGrade: "B",
      recommendation: "Consider",
    });
    cache.invalidate({ kind: "script", scriptId: outsider!.id, isPublic: true, facets: ["facts"] });
    await expectSameAsScriptsPath();
    expect(
      idsOf(await listScripts(db, { page: 1, limit: 48, sort: "clout", facts: narrow, cache })),
    ).toContain(outsider!.id);

    // A matching script turned private (reported as a change of membership): gone from page and total.
    await db.update(scripts).set({ isPublic: false }).where(eq(scripts.id, before[0]!));
    cache.invalidate({ kind: "membership" });
    await expectSameAsScriptsPath();
    const after = await listScripts(db, { page: 1, limit: 48, sort: "clout", facts: narrow, cache });
    expect(idsOf(after)).not.toContain(before[0]);
    expect(after.total).toBe(before.length);
  });
});
