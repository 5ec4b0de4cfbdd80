import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createDatabase, type Db } from "../src/db/client.ts";
import { withTransaction } from "../src/db/transaction.ts";
import { TEST_POSTGRES_URL } from "./helper.ts";
import { borrowPglite, returnPglite } from "./pglite-pool.ts";

// On PGlite, a database of the worker's pool (test/pglite-pool.ts), handed back when the file is done:
// starting a new one runs initdb again. Its tables are emptied on return; the file drops its own.
const pgliteClient = TEST_POSTGRES_URL ? undefined : await borrowPglite();
const database = createDatabase(
  TEST_POSTGRES_URL
    ? { kind: "postgres", url: TEST_POSTGRES_URL, poolMax: 2 }
    : { kind: "pglite", dir: "memory" },
  { pgliteClient },
);
const table = `tx_helper_${process.pid}`;

/** Both drivers answer execute() with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A repository function as the modules write them: it takes a Db, not a transaction type. */
async function insert(db: Db, n: number) {
  await db.execute(sql`insert into ${sql.identifier(table)} (n) values (${n})`);
}
async function values(): Promise<number[]> {
  const result = await database.db.execute(sql`select n from ${sql.identifier(table)} order by n`);
  return rowsOf<{ n: number }>(result).map((r) => r.n);
}

describe("withTransaction", () => {
  beforeAll(async () => {
    await database.db.execute(sql`create table ${sql.identifier(table)} (n int not null)`);
  });
  afterAll(async () => {
    await database.db.execute(sql`drop table if exists ${sql.identifier(table)}`);
    await database.close();
    if (pgliteClient) await returnPglite(pgliteClient);
  });

  it("commits what fn wrote and returns its result", async () => {
    const result = await withTransaction(database.db, async (tx) => {
      await insert(tx, 1);
      return "done";
    });
    expect(result).toBe("done");
    expect(await values()).toEqual([1]);
  });

  it("rolls everything back when fn throws, and rethrows", async () => {
    await expect(
      withTransaction(database.db, async (tx) => {
        await insert(tx, 2);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await values()).toEqual([1]);
  });

  it("opens a savepoint for a nested transaction", async () => {
    await withTransaction(database.db, async (tx) => {
      await insert(tx, 3);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into ${sql.identifier(table)} (n) values (4)`);
          throw new Error("inner");
        }),
      ).rejects.toThrow("inner");
    });
    expect(await values()).toEqual([1, 3]);
  });

  it("passes the transaction options on", async () => {
    const level = await withTransaction(
      database.db,
      async (tx) =>
        rowsOf<{ transaction_isolation: string }>(await tx.execute(sql`show transaction_isolation`))[0]
          ?.transaction_isolation,
      { isolationLevel: "serializable" },
    );
    expect(level).toBe("serializable");
  });
});
