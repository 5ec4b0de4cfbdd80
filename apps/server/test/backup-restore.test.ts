import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";

import { buildApp } from "../src/app.ts";
import { createContext } from "../src/bootstrap.ts";
import { loadConfig } from "../src/config/env.ts";
import { backupInstance, restoreInstance } from "../src/ops/backup.ts";
import { S3ObjectStore } from "../src/storage/s3-store.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { uploadFountain } from "./coverage-helpers.ts";
import { FakeS3 } from "./fakes/fake-s3.ts";
import { fastPasswordHashing } from "./fast-password-hashing.ts";
import { openPgliteDirFromTemplate } from "./pglite-pool.ts";

/** An instance's store: its data directory, and a bucket on the fake S3 server when it uses S3. */
interface Store {
  dataDir: string;
  bucket?: { endpoint: string; name: string };
}

const env = ({ dataDir, bucket }: Store, databaseUrl?: string) =>
  loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(bucket
      ? {
          S3_BUCKET: bucket.name,
          S3_ENDPOINT: bucket.endpoint,
          S3_FORCE_PATH_STYLE: "true",
          S3_ACCESS_KEY_ID: "test-key",
          S3_SECRET_ACCESS_KEY: "test-secret",
        }
      : {}),
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    FILE_URL_SECRET: "test-secret-test-secret-test-secret-0123",
    DISCOVER_CACHE_TTL_MS: "0",
    DISCOVER_COUNT_TTL_MS: "0",
    RATE_LIMIT_MAX: "5000",
    UPLOAD_INSPECT_TIMEOUT_MS: "300000",
  });

/**
 * Starts an instance on its store. The first instance (`fromTemplate`) starts on a copy of the
 * database test/global-setup.ts migrated (its PGlite data directory, or a PostgreSQL database made
 * from the template) instead of running initdb and every migration again; the restored instance
 * opens its data directory the way the server does. Passwords hash as in the other server tests.
 */
async function open(store: Store, databaseUrl?: string, fromTemplate = false) {
  const config = env(store, databaseUrl);
  const pgliteClient =
    fromTemplate && config.database.kind === "pglite"
      ? await openPgliteDirFromTemplate(config.database.dir)
      : undefined;
  const ctx = await createContext(config, { pgliteClient }, { passwordHashing: fastPasswordHashing });
  const app = await buildApp(ctx, { serveWeb: false });
  await app.ready();
  const close = async () => {
    await app.close();
    await ctx.database.close();
    await pgliteClient?.close();
  };
  return { app, ctx, close };
}
type Instance = Awaited<ReturnType<typeof open>>;
type App = Instance["app"];

/** Fills instance A, backs it up, restores into the empty instance B and compares the API's answers. */
async function roundTrip(root: string, urls: DatabaseUrls, s3?: FakeS3) {
  const { a: urlA, b: urlB } = urls;
  const storeOf = (name: string): Store => ({
    dataDir: path.join(root, name),
    ...(s3 ? { bucket: { endpoint: s3.endpoint, name: `twl-${name}` } } : {}),
  });
  const first = await open(storeOf("a"), urlA, true);
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
  // Reading the detail counts a view (once per reader and day), so the owner's list is read after
  // the public reads and the views' flush, on both sides: both then see the same state.
  const read = async ({ app, ctx }: Instance) => {
    const detail = (await app.inject({ url: `/api/scripts/${pub}` })).json();
    const screenplay = (await app.inject({ url: `/api/scripts/${pub}/screenplay` })).json();
    const fountain = (await app.inject({ url: `/api/scripts/${pub}/export/fountain` })).body;
    const fileUrl = (await app.inject({ url: `/api/scripts/${pub}/url` })).json().url as string;
    // Local files are served by the app; S3 files by the bucket (a presigned URL).
    const file = s3
      ? Buffer.from(await (await fetch(fileUrl)).arrayBuffer()).toString("base64")
      : (await app.inject({ url: fileUrl })).rawPayload.toString("base64");
    expect(file.length).toBeGreaterThan(0);
    const script = { ...detail.script, views: 0, updatedAt: null };
    // Views are written in batches: flushed here, so the owner's list shows the view just counted.
    // After the restore the same reader on the same day counts no second view.
    await ctx.views?.flush();
    const mine = await readMine(app);
    return { mine, detail: { ...detail, script }, screenplay, fountain, file };
  };
  const before = await read(first);
  await first.close();

  const backupDir = path.join(root, "backup");
  const made = await backupInstance(env(storeOf("a"), urlA), backupDir);
  expect(made).toMatchObject({ database: urlA ? "postgres" : "pglite", files: s3 ? "s3" : "local" });
  if (s3) expect(made.objects).toBe([...s3.objects.keys()].filter((k) => k.startsWith("twl-a/")).length);
  // A backup of one kind of file store never restores into the other.
  if (s3) {
    const localFiles: Store = { dataDir: path.join(root, "c") };
    await expect(restoreInstance(env(localFiles, urlB), backupDir)).rejects.toThrow(/from an S3 bucket/);
  }
  await restoreInstance(env(storeOf("b"), urlB), backupDir);
  // The file store (and an embedded database) now hold data: a second restore refuses.
  await expect(restoreInstance(env(storeOf("b"), urlB), backupDir)).rejects.toThrow(/not empty/);

  const second = await open(storeOf("b"), urlB);
  const after = await read(second);
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

/** The two instances' databases: PGlite data directories (undefined) or two new PostgreSQL databases. */
interface DatabaseUrls {
  a?: string;
  b?: string;
}

/** Runs `fn` with the engine under test (DATABASE_URL decides), dropping what it made afterwards. */
async function withInstances(fn: (root: string, urls: DatabaseUrls) => Promise<void>) {
  const root = await mkdtemp(path.join(tmpdir(), "twl-backup-"));
  if (!postgresUrl) {
    try {
      return await fn(root, {});
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  const suffix = path
    .basename(root)
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase();
  const names = [`twl_backup_a_${suffix}`, `twl_backup_b_${suffix}`] as const;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const urlOf = (name: string) => Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString();
  try {
    // Instance A starts migrated (from the run's template); B stays empty for the restore.
    const template = inject("postgresTemplate");
    await admin.query(`create database ${names[0]}${template ? ` template ${template}` : ""}`);
    await admin.query(`create database ${names[1]}`);
    await fn(root, { a: urlOf(names[0]), b: urlOf(names[1]) });
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(root, { recursive: true, force: true });
  }
}

const engine = postgresUrl ? "PostgreSQL (pg_dump/psql)" : "PGlite";

describe("backup and restore", () => {
  it(`${engine} + local files: same API answers after a round trip`, { timeout: 600_000 }, async () => {
    await withInstances(async (root, urls) => {
      if (postgresUrl && !hasPgTools) {
        // Without the client tools the command says what is missing instead of half-working.
        await expect(
          backupInstance(env({ dataDir: root }, urls.a), path.join(root, "backup")),
        ).rejects.toThrow(/pg_dump is not on PATH/);
        return;
      }
      await roundTrip(root, urls);
    });
  });

  it(`${engine} + an S3 bucket: every object saved and put back`, { timeout: 600_000 }, async () => {
    const s3 = await new FakeS3().start();
    try {
      await withInstances(async (root, urls) => {
        await roundTrip(root, urls, s3);
        const keysOf = (bucket: string) =>
          [...s3.objects.keys()]
            .filter((k) => k.startsWith(`${bucket}/`))
            .map((k) => k.slice(bucket.length + 1))
            .sort();
        expect(keysOf("twl-b").length).toBeGreaterThan(0);
        expect(keysOf("twl-b")).toEqual(keysOf("twl-a"));
        for (const key of keysOf("twl-a")) {
          const [a, b] = [s3.objects.get(`twl-a/${key}`)!, s3.objects.get(`twl-b/${key}`)!];
          expect(b.contentType).toBe(a.contentType);
          expect(b.body.equals(a.body)).toBe(true);
        }
      });
    } finally {
      await s3.stop();
    }
  });

  it("lists a bucket page by page", async () => {
    const s3 = await new FakeS3().start();
    const store = new S3ObjectStore({
      bucket: "paged",
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: "k",
      secretAccessKey: "s",
    });
    try {
      const keys = Array.from({ length: 7 }, (_, i) => `scripts/s${i}/v1.pdf`);
      for (const key of keys) await store.put(key, Buffer.from(key), "application/pdf");
      const listed: string[] = [];
      for await (const key of store.listKeys(3)) listed.push(key);
      expect(listed).toEqual([...keys].sort());
      expect(s3.requests.filter((r) => r.method === "GET" && /^paged\/?$/.test(r.path)).length).toBe(3);
    } finally {
      store.destroy();
      await s3.stop();
    }
  });
});
