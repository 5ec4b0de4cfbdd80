import type { Db } from "./client.ts";

/** Options a transaction accepts (isolation level, access mode, deferrable), as Drizzle takes them. */
export type TransactionConfig = Parameters<Db["transaction"]>[1];

/**
 * Runs `fn` in one database transaction and hands it the transaction as a `Db`, so the repository
 * functions that take a `Db` run inside it unchanged. Commits when `fn` resolves, rolls back when it
 * throws (the error is rethrown). Inside `fn`, `tx.transaction(...)` opens a savepoint.
 *
 * Drizzle types a transaction as `PgTransaction`, which both drivers return and which runs every
 * query a `PgDatabase` runs; the one cast between the two lives here instead of in every caller.
 */
export function withTransaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  config?: TransactionConfig,
): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db), config);
}
