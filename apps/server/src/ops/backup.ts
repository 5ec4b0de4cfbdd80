/**
 * Backup and restore of a whole self-hosted instance: the database (PGlite: its data directory as a
 * tarball from dumpDataDir, restored with loadDataDir; PostgreSQL: a plain SQL dump by pg_dump,
 * restored by psql) and the file store: DATA_DIR/files copied, or every object of the S3 bucket
 * downloaded with its content type (s3-objects.json) and uploaded again on restore. Run with the
 * server stopped (PGlite allows one process per data directory; the lock refuses otherwise).
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

import type { Config } from "../config/env.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { assertValidKey } from "../storage/object-store.ts";
import { S3ObjectStore } from "../storage/s3-store.ts";

const PGLITE_FILE = "database.pglite.tar.gz";
const SQL_FILE = "database.sql";
const FILES_DIR = "files";
const S3_INDEX = "s3-objects.json";

interface S3Object {
  key: string;
  contentType: string;
}

export interface BackupManifest {
  createdAt: string;
  database: "pglite" | "postgres";
  files: "local" | "s3";
  /** S3 backups: how many objects were saved. */
  objects?: number;
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
  let objects: number | undefined;
  if (config.s3) {
    objects = await downloadBucket(new S3ObjectStore(config.s3), outDir);
  } else {
    const source = path.join(config.dataDir, FILES_DIR);
    await cp(source, path.join(outDir, FILES_DIR), {
      recursive: true,
      force: false,
      errorOnExist: true,
    }).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
    });
  }
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: db.kind,
    files,
    ...(objects === undefined ? {} : { objects }),
  };
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
  const files = config.s3 ? "s3" : "local";
  if (manifest.files !== files)
    throw new Error(
      `This backup holds files from ${storeName(manifest.files)}; this instance uses ${storeName(files)}`,
    );
  const bucket = config.s3 ? new S3ObjectStore(config.s3) : null;
  // Checked before the database is touched, so a refused restore changes nothing.
  if (bucket && !force && !(await bucket.listKeys(1).next()).done)
    throw new Error(`The bucket ${config.s3!.bucket} is not empty (pass --force to write over it)`);
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
  if (bucket) {
    await uploadBucket(bucket, fromDir);
  } else {
    const target = path.join(config.dataDir, FILES_DIR);
    if (!force && !(await isEmptyDir(target)))
      throw new Error(`${target} is not empty (pass --force to replace it)`);
    if (force) await rm(target, { recursive: true, force: true });
    await cp(path.join(fromDir, FILES_DIR), target, { recursive: true }).catch(
      (err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") throw err;
      },
    );
  }
  return manifest;
}

const storeName = (files: BackupManifest["files"]) =>
  files === "s3" ? "an S3 bucket" : "a local file store";

/** Saves every object of the bucket under files/<key>, with its content type in s3-objects.json. */
async function downloadBucket(store: S3ObjectStore, outDir: string): Promise<number> {
  const saved: S3Object[] = [];
  try {
    for await (const key of store.listKeys()) {
      // A key that could not be a path under files/ (never one we write) is named, not skipped silently.
      try {
        assertValidKey(key);
      } catch {
        throw new Error(`The bucket holds an object this backup cannot save safely: ${JSON.stringify(key)}`);
      }
      const object = await store.get(key);
      if (!object) continue; // deleted since it was listed
      const file = path.join(outDir, FILES_DIR, ...key.split("/"));
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(object.body, createWriteStream(file, { flags: "wx" }));
      saved.push({ key, contentType: object.contentType });
    }
  } finally {
    store.destroy();
  }
  await writeFile(path.join(outDir, S3_INDEX), `${JSON.stringify(saved, null, 1)}\n`);
  return saved.length;
}

/** Uploads every object an S3 backup saved, with its content type. */
async function uploadBucket(store: S3ObjectStore, fromDir: string): Promise<void> {
  const saved = JSON.parse(await readFile(path.join(fromDir, S3_INDEX), "utf8")) as S3Object[];
  try {
    for (const { key, contentType } of saved) {
      await store.putFile(key, path.join(fromDir, FILES_DIR, ...key.split("/")), contentType);
    }
  } finally {
    store.destroy();
  }
}
