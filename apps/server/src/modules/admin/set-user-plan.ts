import { eq } from "drizzle-orm";

import { ADMIN_MESSAGES, COVERAGE_ALLOWANCE_BY_TIER, type AdminSetPlanRequest } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { monthlyCloutGrantOf } from "../identity/clout-grant.ts";
import { writeAudit } from "./audit.repo.ts";

/**
 * Puts a user on a plan by hand. Enterprise is sold by contract, not checkout: the admin enters the
 * monthly coverage allowance and liquid clout grant agreed with the customer. The allowance counts
 * at once (coverages already used this month still count); the clout grant is what the monthly job
 * gives from the next 1st (the admin's spendable-clout edit covers anything owed now). Any other
 * plan takes its fixed figures and drops the custom grant. The user row is locked, and the audit
 * row (admin, before, after, reason) commits with the change.
 */
export async function setUserPlan(
  ctx: AppContext,
  admin: { id: string },
  userId: string,
  input: AdminSetPlanRequest,
): Promise<void> {
  await withTransaction(ctx.database.db, async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!row) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.userNotFound);
    const next =
      input.tier === "enterprise"
        ? {
            tier: input.tier,
            coverageAllowance: input.coverageAllowance,
            customCloutGrant: input.monthlyCloutGrant,
          }
        : {
            tier: input.tier,
            coverageAllowance: COVERAGE_ALLOWANCE_BY_TIER[input.tier],
            customCloutGrant: null,
          };
    await tx.update(users).set(next).where(eq(users.id, userId));
    const figures = (r: Pick<typeof row, "tier" | "coverageAllowance" | "customCloutGrant">) => ({
      tier: r.tier,
      coverageAllowance: r.coverageAllowance,
      monthlyCloutGrant: monthlyCloutGrantOf(r),
    });
    await writeAudit(tx, {
      adminId: admin.id,
      action: "user.plan",
      targetUserId: userId,
      before: figures(row),
      after: figures(next),
      reason: input.reason,
    });
  });
}
