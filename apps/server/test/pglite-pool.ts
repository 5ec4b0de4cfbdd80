import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { inject } from "vitest";

import { pgliteExtensions } from "../src/db/client.ts";

/**
 * In-memory PGlite databases for the test files of one worker. Starting one from the migrated
 * template (test/global-setup.ts) takes seconds of CPU; emptying its tables takes a fraction of
 * that, so a file's database is emptied when the file is done and the worker's next file gets it.
 * The pool sits on globalThis: it outlives a file's module instances (files that mock modules).
 */
interface Pool {
  idle: PGlite[];
  assets?: Promise<Pick<PGliteOptions, "pgliteWasmModule" | "initdbWasmModule" | "fsBundle">>;
  template?: Promise<Blob>;
}
const pool: Pool = ((globalThis as { twlPglitePool?: Pool }).twlPglitePool ??= { idle: [] });
const MAX_IDLE = 2;

/** The global WebAssembly (the server's TypeScript lib declares its types but not the value). */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

/** PGlite's wasm modules compiled and its file bundle read once per worker, not once per database. */
function loadAssets(): NonNullable<Pool["assets"]> {
  pool.assets ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
    const [pgliteWasmModule, initdbWasmModule, bundle] = await Promise.all([
      readFile(path.join(dist, "pglite.wasm")).then((bytes) => wasm.compile(bytes)),
      readFile(path.join(dist, "initdb.wasm")).then((bytes) => wasm.compile(bytes)),
      readFile(path.join(dist, "pglite.data")),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })();
  return pool.assets;
}

/** The migrated data directory test/global-setup.ts dumped (read once per worker). */
function loadTemplate(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplate");
  if (!file) return Promise.resolve(undefined);
  pool.template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pool.template;
}

/** A database in the template's state: an emptied one of this worker's, or a new one. */
export async function borrowPglite(): Promise<PGlite> {
  const reused = pool.idle.pop();
  if (reused) return reused;
  const [assets, loadDataDir] = await Promise.all([loadAssets(), loadTemplate()]);
  const client = new PGlite({ ...assets, extensions: pgliteExtensions, loadDataDir });
  await client.waitReady;
  return client;
}

/**
 * A PGlite on the (empty) data directory `dir`, in the template's state: a migrated instance on disk
 * without running initdb and the migrations (seconds of CPU each). The caller closes it.
 */
export async function openPgliteDirFromTemplate(dir: string): Promise<PGlite> {
  const [assets, loadDataDir] = await Promise.all([loadAssets(), loadTemplate()]);
  if (!loadDataDir) throw new Error("test/global-setup.ts provided no PGlite template");
  await mkdir(dir, { recursive: true });
  const client = new PGlite(dir, { ...assets, extensions: pgliteExtensions, loadDataDir });
  await client.waitReady;
  return client;
}

/**
 * Empties every table (createContext seeds the reference data again, as on any start) and resets the
 * session, then keeps the database for the worker's next file. A closed or failing one is dropped.
 */
export async function returnPglite(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    const { rows } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    );
    await client.exec(`truncate ${rows.map((r) => r.name).join(", ")} restart identity cascade`);
    await client.exec("discard all");
  } catch {
    await client.close().catch(() => {});
    return;
  }
  if (pool.idle.length < MAX_IDLE) pool.idle.push(client);
  else await client.close();
}
