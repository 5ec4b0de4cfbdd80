import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";

import { migrationsDir } from "../lib/paths.ts";
import type { Database } from "./client.ts";

/** Any fixed number: all API nodes take the same advisory lock so only one migrates at a time. */
const MIGRATION_LOCK_ID = 727_100_001;

/** Applies the SQL migrations in apps/server/drizzle (idempotent; safe with several nodes starting at once). */
export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = migrationsDir();
  if (database.engine.kind === "pglite") {
    await migratePglite(drizzlePglite(database.engine.client), { migrationsFolder });
    return;
  }
  const client = await database.engine.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
