import { sql } from "drizzle-orm";

import { COVERAGE_ALLOWANCE_BY_TIER, nextMonthlyReset } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { monthlyCloutGrantSql } from "../identity/clout-grant.ts";
import { grantLiquidClout, payPendingClout } from "./liquid-grants.ts";

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
 * The 1st-of-the-month run (or one account's month, at sign-up and on verification): every user gets
 * the liquid grant of their tier for the month of `now` under the month's key (liquid-grants.ts: a
 * verified account, or a dummy author, is credited; any other holds it as pending until it verifies),
 * and their coverage usage resets. Pending grants of verified accounts are paid first, so the month's
 * own key, paid from pending, is not granted again at the current tier. Keyed: running it twice, or
 * after downtime, grants exactly once.
 */
export async function grantMonthlyClout(
  db: Db,
  now: Date,
  onlyUserId?: string,
): Promise<{ granted: number; usageReset: number }> {
  const key = grantKeyFor(now);
  const userFilter = onlyUserId ? sql`where u.id = ${onlyUserId}` : sql``;
  await payPendingClout(db, onlyUserId);
  const { credited } = await grantLiquidClout(
    db,
    sql`select u.id as user_id, ${grantAmountSql} as amount, ${key}::text as idempotency_key,
               ${`Monthly ${now.toISOString().slice(0, 7)} clout grant`}::text as message,
               ${now.toISOString()}::timestamptz as created_at
        from users u ${userFilter}`,
  );
  const resetFilter = onlyUserId ? sql`and u.id = ${onlyUserId}` : sql``;
  const reset = await db.execute<{ count: number }>(sql`
    with reset as (
      update users u set coverage_used = 0, coverage_reset_at = ${nextMonthlyReset(now).toISOString()}::timestamptz, coverage_allowance = ${allowanceSql}
      where (u.coverage_reset_at is null or u.coverage_reset_at <= ${now.toISOString()}::timestamptz) ${resetFilter}
      returning u.id
    )
    select count(*)::int as count from reset`);
  return {
    granted: credited,
    usageReset: Number(rowsOf<{ count: number }>(reset)[0]?.count ?? 0),
  };
}
