import { nextMonthlyReset, type CoverageUsage } from "@twl/contract";

import type { users } from "../../db/schema.ts";

type UsageRow = Pick<
  typeof users.$inferSelect,
  "coverageUsed" | "coverageResetAt" | "coverageAllowance" | "coverageTokens"
>;

/**
 * The allowance as it stands at `now`: once the reset time has passed, last month's use no longer
 * counts (the row itself is reset lazily by the next request or by the monthly job).
 */
export function effectiveCoverageUsage(
  row: UsageRow,
  now: Date = new Date(),
): { coverageUsed: number; coverageResetAt: string } {
  const expired = !row.coverageResetAt || row.coverageResetAt.getTime() <= now.getTime();
  return {
    coverageUsed: expired ? 0 : row.coverageUsed,
    coverageResetAt: (expired ? nextMonthlyReset(now) : row.coverageResetAt!).toISOString(),
  };
}

export function coverageUsageOf(row: UsageRow, now: Date = new Date()): CoverageUsage {
  const usage = effectiveCoverageUsage(row, now);
  return {
    used: usage.coverageUsed,
    allowance: row.coverageAllowance,
    tokens: row.coverageTokens,
    resetsAt: usage.coverageResetAt,
  };
}
