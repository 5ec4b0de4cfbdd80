import { eq } from "drizzle-orm";

import { ADMIN_MESSAGES, nextMonthlyReset } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { cloutTransactions, users } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { effectiveCoverageUsage } from "../identity/coverage-usage.ts";
import { writeAudit } from "./audit.repo.ts";

type Admin = { id: string };

async function lockUser(tx: Db, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.userNotFound);
  return row;
}

/**
 * Sets a user's spendable (liquid) clout. The user row is locked, the difference is written to the
 * clout ledger as an admin adjustment (the user's history shows 'Adjusted by an admin') and the
 * audit row names the admin, the balance before and after and the reason, all in one transaction.
 * Two admins editing at once are serialized by the lock: each writes its own ledger row.
 */
export async function setUserClout(
  ctx: AppContext,
  admin: Admin,
  userId: string,
  input: { availableClout: number; reason?: string },
): Promise<void> {
  await withTransaction(ctx.database.db, async (tx) => {
    const row = await lockUser(tx, userId);
    const before = row.availableClout;
    const after = input.availableClout;
    const delta = after - before;
    if (delta !== 0) {
      await tx.update(users).set({ availableClout: after }).where(eq(users.id, userId));
      await tx.insert(cloutTransactions).values({
        userId,
        type: delta > 0 ? "admin_credit" : "admin_debit",
        amount: Math.abs(delta),
        balance: "liquid",
        message: "Adjusted by an admin",
      });
    }
    await writeAudit(tx, {
      adminId: admin.id,
      action: "user.clout",
      targetUserId: userId,
      before: { availableClout: before },
      after: { availableClout: after },
      reason: input.reason,
    });
  });
}

/**
 * Sets how many coverages a user can still request. The month's allowance is filled first
 * (stored as used = allowance - remaining); anything beyond it is a bonus kept with the user's
 * tokens, which do not expire, so the figure the user sees equals the one the admin entered.
 */
export async function setUserCoverageRemaining(
  ctx: AppContext,
  admin: Admin,
  userId: string,
  input: { coverageRemaining: number; reason?: string },
  now = new Date(),
): Promise<void> {
  await withTransaction(ctx.database.db, async (tx) => {
    const row = await lockUser(tx, userId);
    const usage = effectiveCoverageUsage(row, now);
    const allowance = Math.max(0, row.coverageAllowance);
    const beforeRemaining = Math.max(0, allowance - usage.coverageUsed) + row.coverageTokens;
    const monthly = Math.min(input.coverageRemaining, allowance);
    const coverageUsed = allowance - monthly;
    const coverageTokens = input.coverageRemaining - monthly;
    const expired = !row.coverageResetAt || row.coverageResetAt.getTime() <= now.getTime();
    await tx
      .update(users)
      .set({
        coverageUsed,
        coverageTokens,
        coverageResetAt: expired ? nextMonthlyReset(now) : row.coverageResetAt,
      })
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      adminId: admin.id,
      action: "user.coverage",
      targetUserId: userId,
      before: {
        coverageRemaining: beforeRemaining,
        coverageUsed: usage.coverageUsed,
        coverageTokens: row.coverageTokens,
        coverageAllowance: allowance,
      },
      after: {
        coverageRemaining: input.coverageRemaining,
        coverageUsed,
        coverageTokens,
        coverageAllowance: allowance,
      },
      reason: input.reason,
    });
  });
}
