import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import pg from "pg";
import type { TestProject } from "vitest/node";

import { bundleOptions, parseWorkerEntry } from "../bundle-options.mjs";
import { createDatabase, type Database } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { seedGenres } from "../src/db/seed-genres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory (a tar file): every test database starts from it. */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database each test file's database is created from (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate?: string;
    /** The parse worker bundled for this run (test/parse-worker-setup.ts hands it to the parser). */
    parseWorkerBundle?: string;
  }
}

/**
 * Migrates one database before the run, so each test file copies it instead of migrating its own,
 * and bundles the parse worker once.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = process.env.DATABASE_URL;
  const [dropTemplate, removeBundle] = await Promise.all([
    postgresUrl ? createPostgresTemplate(project, postgresUrl) : createPgliteTemplate(project),
    bundleParseWorker(project),
  ]);
  return async () => {
    await Promise.all([dropTemplate(), removeBundle()]);
  };
}

/**
 * Bundled like dist/parse-worker.js, into node_modules/.cache so its packages resolve from the
 * server's node_modules.
 */
async function bundleParseWorker(project: TestProject): Promise<() => Promise<void>> {
  const cache = path.join(import.meta.dirname, "../node_modules/.cache");
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, "twl-parse-worker-"));
  await build(bundleOptions({ "parse-worker": parseWorkerEntry }, dir));
  project.provide("parseWorkerBundle", path.join(dir, "parse-worker.js"));
  return () => rm(dir, { recursive: true, force: true });
}

async function migrate(database: Database): Promise<void> {
  try {
    await runMigrations(database);
    await seedGenres(database.db);
  } finally {
    await database.close();
  }
}

async function createPgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const database = createDatabase({ kind: "pglite", dir: "memory" });
  if (database.engine.kind !== "pglite") throw new Error("expected PGlite");
  const client = database.engine.client;
  let dump: Blob;
  try {
    await runMigrations(database);
    await seedGenres(database.db);
    dump = await client.dumpDataDir("none");
  } finally {
    await database.close();
  }
  const dir = await mkdtemp(path.join(tmpdir(), "twl-test-template-"));
  const file = path.join(dir, "pglite.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}

async function createPostgresTemplate(project: TestProject, url: string): Promise<() => Promise<void>> {
  const name = `${process.env.TEST_DATABASE_PREFIX ?? "twl"}_template_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  await migrate(createDatabase({ kind: "postgres", url: templateUrl.toString(), poolMax: 1 }));
  project.provide("postgresTemplate", name);
  return () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
