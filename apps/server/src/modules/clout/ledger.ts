import { and, eq, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { cloutTransactions, users } from "../../db/schema.ts";

/** A transaction handle or the database: ledger writes always run inside the caller's transaction. */
export type Tx = Db;

/**
 * Awards solid clout (earned, never spendable) once per `idempotencyKey` and user: the ledger row and
 * the balance change are written together, and a repeated award with the same key changes nothing.
 * Returns the amount awarded (0 when it was already awarded) and the user's solid balance after.
 */
export async function awardSolidClout(
  tx: Tx,
  input: {
    userId: string;
    amount: number;
    idempotencyKey: string;
    scriptId?: string | null;
    message?: string;
  },
): Promise<{ awarded: number; receivedClout: number }> {
  const inserted = await tx
    .insert(cloutTransactions)
    .values({
      userId: input.userId,
      type: "earned",
      amount: input.amount,
      balance: "solid",
      scriptId: input.scriptId ?? null,
      message: input.message ?? null,
      idempotencyKey: input.idempotencyKey,
    })
    .onConflictDoNothing()
    .returning({ id: cloutTransactions.id });
  const awarded = inserted.length > 0 ? input.amount : 0;
  const [row] = await tx
    .update(users)
    .set({ receivedClout: sql`${users.receivedClout} + ${awarded}` })
    .where(eq(users.id, input.userId))
    .returning({ receivedClout: users.receivedClout });
  return { awarded, receivedClout: row?.receivedClout ?? 0 };
}

/** The giver's ledger row written under an Idempotency-Key, if that key was used before. */
export async function findByIdempotencyKey(tx: Tx, userId: string, idempotencyKey: string) {
  const [row] = await tx
    .select()
    .from(cloutTransactions)
    .where(and(eq(cloutTransactions.userId, userId), eq(cloutTransactions.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes back a solid award that was given ahead of a result that never came (coverage requested,
 * report failed): the award's key is retired (so a later completed report can earn it again), a
 * "spent" solid row records the reversal, and the balance goes down by the same amount, all in the
 * caller's transaction. Returns the amount reversed (0 when there was no standing award).
 */
export async function reverseSolidAward(
  tx: Tx,
  input: { idempotencyKey: string; reversalKey: string; message: string },
): Promise<number> {
  const [award] = await tx
    .update(cloutTransactions)
    .set({ idempotencyKey: sql`${cloutTransactions.idempotencyKey} || ':reversed:' || ${input.reversalKey}` })
    .where(
      and(
        eq(cloutTransactions.idempotencyKey, input.idempotencyKey),
        eq(cloutTransactions.type, "earned"),
        eq(cloutTransactions.balance, "solid"),
      ),
    )
    .returning({
      userId: cloutTransactions.userId,
      amount: cloutTransactions.amount,
      scriptId: cloutTransactions.scriptId,
    });
  if (!award) return 0;
  await tx.insert(cloutTransactions).values({
    userId: award.userId,
    type: "spent",
    amount: award.amount,
    balance: "solid",
    scriptId: award.scriptId,
    message: input.message,
    idempotencyKey: `reversal:${input.idempotencyKey}:${input.reversalKey}`,
  });
  await tx
    .update(users)
    .set({ receivedClout: sql`greatest(${users.receivedClout} - ${award.amount}, 0)` })
    .where(eq(users.id, award.userId));
  return award.amount;
}
