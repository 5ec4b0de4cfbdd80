import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, inject } from "vitest";

import { buildApp } from "../src/app.ts";
import { createContext } from "../src/bootstrap.ts";
import { loadConfig, type Config } from "../src/config/env.ts";
import type { AppContext } from "../src/context.ts";
import { fastPasswordHashing } from "./fast-password-hashing.ts";
import { borrowPglite, returnPglite } from "./pglite-pool.ts";

/** Set DATABASE_URL to run the server suite on PostgreSQL: each test file then gets a database of its own. */
export const TEST_POSTGRES_URL = process.env.DATABASE_URL;
/** How the test databases made on PostgreSQL are named (`<prefix>_test_...`; sessions sharing a server set their own). */
export const TEST_DATABASE_PREFIX = process.env.TEST_DATABASE_PREFIX ?? "twl";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  dataDir: string;
}

/**
 * A fresh database (PGlite in memory, or a new PostgreSQL database) plus a temp data dir, migrated.
 * Both start as a copy of the database test/global-setup.ts migrated once for the run (a PGlite one
 * may be an earlier file's, emptied: test/pglite-pool.ts); createContext still runs the migrations,
 * which then find nothing left to apply. dropDatabase hands it back.
 */
export async function createTestContext(
  overrides: Record<string, string> = {},
): Promise<{ ctx: AppContext; dataDir: string; dropDatabase: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "twl-test-"));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (TEST_POSTGRES_URL) {
    const name = `${TEST_DATABASE_PREFIX}_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    const template = inject("postgresTemplate");
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    FILE_URL_SECRET: "test-secret-test-secret-test-secret-0123",
    // Tests write rows directly and read lists at once; the list cache has its own test.
    DISCOVER_CACHE_TTL_MS: "0",
    DISCOVER_COUNT_TTL_MS: "0",
    // Suites upload many files as one user; the per-user upload rate has its own test.
    UPLOAD_RATE_PER_USER_PER_MINUTE: "1000",
    // A busy machine (CI beside other work) may take longer than 15 s to start a parse worker; the
    // time limit itself has its own tests.
    UPLOAD_INSPECT_TIMEOUT_MS: "300000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  if (config.database.kind === "pglite") {
    config.database = { kind: "pglite", dir: "memory" };
    const pgliteClient = await borrowPglite();
    dropDatabase = () => returnPglite(pgliteClient);
    const ctx = await createContext(config, { pgliteClient }, { passwordHashing: fastPasswordHashing });
    return { ctx, dataDir, dropDatabase };
  }
  const ctx = await createContext(config, {}, { passwordHashing: fastPasswordHashing });
  return { ctx, dataDir, dropDatabase };
}

/**
 * Builds the app on a fresh database for one test file and tears everything down after it. Call it
 * while the file is collected (at the top level or in a describe body): an afterAll registered from
 * inside a hook or a test never runs, and the database would be left behind.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { serveWeb?: boolean; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const { ctx, dataDir, dropDatabase } = await createTestContext(overrides);
  const app = await buildApp(ctx, { serveWeb: options.serveWeb ?? false });
  options.beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await ctx.database.close();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, ctx, config: ctx.config, dataDir };
}

/** A served page without the sign-in configuration block every page carries (modules/auth/auth-providers-tag.ts): the HTML as built. */
export const withoutProvidersBlock = (html: string) =>
  html.replace(/<script type="application\/json" id="twl-auth-providers">[\s\S]*?<\/script>/, "");
