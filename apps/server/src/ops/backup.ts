/**
 * Backup and restore of a whole self-hosted instance: the database (PGlite: its data directory as a
 * tarball from dumpDataDir, restored with loadDataDir; PostgreSQL: a plain SQL dump by pg_dump,
 * restored by psql) and the local file store (DATA_DIR/files, copied). An S3 bucket is backed up with
 * the bucket's own tools; the manifest says so. Run with the server stopped (PGlite allows one
 * process per data directory; the lock refuses otherwise).
 */
import { spawn } from "node:child_process";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

import type { Config } from "../config/env.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";

const PGLITE_FILE = "database.pglite.tar.gz";
const SQL_FILE = "database.sql";

export interface BackupManifest {
  createdAt: string;
  database: "pglite" | "postgres";
  files: "local" | "s3";
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ENOENT"
          ? new Error(
              `${command} is not on PATH: install the PostgreSQL client tools (same major version as the server)`,
            )
          : err,
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}

export async function backupInstance(config: Config, outDir: string): Promise<BackupManifest> {
  await mkdir(outDir, { recursive: true });
  if (!(await isEmptyDir(outDir))) throw new Error(`${outDir} is not empty`);
  const db = config.database;
  if (db.kind === "pglite") {
    if (db.dir === "memory") throw new Error("An in-memory database has nothing to back up");
    const unlock = lockDataDir(db.dir);
    const client = new PGlite(db.dir, { extensions: { pg_trgm } });
    try {
      // dumpDataDir on an instance that has not finished starting never settles: wait for it first.
      await client.waitReady;
      const tarball = await client.dumpDataDir("gzip");
      await writeFile(path.join(outDir, PGLITE_FILE), Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
      unlock();
    }
  } else {
    await run("pg_dump", [
      "--no-owner",
      "--no-privileges",
      "--clean",
      "--if-exists",
      "--file",
      path.join(outDir, SQL_FILE),
      db.url,
    ]);
  }
  const files = config.s3 ? "s3" : "local";
  if (files === "local") {
    const source = path.join(config.dataDir, "files");
    await cp(source, path.join(outDir, "files"), { recursive: true, force: false, errorOnExist: true }).catch(
      (err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") throw err;
      },
    );
  }
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database: db.kind, files };
  await writeFile(path.join(outDir, "backup.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Restores a backup into this instance's (empty) data directory or (empty) PostgreSQL database. */
export async function restoreInstance(
  config: Config,
  fromDir: string,
  force = false,
): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(fromDir, "backup.json"), "utf8")) as BackupManifest;
  const db = config.database;
  if (manifest.database !== db.kind)
    throw new Error(`This backup holds a ${manifest.database} database; this instance uses ${db.kind}`);
  if (db.kind === "pglite") {
    if (db.dir === "memory") throw new Error("Cannot restore into an in-memory database");
    if (!force && !(await isEmptyDir(db.dir)))
      throw new Error(`${db.dir} is not empty: restore into an empty data directory (or pass --force)`);
    await mkdir(db.dir, { recursive: true });
    const unlock = lockDataDir(db.dir);
    if (force) await rm(db.dir, { recursive: true, force: true });
    const tarball = new Blob([await readFile(path.join(fromDir, PGLITE_FILE))]);
    const client = new PGlite(db.dir, { extensions: { pg_trgm }, loadDataDir: tarball });
    try {
      await client.query("select 1");
    } finally {
      await client.close();
      unlock();
    }
  } else {
    await run("psql", [
      "--quiet",
      "--set",
      "ON_ERROR_STOP=1",
      "--file",
      path.join(fromDir, SQL_FILE),
      db.url,
    ]);
  }
  if (manifest.files === "local" && !config.s3) {
    const target = path.join(config.dataDir, "files");
    if (!force && !(await isEmptyDir(target)))
      throw new Error(`${target} is not empty (pass --force to replace it)`);
    if (force) await rm(target, { recursive: true, force: true });
    await cp(path.join(fromDir, "files"), target, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
    });
  }
  return manifest;
}
