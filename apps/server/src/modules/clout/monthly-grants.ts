import { sql } from "drizzle-orm";

import { COVERAGE_ALLOWANCE_BY_TIER, nextMonthlyReset } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { monthlyCloutGrantSql } from "../identity/clout-grant.ts";

/** The ledger key of a month's grant: one grant per user and month, however often the job runs. */
export const grantKeyFor = (now: Date) => `monthly_allowance:${now.toISOString().slice(0, 7)}`;

/** The tier's grant; Enterprise's custom grant set by an admin (identity/clout-grant.ts). */
const grantAmountSql = monthlyCloutGrantSql;

/** The tier's monthly allowance; enterprise keeps the custom figure set for the account. */
const allowanceSql = sql.raw(
  `case u.tier ${Object.entries(COVERAGE_ALLOWANCE_BY_TIER)
    .filter(([tier]) => tier !== "enterprise")
    .map(([tier, amount]) => `when '${tier}' then ${amount}`)
    .join(" ")} else u.coverage_allowance end`,
);

/**
 * The 1st-of-the-month run: every user with a verified address (or one, for a new or newly
 * verified account; dummy authors too) gets the liquid grant of their tier for the month of `now`,
 * and their coverage usage resets. One statement: the ledger rows
 * are inserted with the month's key and only the rows actually inserted credit a balance, so running
 * it twice, or after downtime, grants exactly once.
 */
export async function grantMonthlyClout(
  db: Db,
  now: Date,
  onlyUserId?: string,
): Promise<{ granted: number; usageReset: number }> {
  const key = grantKeyFor(now);
  const userFilter = onlyUserId ? sql`and u.id = ${onlyUserId}` : sql``;
  const granted = await db.execute<{ count: number }>(sql`
    with granted as (
      insert into clout_transactions (user_id, type, amount, balance, idempotency_key, message, created_at)
      select u.id, 'monthly_allowance', ${grantAmountSql}, 'liquid', ${key}, ${`Monthly ${now.toISOString().slice(0, 7)} clout grant`}, ${now.toISOString()}::timestamptz
      from users u
      where (u.email_verified or u.is_dummy) ${userFilter}
      on conflict (user_id, idempotency_key) do nothing
      returning user_id, amount
    ), credited as (
      update users u set available_clout = u.available_clout + g.amount from granted g where u.id = g.user_id returning u.id
    )
    select count(*)::int as count from credited`);
  const reset = await db.execute<{ count: number }>(sql`
    with reset as (
      update users u set coverage_used = 0, coverage_reset_at = ${nextMonthlyReset(now).toISOString()}::timestamptz, coverage_allowance = ${allowanceSql}
      where (u.coverage_reset_at is null or u.coverage_reset_at <= ${now.toISOString()}::timestamptz) ${userFilter}
      returning u.id
    )
    select count(*)::int as count from reset`);
  return {
    granted: Number(rowsOf<{ count: number }>(granted)[0]?.count ?? 0),
    usageReset: Number(rowsOf<{ count: number }>(reset)[0]?.count ?? 0),
  };
}

/** node-postgres returns `{ rows }`, PGlite's driver the same; both through Drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
