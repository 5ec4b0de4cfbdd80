import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { coverages, scriptFacts, scripts, scriptVersions } from "../src/db/schema.ts";
import { refreshScriptFacts } from "../src/modules/coverage/refresh-script-facts.ts";
import { parseVersion } from "../src/modules/screenplay/parse-version.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

/** A Fountain screenplay from scenes: a heading, one action line, then speeches (cue, line). */
function fountain(title: string, scenes: { heading: string; action: string; speeches: string[][] }[]) {
  const body = scenes
    .map((s) => [s.heading, s.action, ...s.speeches.map(([cue, line]) => `${cue}\n${line}`)].join("\n\n"))
    .join("\n\n");
  return `Title: ${title}\n\n${body}\n`;
}

/**
 * "Kitchen": 2 speaking roles (ANNA 3 speeches, BEN 1: the lead has 75%), 2 locations, 3 scenes of
 * which 1 exterior (33%) and 2 at night (67%), no set pieces. Budget points: night ≥ 30% → 1: Micro.
 */
const KITCHEN = fountain("Kitchen", [
  {
    heading: "INT. KITCHEN - NIGHT",
    action: "Anna stirs a pot of soup.",
    speeches: [
      ["ANNA", "It needs salt."],
      ["BEN", "Everything needs salt."],
    ],
  },
  { heading: "INT. KITCHEN - DAY", action: "Anna sets the table.", speeches: [["ANNA", "Sit down."]] },
  {
    heading: "EXT. YARD - NIGHT",
    action: "Anna looks at the stars.",
    speeches: [["ANNA", "Quiet at last."]],
  },
]);

/**
 * "Crossing": 14 speaking roles of one speech each (the lead has 7%), 12 locations, 12 exterior day
 * scenes (100% exterior, 0% night), cars and guns in the action. Budget points: roles ≤ 25 → 2,
 * locations ≤ 25 → 2, exterior ≥ 40% → 1, two kinds of set piece (picture vehicles, weapons) → 2:
 * 7, Medium.
 */
const PEOPLE = [
  "AMY",
  "BOB",
  "CAL",
  "DEE",
  "EVE",
  "FOX",
  "GUS",
  "HAL",
  "IDA",
  "JON",
  "KAT",
  "LOU",
  "MAX",
  "NED",
];
const PLACES = [
  "PIER",
  "BRIDGE",
  "MARKET",
  "FIELD",
  "HARBOR",
  "STATION",
  "ROOF",
  "PARK",
  "BEACH",
  "QUARRY",
  "DOCK",
  "FARM",
];
const CROSSING = fountain(
  "Crossing",
  PLACES.map((place, i) => ({
    heading: `EXT. ${place} - DAY`,
    action:
      i === 0
        ? "Two cars wait with their engines running."
        : i === 1
          ? "A man hides a gun."
          : "People pass by.",
    speeches:
      i === 0
        ? [
            [PEOPLE[0]!, "Ready?"],
            [PEOPLE[1]!, "Ready."],
            [PEOPLE[2]!, "Go."],
          ]
        : [[PEOPLE[i + 2]!, "We move."]],
  })),
);

describe("page filters on /discover and /scripts (issue 35)", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "100000" });
  const { db } = ctx.database;
  const writer = await signUp(app, { name: "Facts Writer" });
  const stranger = await signUp(app, { name: "Someone Else" });

  async function upload(title: string, text: string, isPublic: boolean) {
    const form = multipart(
      { title, genres: '["drama"]', isPublic: String(isPublic) },
      { name: `${title}.fountain`, type: "text/plain", data: Buffer.from(text) },
    );
    const res = await app.inject({
      method: "POST",
      url: "/api/protected/scripts/upload",
      headers: { ...bearer(writer.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().script.id as string;
    await parseActiveVersion(id);
    return id;
  }
  /** Runs the parse job of the script's current version (the queue is not started in tests). */
  async function parseActiveVersion(scriptId: string) {
    const [row] = await db
      .select({ versionId: scriptVersions.id })
      .from(scripts)
      .innerJoin(
        scriptVersions,
        and(eq(scriptVersions.scriptId, scripts.id), eq(scriptVersions.version, scripts.activeVersion)),
      )
      .where(eq(scripts.id, scriptId));
    await parseVersion(ctx, row!.versionId);
  }
  const factsOf = async (scriptId: string) =>
    (await db.select().from(scriptFacts).where(eq(scriptFacts.scriptId, scriptId)))[0];

  /**
   * Ids listed by /api/discover and /api/scripts for `query`, each answer's total their number. A
   * filter asked for twice has its total kept by the database (filter-counts.ts): registrations are
   * waited for, so later answers read the kept totals through the uploads, parses and coverage below.
   */
  async function listed(query: string, as?: { token: string }) {
    const get = async (url: string) => {
      await ctx.filterCounts!.settled();
      const res = await app.inject({ url, headers: as ? bearer(as.token) : {} });
      expect(res.statusCode, res.body).toBe(200);
      const ids = (res.json().scripts as { id: string }[]).map((s) => s.id).sort();
      expect(res.json().pagination.total, url).toBe(ids.length);
      return ids;
    };
    const discover = await get(`/api/discover?limit=48&${query}`);
    const list = await get(`/api/scripts?limit=48&${query}`);
    expect(list).toEqual(discover);
    return discover;
  }

  const kitchen = await upload("Kitchen", KITCHEN, true);
  const crossing = await upload("Crossing", CROSSING, true);
  // The writer's private twin of Kitchen: the same facts, never listed for anyone else.
  const hidden = await upload("Hidden Kitchen", KITCHEN, false);
  // A public script whose file was never parsed: no facts, so no fact filter but 'no coverage' matches it.
  const unparsed = (
    await app.inject({
      method: "POST",
      url: "/api/protected/scripts",
      headers: bearer(writer.token),
      payload: { title: "No File", genres: ["drama"], isPublic: true },
    })
  ).json().script?.id as string | undefined;

  it("measures the facts of the current version as the coverage report does", async () => {
    const k = await factsOf(kitchen);
    expect(k).toMatchObject({
      format: "short",
      speakingCast: 2,
      locations: 2,
      exteriorPct: 33,
      nightPct: 67,
      leadPct: 75,
      budgetBand: "Micro",
      hasCoverage: false,
    });
    expect(k!.pageCount).toBeGreaterThan(0);
    expect(k!.dialoguePct).toBeGreaterThan(0);
    const c = await factsOf(crossing);
    expect(c).toMatchObject({
      format: "short",
      speakingCast: 14,
      locations: 12,
      exteriorPct: 100,
      nightPct: 0,
      leadPct: 7,
      budgetBand: "Medium",
    });
    expect(await factsOf(hidden)).toMatchObject({ speakingCast: 2, locations: 2 });
  });

  it("filters by every range, at its bounds", async () => {
    const k = (await factsOf(kitchen))!;
    const c = (await factsOf(crossing))!;
    const both = [kitchen, crossing].sort();
    const ranges: [string, number, number][] = [
      ["pages", k.pageCount, c.pageCount],
      ["cast", k.speakingCast, c.speakingCast],
      ["locations", k.locations, c.locations],
      ["exterior", k.exteriorPct, c.exteriorPct],
      ["night", k.nightPct, c.nightPct],
      ["dialogue", k.dialoguePct, c.dialoguePct],
      ["lead", k.leadPct, c.leadPct],
    ];
    for (const [name, kv, cv] of ranges) {
      // Inclusive bounds on the value itself.
      expect(await listed(`${name}_min=${kv}&${name}_max=${kv}`), name).toEqual(
        (kv === cv ? both : [kitchen]).sort(),
      );
      expect(await listed(`${name}_min=${cv}&${name}_max=${cv}`), name).toEqual(
        (kv === cv ? both : [crossing]).sort(),
      );
      if (kv !== cv) {
        const [low, high] = kv < cv ? [kitchen, crossing] : [crossing, kitchen];
        expect(await listed(`${name}_max=${Math.min(kv, cv)}`), name).toEqual([low]);
        expect(await listed(`${name}_min=${Math.min(kv, cv) + 1}`), name).toEqual([high]);
      }
    }
    expect(await listed("cast_max=5&locations_max=3&night_min=50")).toEqual([kitchen]);
    expect(await listed("cast_min=3&night_min=50")).toEqual([]);
  }, 180_000);

  it("filters by format and budget band", async () => {
    expect(await listed("format=short")).toEqual([kitchen, crossing].sort());
    expect(await listed("format=feature")).toEqual([]);
    expect(await listed("format=pilot")).toEqual([]);
    expect(await listed("budget=micro")).toEqual([kitchen]);
    expect(await listed("budget=medium")).toEqual([crossing]);
    expect(await listed("budget=high")).toEqual([]);
  });

  it("filters by coverage: grade or better, recommendation and having one", async () => {
    const noCoverage = [kitchen, crossing, ...(unparsed ? [unparsed] : [])].sort();
    expect(await listed("has_coverage=true")).toEqual([]);
    expect(await listed("has_coverage=false")).toEqual(noCoverage);

    const [version] = await db
      .select({ id: scriptVersions.id })
      .from(scriptVersions)
      .where(eq(scriptVersions.scriptId, crossing));
    await db.insert(coverages).values({
      scriptId: crossing,
      versionId: version!.id,
      status: "completed",
      engine: "local",
      providerName: "Local analysis",
      chargedWith: "none",
      completedAt: new Date(),
      analysis: { overallScore: 84, overallGrade: "B", report: { recommendation: { verdict: "Consider" } } },
    });
    // What the coverage job calls once a report is stored.
    await refreshScriptFacts(ctx, crossing);

    expect(await listed("has_coverage=true")).toEqual([crossing]);
    expect(await listed("has_coverage=false")).toEqual(noCoverage.filter((id) => id !== crossing));
    expect(await listed("grade=B")).toEqual([crossing]);
    expect(await listed("grade=B-")).toEqual([crossing]);
    expect(await listed(`grade=${encodeURIComponent("B+")}`)).toEqual([]);
    expect(await listed("recommendation=consider")).toEqual([crossing]);
    expect(await listed("recommendation=recommend")).toEqual([]);
    expect(await listed("recommendation=pass")).toEqual([]);
    expect(await listed("grade=C&budget=medium&has_coverage=true")).toEqual([crossing]);
  });

  it("never lists another writer's private script, however it is filtered", async () => {
    for (const query of [
      "cast_max=2",
      "format=short",
      "budget=micro",
      "night_min=60",
      "has_coverage=false",
    ]) {
      expect(await listed(query)).not.toContain(hidden);
      expect(await listed(query, stranger)).not.toContain(hidden);
      const own = await app.inject({
        url: `/api/scripts?limit=48&includeOwn=true&${query}`,
        headers: bearer(stranger.token),
      });
      expect(own.json().scripts.map((s: { id: string }) => s.id)).not.toContain(hidden);
    }
    // The owner, asking for their own scripts too, finds it.
    const mine = await app.inject({
      url: "/api/scripts?limit=48&includeOwn=true&budget=micro",
      headers: bearer(writer.token),
    });
    expect(
      mine
        .json()
        .scripts.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([kitchen, hidden].sort());
  });

  it("rejects values out of range", async () => {
    for (const query of [
      "pages_min=-1",
      "exterior_max=101",
      "format=movie",
      "budget=huge",
      "grade=Z",
      "cast_min=x",
    ]) {
      const res = await app.inject({ url: `/api/discover?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("follows a new version, and a switch back to the old one", async () => {
    const form = multipart({}, { name: "v2.fountain", type: "text/plain", data: Buffer.from(CROSSING) });
    const res = await app.inject({
      method: "POST",
      url: `/api/protected/scripts/${kitchen}/upload-version`,
      headers: { ...bearer(writer.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    await parseActiveVersion(kitchen);
    expect(await factsOf(kitchen)).toMatchObject({ speakingCast: 14, budgetBand: "Medium" });
    expect(await listed("budget=micro")).toEqual([]);
    expect(await listed("budget=medium")).toEqual([kitchen, crossing].sort());

    const back = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${kitchen}/active-version`,
      headers: bearer(writer.token),
      payload: { version: 1 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await factsOf(kitchen)).toMatchObject({ speakingCast: 2, budgetBand: "Micro" });
    expect(await listed("budget=micro")).toEqual([kitchen]);
  }, 180_000);
});

describe("page filters with the list cache on", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "100000", DISCOVER_CACHE_TTL_MS: "60000" });
  const { db } = ctx.database;
  const writer = await signUp(app, { name: "Cached Writer" });

  it("drops cached filtered lists when a script's facts change", async () => {
    const form = multipart(
      { title: "Kitchen", genres: '["drama"]', isPublic: "true" },
      { name: "k.fountain", type: "text/plain", data: Buffer.from(KITCHEN) },
    );
    const id = (
      await app.inject({
        method: "POST",
        url: "/api/protected/scripts/upload",
        headers: { ...bearer(writer.token), ...form.headers },
        payload: form.payload,
      })
    ).json().script.id as string;
    const ids = async (query: string) =>
      ((await app.inject({ url: `/api/discover?${query}` })).json().scripts as { id: string }[]).map(
        (s) => s.id,
      );
    const versionOf = async () =>
      (
        await db
          .select({ id: scriptVersions.id })
          .from(scriptVersions)
          .where(eq(scriptVersions.scriptId, id))
          .orderBy(scriptVersions.version)
      ).at(-1)!.id;

    // Not parsed yet: no facts, so the filtered list is empty (and cached).
    expect(await ids("budget=micro")).toEqual([]);
    expect(await ids("has_coverage=false")).toEqual([id]);
    await parseVersion(ctx, await versionOf());
    expect(await ids("budget=micro")).toEqual([id]);

    const next = multipart({}, { name: "v2.fountain", type: "text/plain", data: Buffer.from(CROSSING) });
    await app.inject({
      method: "POST",
      url: `/api/protected/scripts/${id}/upload-version`,
      headers: { ...bearer(writer.token), ...next.headers },
      payload: next.payload,
    });
    await parseVersion(ctx, await versionOf());
    expect(await ids("budget=micro")).toEqual([]);
    expect(await ids("budget=medium")).toEqual([id]);
  }, 180_000);
});
