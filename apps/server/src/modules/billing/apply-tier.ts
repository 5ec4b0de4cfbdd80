import { eq, sql } from "drizzle-orm";

import { COVERAGE_ALLOWANCE_BY_TIER, MONTHLY_CLOUT_GRANT_BY_TIER, type Tier } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { users } from "../../db/schema.ts";
import { grantLiquidClout, grantOne } from "../clout/liquid-grants.ts";
import { grantKeyFor } from "../clout/monthly-grants.ts";

/**
 * Puts a user on a tier, inside the caller's transaction (docs/decisions/010-billing-plans.md):
 * - the monthly coverage allowance becomes the tier's at once; coverages already used this month
 *   still count, so an upgrade from Free (1) to Pro (3) leaves 3 - used for this month;
 * - liquid clout is topped up to the tier's monthly grant: the user receives the difference between
 *   the new tier's grant and what was already granted this month (never taken back on a downgrade);
 *   if this month's grant has not been given yet it is given now under the monthly job's key, so the
 *   job on the 1st never grants twice;
 * - an account whose address is not verified gets the top-up as a pending grant, paid on
 *   verification (clout/liquid-grants.ts, issue 28 #2).
 * The user row is updated first, which locks it: parallel tier changes top up one after the other.
 */
export async function applyTier(
  tx: Db,
  userId: string,
  tier: Tier,
  now: Date,
): Promise<{ toppedUp: number }> {
  const [updated] = await tx
    .update(users)
    .set({ tier, coverageAllowance: COVERAGE_ALLOWANCE_BY_TIER[tier] })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated) return { toppedUp: 0 };

  const monthKey = grantKeyFor(now);
  // What this month already granted, paid or still pending verification (the same keys either way).
  const thisMonth = sql`(idempotency_key = ${monthKey} or idempotency_key like ${`${monthKey}:%`})`;
  const result = await tx.execute<{ total: number }>(sql`
    select (
      (select coalesce(sum(amount), 0) from clout_transactions
        where user_id = ${userId} and type = 'monthly_allowance' and ${thisMonth})
      + (select coalesce(sum(amount), 0) from pending_clout_grants where user_id = ${userId} and ${thisMonth})
    )::int as total`);
  const already = Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  const target = MONTHLY_CLOUT_GRANT_BY_TIER[tier];
  const amount = target - already;
  if (amount <= 0) return { toppedUp: 0 };
  const { granted } = await grantLiquidClout(
    tx,
    grantOne({
      userId,
      amount,
      key: already === 0 ? monthKey : `${monthKey}:${tier}`,
      message:
        already === 0
          ? `Monthly ${monthKey.slice(-7)} clout grant`
          : `Plan change: clout topped up to the ${tier} grant`,
      at: now,
    }),
  );
  return { toppedUp: granted };
}
