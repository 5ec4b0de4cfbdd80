import { and, eq, like, or, sql } from "drizzle-orm";

import { COVERAGE_ALLOWANCE_BY_TIER, MONTHLY_CLOUT_GRANT_BY_TIER, type Tier } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { cloutTransactions, users } from "../../db/schema.ts";
import { grantKeyFor } from "../clout/monthly-grants.ts";

/**
 * Puts a user on a tier, inside the caller's transaction (docs/decisions/010-billing-plans.md):
 * - the monthly coverage allowance becomes the tier's at once; coverages already used this month
 *   still count, so an upgrade from Free (1) to Pro (3) leaves 3 - used for this month;
 * - liquid clout is topped up to the tier's monthly grant: the user receives the difference between
 *   the new tier's grant and what was already granted this month (never taken back on a downgrade);
 *   if this month's grant has not been given yet it is given now under the monthly job's key, so the
 *   job on the 1st never grants twice.
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
  const [granted] = await tx
    .select({ total: sql<number>`coalesce(sum(${cloutTransactions.amount}), 0)::int` })
    .from(cloutTransactions)
    .where(
      and(
        eq(cloutTransactions.userId, userId),
        eq(cloutTransactions.type, "monthly_allowance"),
        or(
          eq(cloutTransactions.idempotencyKey, monthKey),
          like(cloutTransactions.idempotencyKey, `${monthKey}:%`),
        ),
      ),
    );
  const already = Number(granted?.total ?? 0);
  const target = MONTHLY_CLOUT_GRANT_BY_TIER[tier];
  const amount = target - already;
  if (amount <= 0) return { toppedUp: 0 };
  const key = already === 0 ? monthKey : `${monthKey}:${tier}`;
  const inserted = await tx
    .insert(cloutTransactions)
    .values({
      userId,
      type: "monthly_allowance",
      amount,
      balance: "liquid",
      idempotencyKey: key,
      message:
        already === 0
          ? `Monthly ${monthKey.slice(-7)} clout grant`
          : `Plan change: clout topped up to the ${tier} grant`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: cloutTransactions.id });
  if (inserted.length === 0) return { toppedUp: 0 };
  await tx
    .update(users)
    .set({ availableClout: sql`${users.availableClout} + ${amount}` })
    .where(eq(users.id, userId));
  return { toppedUp: amount };
}
