/**
 * `npm run bench:compare`: draft comparison of two 120-page versions, first time (read both parsed
 * models, match scenes, diff words, measure, keep) and cached (read the kept comparison), through
 * the use case the route calls, on a fresh PGlite database (or PostgreSQL with --database-url).
 * The draft is the screenplay package's generated feature; the rewrite rewords every fifth scene,
 * renames two headings, moves three scenes, cuts two and adds two.
 *
 * Options: --runs N (cached reads, default 20), --database-url URL (a fresh database is made there).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

import type { SessionUser } from "@twl/contract";

import { generateFeature } from "../../../packages/screenplay/corpus/generator/feature.ts";
import { createContext } from "../src/bootstrap.ts";
import { loadConfig } from "../src/config/env.ts";
import { createDummyUser } from "../src/modules/admin/create-dummy-user.ts";
import { compareDrafts } from "../src/modules/compare/compare-drafts.ts";
import { addScriptVersion } from "../src/modules/scripts/add-script-version.ts";
import { uploadScript } from "../src/modules/scripts/create-script.ts";
import { findScriptWithAuthor } from "../src/modules/scripts/scripts.repo.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "20" }, "database-url": { type: "string" } },
});

const HEADING = /^(INT\.|EXT\.|INT\/EXT\.|I\/E\.)/m;

/** The rewrite: scenes split on their headings and edited as a writer would. */
function rewrite(draft: string): string {
  const [head, ...rest] = draft.split(/\n\n(?=(?:INT\.|EXT\.|INT\/EXT\.|I\/E\.))/);
  const scenes = rest.filter((s) => HEADING.test(s));
  const edited = scenes.map((scene, i) => {
    if (i % 5 === 2) return scene.replace(/\b(the|a)\b/g, (w) => (w === "the" ? "that" : "one"));
    if (i === 10 || i === 40) return scene.replace(/^(INT\.|EXT\.)\s+([A-Z' ]+)/, "$1 NEW $2");
    return scene;
  });
  const cut = edited.filter((_, i) => i !== 20 && i !== 60);
  for (const [from, to] of [
    [30, 5],
    [70, 50],
    [90, 15],
  ] as const) {
    const [moved] = cut.splice(from, 1);
    cut.splice(to, 0, moved!);
  }
  cut.splice(45, 0, "INT. NEW ROOM - NIGHT\n\nA room nobody saw before. The light hums over an empty desk.");
  cut.splice(80, 0, "EXT. NEW FIELD - DAY\n\nWind flattens the grass. Two figures cross it without a word.");
  return [head, ...cut].join("\n\n");
}

async function freshDatabase(url: string | undefined) {
  if (!url) return { url: undefined, drop: async () => {} };
  const name = `twl_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "twl-compare-bench-"));
  const db = await freshDatabase(values["database-url"]);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    FILE_URL_SECRET: "bench-secret-bench-secret-bench-secret-01",
    ...(db.url ? { DATABASE_URL: db.url } : {}),
  });
  const ctx = await createContext(config);
  try {
    const draft = generateFeature(1998);
    const author = await createDummyUser(ctx.database.db, { name: "Bench Writer" });
    const scriptId = await uploadScript(ctx, {
      userId: author.id,
      title: "Salt and Iron",
      genreSlugs: ["drama"],
      isPublic: false,
      file: { buffer: Buffer.from(draft), fileName: "draft.fountain" },
    });
    const second = await addScriptVersion(ctx, {
      scriptId,
      uploadedBy: author.id,
      file: { buffer: Buffer.from(rewrite(draft)), fileName: "rewrite.fountain" },
    });
    const s = (await findScriptWithAuthor(ctx.database.db, scriptId))!;
    const viewer = { id: author.id, role: "customer" } as SessionUser;
    const query = { from: 1, to: 2, page: 1 };

    let started = performance.now();
    const first = await compareDrafts(ctx, viewer, s, query);
    const firstMs = performance.now() - started;
    const cached: number[] = [];
    for (let i = 0; i < Number(values.runs); i++) {
      started = performance.now();
      await compareDrafts(ctx, viewer, s, { ...query, page: 1 + (i % 3) });
      cached.push(performance.now() - started);
    }
    const page2 = await compareDrafts(ctx, viewer, s, { ...query, page: 2 });
    const rows2 = page2.diffs.map((d) => d.row);
    if (rows2.some((r) => r < 20 || r >= 40)) throw new Error(`page 2 holds rows ${rows2.join(",")}`);
    const bytes = Buffer.byteLength(JSON.stringify(first));
    console.log(`engine: ${config.database.kind}`);
    console.log(`pages: ${first.from.pageCount} → ${second.pageCount}; scene rows: ${first.scenes.length}`);
    console.log(`summary: ${JSON.stringify(first.summary)}`);
    console.log(`first comparison: ${firstMs.toFixed(0)} ms (compute ${first.durationMs} ms)`);
    console.log(
      `cached: median ${median(cached).toFixed(1)} ms, max ${Math.max(...cached).toFixed(1)} ms over ${cached.length} reads`,
    );
    console.log(
      `answer (page 1 of ${first.pageCount}): ${(bytes / 1024).toFixed(0)} KB; page 2 diffs: ${rows2.length}`,
    );
  } finally {
    await ctx.database.close();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
