import { sql } from "drizzle-orm";

import { MONTHLY_CLOUT_GRANT_BY_TIER } from "@twl/contract";

import type { users } from "../../db/schema.ts";

type GrantFields = Pick<typeof users.$inferSelect, "tier" | "customCloutGrant">;

/**
 * The liquid clout an account receives on the 1st: the tier's figure, or for Enterprise the custom
 * grant an admin set (admin/set-user-plan.ts), when there is one.
 */
export function monthlyCloutGrantOf(user: GrantFields): number {
  if (user.tier === "enterprise" && user.customCloutGrant !== null) return user.customCloutGrant;
  return MONTHLY_CLOUT_GRANT_BY_TIER[user.tier] ?? MONTHLY_CLOUT_GRANT_BY_TIER.free;
}

/** The same rule as SQL over a `users` row aliased `u` (the monthly grant job's one statement). */
export const monthlyCloutGrantSql = sql.raw(
  `case ${Object.entries(MONTHLY_CLOUT_GRANT_BY_TIER)
    .map(([tier, amount]) =>
      tier === "enterprise"
        ? `when u.tier = 'enterprise' then coalesce(u.custom_clout_grant, ${amount})`
        : `when u.tier = '${tier}' then ${amount}`,
    )
    .join(" ")} else ${MONTHLY_CLOUT_GRANT_BY_TIER.free} end`,
);
