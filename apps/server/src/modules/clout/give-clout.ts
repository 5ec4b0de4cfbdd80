import { and, eq, sql } from "drizzle-orm";

import { CLOUT_MESSAGES, type GiveCloutResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { cloutTransactions, scripts, users } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isRetryableTransactionError, isUniqueViolation } from "../../lib/pg-errors.ts";
import { assertCanRead, assertFound } from "../scripts/script-access.ts";
import { findScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { findByIdempotencyKey, type Tx } from "./ledger.ts";

export interface GiveCloutInput {
  giver: { id: string; role: "customer" | "admin" };
  scriptId: string;
  amount: number;
  message?: string;
  /** From the Idempotency-Key header: a retried request with the same key applies once. */
  idempotencyKey?: string;
}

/**
 * Moves liquid clout from the giver to solid clout on the script and its author, in one
 * transaction: the debit is a conditional update that cannot go below zero, both users are locked
 * in id order (so A and B giving to each other never deadlock), and both ledger rows are written
 * with the balances.
 */
export async function giveClout(ctx: AppContext, input: GiveCloutInput): Promise<GiveCloutResponse> {
  const s = assertFound(await findScriptWithAuthor(ctx.database.db, input.scriptId));
  assertCanRead(s, input.giver);
  if (s.script.userId === input.giver.id) throw new AppError("BAD_REQUEST", CLOUT_MESSAGES.ownScript);
  const authorId = s.script.userId;

  for (let attempt = 1; ; attempt++) {
    try {
      const result = await withTransaction(ctx.database.db, (tx) => transfer(tx, input, authorId));
      ctx.listCache?.invalidate({
        kind: "script",
        scriptId: input.scriptId,
        isPublic: s.script.isPublic,
        facets: ["clout"],
      });
      return result;
    } catch (err) {
      // The same Idempotency-Key raced in twice: the other request applied it; answer as a replay.
      if (input.idempotencyKey && isUniqueViolation(err))
        return replay(ctx.database.db, input, input.idempotencyKey);
      if (attempt < 3 && isRetryableTransactionError(err)) continue;
      throw err;
    }
  }
}

async function transfer(tx: Tx, input: GiveCloutInput, authorId: string): Promise<GiveCloutResponse> {
  if (input.idempotencyKey) {
    const previous = await findByIdempotencyKey(tx, input.giver.id, input.idempotencyKey);
    if (previous) return replay(tx, input, input.idempotencyKey);
  }
  await tx.execute(
    sql`select id from users where id in (${input.giver.id}, ${authorId}) order by id for update`,
  );

  const [debited] = await tx
    .update(users)
    .set({ availableClout: sql`${users.availableClout} - ${input.amount}` })
    .where(and(eq(users.id, input.giver.id), sql`${users.availableClout} >= ${input.amount}`))
    .returning({ availableClout: users.availableClout });
  if (!debited) throw new AppError("BAD_REQUEST", CLOUT_MESSAGES.insufficient);

  const [credited] = await tx
    .update(scripts)
    .set({ receivedClout: sql`${scripts.receivedClout} + ${input.amount}` })
    .where(and(eq(scripts.id, input.scriptId), eq(scripts.isPublic, true)))
    .returning({ receivedClout: scripts.receivedClout });
  // The script went private (or away) since it was loaded: nothing moves.
  if (!credited) throw new AppError("NOT_FOUND", "Script not found");
  await tx
    .update(users)
    .set({ receivedClout: sql`${users.receivedClout} + ${input.amount}` })
    .where(eq(users.id, authorId));

  const message = input.message?.trim() || null;
  const [gave] = await tx
    .insert(cloutTransactions)
    .values({
      userId: input.giver.id,
      type: "gave",
      amount: input.amount,
      balance: "liquid",
      scriptId: input.scriptId,
      counterpartyId: authorId,
      message,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning({ id: cloutTransactions.id });
  await tx.insert(cloutTransactions).values({
    userId: authorId,
    type: "received",
    amount: input.amount,
    balance: "solid",
    scriptId: input.scriptId,
    counterpartyId: input.giver.id,
    message,
  });
  return {
    success: true,
    scriptCloutTotal: credited.receivedClout,
    remainingClout: debited.availableClout,
    transactionId: gave!.id,
  };
}

/** The answer to a request whose Idempotency-Key was already applied: the state as it is now. */
async function replay(db: Tx, input: GiveCloutInput, key: string): Promise<GiveCloutResponse> {
  const previous = await findByIdempotencyKey(db, input.giver.id, key);
  if (
    !previous ||
    previous.type !== "gave" ||
    previous.scriptId !== input.scriptId ||
    previous.amount !== input.amount
  ) {
    throw new AppError("CONFLICT", "This Idempotency-Key was already used for a different request");
  }
  const [script] = await db
    .select({ receivedClout: scripts.receivedClout })
    .from(scripts)
    .where(eq(scripts.id, input.scriptId));
  const [giver] = await db
    .select({ availableClout: users.availableClout })
    .from(users)
    .where(eq(users.id, input.giver.id));
  return {
    success: true,
    scriptCloutTotal: script?.receivedClout ?? 0,
    remainingClout: giver?.availableClout ?? 0,
    transactionId: previous.id,
  };
}
