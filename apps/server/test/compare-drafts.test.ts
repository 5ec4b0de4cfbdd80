import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { finalizeAnalysis, type CoverageDraft } from "@twl/contract";

import { coverages, draftComparisons, scriptVersions } from "../src/db/schema.ts";
import { createDummyUser } from "../src/modules/admin/create-dummy-user.ts";
import { parseVersion } from "../src/modules/screenplay/parse-version.ts";
import { uploadScript as uploadScriptAs } from "../src/modules/scripts/create-script.ts";
import { bearer, signUp, signUpAdmin } from "./auth-helpers.ts";
import { makePdf, multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

/** A crafted three-scene draft (Fountain) and its rewrite as Final Draft XML: cut, added, rewritten, moved. */
const SCENES = {
  harbor: [
    "EXT. HARBOR - NIGHT",
    "Rain hammers the harbor as Mara drags the skiff onto the slipway and curses the tide tables.",
    "MARA",
    "Nobody goes out in this. Nobody sane.",
  ],
  office: [
    "INT. OFFICE - DAY",
    "The office hums with fluorescent light. Dev stacks the unpaid invoices into a crooked tower.",
    "DEV",
    "We owe everyone in this town money.",
  ],
  diner: [
    "INT. DINER - DAY",
    "Mara slides into the booth across from Dev. Coffee rings stain the menu between them.",
    "DEV",
    "You came back for the boat, not for me.",
  ],
  roof: [
    "EXT. ROOF - DAWN",
    "On the roof the wind tears at the laundry lines while the city blinks awake below.",
    "MARA",
    "I can see the whole harbor from here.",
  ],
};
const fountain = (scenes: string[][]) =>
  `Title: Tide Tables\n\n${scenes.map(([h, a, c, d]) => `${h}\n\n${a}\n\n${c}\n${d}\n`).join("\n")}`;
const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const fdx = (scenes: string[][]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Template="No" Version="5">\n<Content>\n${scenes
    .map(([h, a, c, d]) =>
      [
        ["Scene Heading", h],
        ["Action", a],
        ["Character", c],
        ["Dialogue", d],
      ]
        .map(([type, text]) => `<Paragraph Type="${type}"><Text>${xml(text!)}</Text></Paragraph>`)
        .join("\n"),
    )
    .join("\n")}\n</Content>\n</FinalDraft>\n`;

const DRAFT = fountain([SCENES.harbor, SCENES.office, SCENES.diner]);
const REWRITE = fdx([
  SCENES.diner.map((t) => t.replace("not for me", "and never for me")),
  SCENES.harbor,
  SCENES.roof,
]);

function report(structureNotes: string[], structure: number): CoverageDraft {
  const cat = (feedback: string, score: number) => ({ feedback, score });
  return {
    summary: "Summary",
    fullAnalysis: {
      plot: "",
      structure: "",
      characters: "",
      dialogue: "",
      pacing: "",
      marketability: "",
      overall: "",
    },
    detailedFeedback: {
      structure: cat(structureNotes.join("\n"), structure),
      characters: cat("", 6),
      dialogue: cat("", 6),
      pacing: cat("", 6),
      marketability: cat("", 6),
      overall: { feedback: "" },
    },
  };
}

describe("draft comparison", async () => {
  const { app, ctx } = await createTestApp({ RATE_LIMIT_MAX: "5000" });
  const db = ctx.database.db;
  const owner = await signUp(app);
  const reader = await signUp(app);
  const admin = await signUpAdmin(app, ctx);

  async function upload(token: string, url: string, name: string, data: string, fields = {}) {
    const form = multipart(fields, { name, type: "text/plain", data: Buffer.from(data) });
    const res = await app.inject({
      method: "POST",
      url,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().script.id as string;
  }
  const id = await upload(owner.token, "/api/protected/scripts/upload", "tide.fountain", DRAFT, {
    title: "Tide Tables",
    genres: '["drama"]',
    isPublic: "false",
  });
  await upload(owner.token, `/api/protected/scripts/${id}/upload-version`, "tide-v2.fdx", REWRITE);

  const compare = (token: string | null, query = "from=1&to=2", scriptId = id) =>
    app.inject({
      url: `/api/protected/scripts/${scriptId}/compare?${query}`,
      headers: token ? bearer(token) : {},
    });

  it("compares a Fountain draft with an FDX rewrite scene by scene, once", async () => {
    const res = await compare(owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().comparison;
    expect(c.status).toBe("ready");
    expect(c.from).toMatchObject({ version: 1, fileType: "fountain" });
    expect(c.to).toMatchObject({ version: 2, fileType: "fdx" });
    expect(c.summary).toMatchObject({ cut: 1, added: 1, rewritten: 1, moved: 1 });
    const rewritten = c.scenes.findIndex((s: { kind: string }) => s.kind === "rewritten");
    const diff = c.diffs.find((d: { row: number }) => d.row === rewritten);
    const changed = diff.blocks.find((b: { op: string }) => b.op === "changed");
    expect(
      changed.parts
        .filter((p: { op: string }) => p.op === "added")
        .map((p: { text: string }) => p.text.trim()),
    ).toEqual(["and never"]);
    expect(c.numbers.headline.find((n: { measure: string }) => n.measure === "scenes")).toMatchObject({
      before: 3,
      after: 3,
      change: 0,
    });
    expect(c.numbers.characters.map((ch: { name: string }) => ch.name).sort()).toEqual(["DEV", "MARA"]);
    expect(c.coverage.status).toBe("missing-both");

    const again = (await compare(owner.token)).json().comparison;
    expect(again.computedAt).toBe(c.computedAt);
    expect(await db.select().from(draftComparisons).where(eq(draftComparisons.scriptId, id))).toHaveLength(1);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await app.inject({ url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/protected/scripts/{id}/compare",
        "/api/protected/scripts/{id}/timeline",
        "/api/protected/scripts/{id}/compare-sharing",
      ]),
    );
  });

  it("refuses the same version, a missing version and no session", async () => {
    expect((await compare(owner.token, "from=2&to=2")).statusCode).toBe(400);
    expect((await compare(owner.token, "from=1&to=9")).statusCode).toBe(404);
    expect((await compare(null)).statusCode).toBe(401);
  });

  it("marks the older report's notes by the newer one", async () => {
    const versions = await db.select().from(scriptVersions).where(eq(scriptVersions.scriptId, id));
    const v = (n: number) => versions.find((r) => r.version === n)!.id;
    const older = report(["**Fix first**", "- **Midpoint** (3/10) — Turn on p. 2. **Fix:** Earlier."], 4);
    const newer = report(["**Working**", "- **Midpoint** (8/10) — Turn on p. 1."], 7);
    for (const [versionId, draft] of [
      [v(1), older],
      [v(2), newer],
    ] as const)
      await db.insert(coverages).values({
        scriptId: id,
        versionId,
        status: "completed",
        engine: "local",
        providerName: "Local analysis",
        chargedWith: "none",
        analysis: finalizeAnalysis(draft),
        completedAt: new Date(),
      });
    const c = (await compare(owner.token)).json().comparison;
    expect(c.coverage.status).toBe("ready");
    expect(c.coverage.notes).toEqual([
      expect.objectContaining({
        label: "Midpoint",
        status: "addressed",
        scoreBefore: 3,
        scoreAfter: 8,
        pages: [1],
      }),
    ]);
    const structure = c.coverage.categories.find((x: { category: string }) => x.category === "structure");
    expect(structure).toMatchObject({ before: 4, after: 7, change: 3 });
    expect(structure.movedBy).toEqual([{ label: "Midpoint", before: "3/10", after: "8/10" }]);
    expect(c.canRecover).toBe(false);

    const timeline = await app.inject({
      url: `/api/protected/scripts/${id}/timeline`,
      headers: bearer(owner.token),
    });
    expect(
      timeline.json().versions.map((x: { version: number; change: unknown }) => [x.version, x.change]),
    ).toEqual([
      [1, null],
      [
        2,
        { pages: expect.any(Number), score: c.coverage.after.overallScore - c.coverage.before.overallScore },
      ],
    ]);
    await db.delete(coverages).where(and(eq(coverages.scriptId, id)));
  });

  it("hides a private script from strangers and lets readers compare only when the owner allows", async () => {
    expect((await compare(reader.token)).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/protected/scripts/${id}/timeline`, headers: bearer(reader.token) }))
        .statusCode,
    ).toBe(404);
    const publish = await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { isPublic: true },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await compare(reader.token)).statusCode).toBe(403);
    const timeline = await app.inject({
      url: `/api/protected/scripts/${id}/timeline`,
      headers: bearer(reader.token),
    });
    expect(timeline.json()).toMatchObject({ mayCompare: false, canEdit: false, readersMayCompare: false });
    const detail = await app.inject({ url: `/api/scripts/${id}`, headers: bearer(reader.token) });
    expect(detail.json().script).toMatchObject({ canEdit: false, mayCompare: false });

    const share = (token: string, value: boolean) =>
      app.inject({
        method: "PUT",
        url: `/api/protected/scripts/${id}/compare-sharing`,
        headers: bearer(token),
        payload: { readersMayCompare: value },
      });
    expect((await share(reader.token, true)).statusCode).toBe(403);
    expect((await share(owner.token, true)).json()).toEqual({ success: true, readersMayCompare: true });
    const detailFor = async (token: string) =>
      (await app.inject({ url: `/api/scripts/${id}`, headers: bearer(token) })).json().script;
    expect(await detailFor(reader.token)).toMatchObject({ canEdit: false, mayCompare: true });
    const allowed = await compare(reader.token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().comparison.canRecover).toBe(false);
    await share(owner.token, false);
    expect((await compare(reader.token)).statusCode).toBe(403);
  });

  it("lets an admin compare a dummy author's private drafts, not a real author's", async () => {
    expect((await compare(admin.token)).statusCode).toBe(403);
    await app.inject({
      method: "PUT",
      url: `/api/protected/scripts/${id}`,
      headers: bearer(owner.token),
      payload: { isPublic: false },
    });
    expect((await compare(admin.token)).statusCode).toBe(404);

    const dummy = await createDummyUser(db, { name: "Ghost Writer" });
    const dummyScript = await uploadScriptAs(ctx, {
      userId: dummy.id,
      title: "Ghost Draft",
      genreSlugs: ["drama"],
      isPublic: false,
      file: { buffer: Buffer.from(DRAFT), fileName: "ghost.fountain" },
    });
    await upload(
      admin.token,
      `/api/admin/users/${dummy.id}/scripts/${dummyScript}/upload-version`,
      "ghost-v2.fdx",
      REWRITE,
    );
    const res = await compare(admin.token, "from=1&to=2", dummyScript);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().comparison).toMatchObject({ status: "ready", canRecover: true, recoverAsAdmin: true });

    // A PDF draft is parsed by a job: until its model is in, the comparison answers pending.
    const form = multipart({}, { name: "v3.pdf", type: "application/pdf", data: await makePdf(3) });
    const pdf = await app.inject({
      method: "POST",
      url: `/api/admin/users/${dummy.id}/scripts/${dummyScript}/upload-version`,
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const pending = (await compare(admin.token, "from=2&to=3", dummyScript)).json().comparison;
    expect(pending).toMatchObject({ status: "pending", scenes: [], numbers: null, to: { fileType: "pdf" } });
    // Once the parse job has run, the FDX draft compares with the PDF one.
    const [v3] = await db
      .select()
      .from(scriptVersions)
      .where(and(eq(scriptVersions.scriptId, dummyScript), eq(scriptVersions.version, 3)));
    await parseVersion(ctx, v3!.id);
    const ready = (await compare(admin.token, "from=2&to=3", dummyScript)).json().comparison;
    expect(ready).toMatchObject({ status: "ready", from: { fileType: "fdx" }, to: { fileType: "pdf" } });
    expect(ready.summary.cut).toBeGreaterThan(0);
  });
});
