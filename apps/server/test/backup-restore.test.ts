import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";

import { buildApp } from "../src/app.ts";
import { createContext } from "../src/bootstrap.ts";
import { loadConfig } from "../src/config/env.ts";
import { backupInstance, restoreInstance } from "../src/ops/backup.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { uploadFountain } from "./coverage-helpers.ts";

const env = (dataDir: string, databaseUrl?: string) =>
  loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    FILE_URL_SECRET: "test-secret-test-secret-test-secret-0123",
    DISCOVER_CACHE_TTL_MS: "0",
    DISCOVER_COUNT_TTL_MS: "0",
    RATE_LIMIT_MAX: "5000",
  });

async function open(dataDir: string, databaseUrl?: string) {
  const ctx = await createContext(env(dataDir, databaseUrl));
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  return { app, close: async () => (await app.close(), await ctx.database.close()) };
}
type App = Awaited<ReturnType<typeof open>>["app"];

/** Fills instance A, backs it up, restores into the empty instance B and compares the API's answers. */
async function roundTrip(root: string, urlA?: string, urlB?: string) {
  const first = await open(path.join(root, "a"), urlA);
  const writer = await signUp(first.app);
  const pub = await uploadFountain(first.app, writer.token, {
    name: "short.fountain",
    isPublic: true,
    title: "Kept Safe",
  });
  await uploadFountain(first.app, writer.token, {
    name: "dual.fountain",
    isPublic: false,
    title: "Private One",
  });
  const readMine = async (app: App) => {
    const res = await app.inject({ url: "/api/protected/scripts/my-scripts", headers: bearer(writer.token) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  // Reading the detail counts a view (and touches updatedAt), so the owner's list is read after the
  // public reads before the backup and before them after the restore: both then see the same state.
  const read = async (app: App, mineFirst: boolean) => {
    const early = mineFirst ? await readMine(app) : null;
    const detail = (await app.inject({ url: `/api/scripts/${pub}` })).json();
    const screenplay = (await app.inject({ url: `/api/scripts/${pub}/screenplay` })).json();
    const fountain = (await app.inject({ url: `/api/scripts/${pub}/export/fountain` })).body;
    const fileUrl = (await app.inject({ url: `/api/scripts/${pub}/url` })).json().url as string;
    const fileRes = await app.inject({ url: fileUrl });
    expect(fileRes.statusCode).toBe(200);
    const file = fileRes.rawPayload.toString("base64");
    expect(file.length).toBeGreaterThan(0);
    const script = { ...detail.script, views: 0, updatedAt: null };
    const mine = early ?? (await readMine(app));
    return { mine, detail: { ...detail, script }, screenplay, fountain, file };
  };
  const before = await read(first.app, false);
  await first.close();

  const backupDir = path.join(root, "backup");
  const made = await backupInstance(env(path.join(root, "a"), urlA), backupDir);
  expect(made).toMatchObject({ database: urlA ? "postgres" : "pglite", files: "local" });
  await restoreInstance(env(path.join(root, "b"), urlB), backupDir);
  // The file store (and an embedded database) now hold data: a second restore refuses.
  await expect(restoreInstance(env(path.join(root, "b"), urlB), backupDir)).rejects.toThrow(/not empty/);

  const second = await open(path.join(root, "b"), urlB);
  const after = await read(second.app, true);
  await second.close();
  expect(after).toEqual(before);
  expect(after.mine.scripts.map((s: { title: string }) => s.title).sort()).toEqual([
    "Kept Safe",
    "Private One",
  ]);
}

const postgresUrl = process.env.DATABASE_URL;
const hasPgTools = (() => {
  try {
    execFileSync("pg_dump", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("backup and restore", () => {
  it.skipIf(Boolean(postgresUrl))(
    "PGlite + local files: same API answers after a round trip",
    { timeout: 180_000 },
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "twl-backup-"));
      try {
        await roundTrip(root);
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  );

  it.runIf(Boolean(postgresUrl) && hasPgTools)(
    "PostgreSQL (pg_dump/psql) + local files",
    { timeout: 180_000 },
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "twl-backup-"));
      const suffix = path
        .basename(root)
        .replace(/[^a-z0-9]/gi, "")
        .toLowerCase();
      const names = [`twl_backup_a_${suffix}`, `twl_backup_b_${suffix}`];
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      const urlOf = (name: string) =>
        Object.assign(new URL(postgresUrl as string), { pathname: `/${name}` }).toString();
      try {
        for (const name of names) await admin.query(`create database ${name}`);
        await roundTrip(root, urlOf(names[0] as string), urlOf(names[1] as string));
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
        await rm(root, { recursive: true, force: true });
      }
    },
  );
});
