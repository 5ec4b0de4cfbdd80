import { and, eq, gt, sql } from "drizzle-orm";

import { COVERAGE_LIMIT_REACHED, nextMonthlyReset } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { effectiveCoverageUsage } from "../identity/coverage-usage.ts";

export type Charge = { chargedWith: "allowance" | "token"; period: Date | null };

/**
 * Takes one coverage from the user's monthly allowance, or else one bought token, by conditional
 * updates that re-check under the row lock: parallel requests can never take more than there is.
 * The allowance resets at 00:00 UTC on the 1st (lazily here, and by the monthly job); unused
 * coverages do not roll over. Throws the 403 with limit, used and tier when both are spent.
 */
export async function chargeCoverage(tx: Db, userId: string, now: Date): Promise<Charge> {
  const nowIso = now.toISOString();
  const expired = sql`(${users.coverageResetAt} is null or ${users.coverageResetAt} <= ${nowIso}::timestamptz)`;
  const [monthly] = await tx
    .update(users)
    .set({
      coverageUsed: sql`case when ${expired} then 1 else ${users.coverageUsed} + 1 end`,
      coverageResetAt: sql`case when ${expired} then ${nextMonthlyReset(now).toISOString()}::timestamptz else ${users.coverageResetAt} end`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`((${expired} and ${users.coverageAllowance} >= 1) or (not ${expired} and ${users.coverageUsed} < ${users.coverageAllowance}))`,
      ),
    )
    .returning({ resetAt: users.coverageResetAt });
  if (monthly) return { chargedWith: "allowance", period: monthly.resetAt };

  const [token] = await tx
    .update(users)
    .set({ coverageTokens: sql`${users.coverageTokens} - 1` })
    .where(and(eq(users.id, userId), gt(users.coverageTokens, 0)))
    .returning({ id: users.id });
  if (token) return { chargedWith: "token", period: null };

  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  const usage = row ? effectiveCoverageUsage(row, now) : { coverageUsed: 0 };
  throw new AppError("FORBIDDEN", COVERAGE_LIMIT_REACHED, {
    limit: row?.coverageAllowance ?? 0,
    used: usage.coverageUsed,
    tier: row?.tier ?? "free",
  });
}

/**
 * Gives a charge back (a report that failed for good): the token, or the allowance of the month
 * it was taken from, if that month is still running.
 */
export async function refundCoverage(tx: Db, userId: string, charge: Charge): Promise<void> {
  if (charge.chargedWith === "token") {
    await tx
      .update(users)
      .set({ coverageTokens: sql`${users.coverageTokens} + 1` })
      .where(eq(users.id, userId));
    return;
  }
  if (!charge.period) return;
  await tx
    .update(users)
    .set({ coverageUsed: sql`greatest(${users.coverageUsed} - 1, 0)` })
    .where(and(eq(users.id, userId), eq(users.coverageResetAt, charge.period)));
}
