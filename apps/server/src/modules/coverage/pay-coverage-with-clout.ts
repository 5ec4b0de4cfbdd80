import { and, eq, sql } from "drizzle-orm";

import { BILLING_MESSAGES, COVERAGE_CLOUT_PRICE, type PayCoverageWithCloutResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { cloutTransactions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { effectiveCoverageUsage } from "../identity/coverage-usage.ts";
import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { requestCoverage } from "./request-coverage.ts";

/**
 * Pays for one coverage with liquid clout when the month's allowance and every bought token
 * are spent: in the coverage request's own transaction, one conditional update takes the clout and
 * adds the one token the charge then takes, and a `spent` ledger row records it. The conditions are
 * re-checked under the row lock, so parallel requests can never overdraw the balance or buy a
 * coverage the allowance still covers. A report that fails for good gives the token back (refund).
 */
export async function payCoverageWithClout(
  ctx: AppContext,
  input: { script: ScriptWithAuthor; userId: string; now?: Date },
): Promise<PayCoverageWithCloutResponse> {
  const now = input.now ?? new Date();
  const price = COVERAGE_CLOUT_PRICE;
  const result = await requestCoverage(ctx, {
    script: input.script,
    requesterId: input.userId,
    chargeAllowance: true,
    now,
    beforeCharge: (tx) => spendCloutOnCoverage(tx, input.userId, input.script.script.id, price, now),
  });
  const [row] = await ctx.database.db
    .select({ availableClout: users.availableClout })
    .from(users)
    .where(eq(users.id, input.userId));
  return { ...result, cloutSpent: price, availableClout: row?.availableClout ?? 0 };
}

async function spendCloutOnCoverage(tx: Db, userId: string, scriptId: string, price: number, now: Date) {
  const nowIso = now.toISOString();
  const expired = sql`(${users.coverageResetAt} is null or ${users.coverageResetAt} <= ${nowIso}::timestamptz)`;
  const allowanceLeft = sql`((${expired} and ${users.coverageAllowance} >= 1) or (not ${expired} and ${users.coverageUsed} < ${users.coverageAllowance}))`;
  const [paid] = await tx
    .update(users)
    .set({
      availableClout: sql`${users.availableClout} - ${price}`,
      coverageTokens: sql`${users.coverageTokens} + 1`,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.availableClout} >= ${price}`,
        sql`${users.coverageTokens} = 0`,
        sql`not ${allowanceLeft}`,
      ),
    )
    .returning({ id: users.id });
  if (!paid) {
    const [row] = await tx.select().from(users).where(eq(users.id, userId));
    if (!row) throw new AppError("NOT_FOUND", "User not found");
    const usage = effectiveCoverageUsage(row, now);
    if (row.coverageTokens > 0 || usage.coverageUsed < row.coverageAllowance)
      throw new AppError("CONFLICT", BILLING_MESSAGES.coverageStillAvailable);
    throw new AppError("FORBIDDEN", BILLING_MESSAGES.insufficientClout);
  }
  await tx.insert(cloutTransactions).values({
    userId,
    type: "spent",
    amount: price,
    balance: "liquid",
    scriptId,
    message: "Paid for a coverage with liquid clout",
    createdAt: now,
  });
}
