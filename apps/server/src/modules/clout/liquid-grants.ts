import { sql, type SQL } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";

/**
 * The one rule for liquid clout granted by the product (issue 28 #2): none reaches an account until
 * its address is verified (the emailed link, or a provider's verified-email claim at sign-up; dummy
 * authors count as verified). Every granting path (the month's grant at sign-up and from the monthly
 * job, a plan's top-up) goes through `grantLiquidClout`: a verified account is credited with a
 * `monthly_allowance` ledger row; any other account gets a pending grant under the same ledger key,
 * which `payPendingClout` moves to the ledger on verification. The key makes each grant paid once,
 * whichever table held it first. An admin's direct balance edit is the one exception
 * (admin/set-user-balances.ts).
 *
 * Both functions are single statements that lock the users they touch (`for update of u`), so a
 * verification committing meanwhile is seen: either the grant sees the verified row and credits it,
 * or it records the pending row before the verification's payment reads it.
 */

/** A grant: who, how much, under which ledger key, with which message, at what time. */
export interface LiquidGrant {
  userId: string;
  amount: number;
  key: string;
  message: string;
  at: Date;
}

export interface GrantOutcome {
  /** Users credited now. */
  credited: number;
  /** Clout credited now. */
  granted: number;
  /** Clout held back until the address is verified. */
  pending: number;
}

/** One grant for one user. */
export const grantOne = (grant: LiquidGrant) =>
  sql`select ${grant.userId}::text as user_id, ${grant.amount}::int as amount, ${grant.key}::text as idempotency_key, ${grant.message}::text as message, ${grant.at.toISOString()}::timestamptz as created_at`;

/**
 * The shared tail of both statements: `granted` writes each row of `rows` (user_id, amount,
 * idempotency_key, message, created_at) to the ledger once per key, and `credited` adds what was
 * written to the users' liquid balances.
 */
function creditLedger(rows: SQL): SQL {
  return sql`granted as (
      insert into clout_transactions (user_id, type, amount, balance, idempotency_key, message, created_at)
      select r.user_id, 'monthly_allowance', r.amount, 'liquid', r.idempotency_key, r.message, r.created_at
      from (${rows}) r
      on conflict (user_id, idempotency_key) do nothing
      returning user_id, amount
    ),
    credited as (
      update users u set available_clout = u.available_clout + g.total
      from (select user_id, sum(amount)::int as total from granted group by user_id) g
      where u.id = g.user_id
      returning u.id
    )`;
}

/**
 * Grants liquid clout under the rule above. `source` is a query of
 * (user_id, amount, idempotency_key, message, created_at) rows, e.g. `grantOne(...)` or every user's
 * monthly grant; rows with an amount of 0 or less are skipped. Runs inside the caller's transaction
 * when given one.
 */
export async function grantLiquidClout(db: Db, source: SQL): Promise<GrantOutcome> {
  const result = await db.execute<{ credited: number; granted: number; pending: number }>(sql`
    with src as (${source}),
    target as (
      select s.user_id, s.amount, s.idempotency_key, s.message, s.created_at,
             (u.email_verified or u.is_dummy) as verified
      from src s join users u on u.id = s.user_id
      where s.amount > 0
      for update of u
    ),
    held as (
      insert into pending_clout_grants (user_id, idempotency_key, amount, message, created_at)
      select t.user_id, t.idempotency_key, t.amount, t.message, t.created_at from target t
      where not t.verified
        and not exists (select 1 from clout_transactions c where c.user_id = t.user_id and c.idempotency_key = t.idempotency_key)
      on conflict (user_id, idempotency_key) do nothing
      returning amount
    ),
    ${creditLedger(sql`select * from target where verified`)}
    select (select count(*) from credited)::int as credited,
           (select coalesce(sum(amount), 0) from granted)::int as granted,
           (select coalesce(sum(amount), 0) from held)::int as pending`);
  const row = rowsOf<GrantOutcome>(result)[0];
  return {
    credited: Number(row?.credited ?? 0),
    granted: Number(row?.granted ?? 0),
    pending: Number(row?.pending ?? 0),
  };
}

/**
 * Pays the pending grants of verified accounts (one account, or all of them): each moves to the
 * ledger under its key and credits the balance, in one statement; a key already in the ledger is
 * dropped without paying it twice.
 */
export async function payPendingClout(db: Db, onlyUserId?: string): Promise<{ paid: number }> {
  const userFilter = onlyUserId ? sql`and u.id = ${onlyUserId}` : sql``;
  const result = await db.execute<{ paid: number }>(sql`
    with ready as (
      select u.id from users u
      where (u.email_verified or u.is_dummy) ${userFilter}
        and exists (select 1 from pending_clout_grants p where p.user_id = u.id)
      for update of u
    ),
    moved as (
      delete from pending_clout_grants p using ready r where p.user_id = r.id
      returning p.user_id, p.idempotency_key, p.amount, p.message, p.created_at
    ),
    ${creditLedger(sql`select * from moved`)}
    select (select coalesce(sum(amount), 0) from granted)::int as paid`);
  return { paid: Number(rowsOf<{ paid: number }>(result)[0]?.paid ?? 0) };
}

/** Clout waiting for the account's address to be verified. */
export async function pendingCloutOf(db: Db, userId: string): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select coalesce(sum(amount), 0)::int as total from pending_clout_grants where user_id = ${userId}`,
  );
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}
