import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

import type { Config } from "../config/env.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The query builder both drivers share: services never know which engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** The raw engine, for tools that take one (migrations, the job queue). */
  engine: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
  /** Runs `select 1`; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** An open in-memory PGlite to run on (tests keep one per worker); close() leaves it to its owner. */
  pgliteClient?: PGlite;
}

/** pg_trgm powers typo-tolerant search; PostgreSQL servers ship it in contrib. */
export const pgliteExtensions = { pg_trgm };

export function createDatabase(config: Config["database"], options: CreateDatabaseOptions = {}): Database {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolMax,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its server must not crash the process; the next query reports the error.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      kind: "postgres",
      db,
      engine: { kind: "postgres", pool },
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  if (config.dir !== "memory") mkdirSync(config.dir, { recursive: true });
  const unlock = config.dir === "memory" ? () => {} : lockDataDir(config.dir);
  const extensions = pgliteExtensions;
  const client =
    options.pgliteClient ??
    (config.dir === "memory" ? new PGlite({ extensions }) : new PGlite(config.dir, { extensions }));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: "pglite",
    db,
    engine: { kind: "pglite", client },
    ping: async () => {
      if (closed || client.closed) throw new Error("database is closed");
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        if (!options.pgliteClient) await client.close();
      } finally {
        unlock();
      }
    },
  };
}
