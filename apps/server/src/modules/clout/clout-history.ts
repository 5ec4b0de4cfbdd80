import { aliasedTable, and, desc, eq, sql } from "drizzle-orm";

import type { CloutHistoryResponse } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { cloutTransactions, scripts, users } from "../../db/schema.ts";

/**
 * A user's ledger, newest first, one query per page (keyset on created_at, id). Another user's
 * script that is private now is not named: the row keeps its amount, the title stays hidden.
 */
export async function listCloutHistory(
  db: Db,
  userId: string,
  options: { limit: number; before?: string },
): Promise<CloutHistoryResponse> {
  const counterparty = aliasedTable(users, "counterparty");
  const conditions = [eq(cloutTransactions.userId, userId)];
  if (options.before) {
    conditions.push(
      sql`(${cloutTransactions.createdAt}, ${cloutTransactions.id}) < (select c.created_at, c.id from clout_transactions c where c.id = ${options.before} and c.user_id = ${userId})`,
    );
  }
  const rows = await db
    .select({
      id: cloutTransactions.id,
      type: cloutTransactions.type,
      amount: cloutTransactions.amount,
      balance: cloutTransactions.balance,
      message: cloutTransactions.message,
      createdAt: cloutTransactions.createdAt,
      scriptId: scripts.id,
      scriptTitle: scripts.title,
      scriptIsPublic: scripts.isPublic,
      scriptOwnerId: scripts.userId,
      counterpartyId: counterparty.id,
      counterpartyName: counterparty.name,
    })
    .from(cloutTransactions)
    .leftJoin(scripts, eq(scripts.id, cloutTransactions.scriptId))
    .leftJoin(counterparty, eq(counterparty.id, cloutTransactions.counterpartyId))
    .where(and(...conditions))
    .orderBy(desc(cloutTransactions.createdAt), desc(cloutTransactions.id))
    .limit(options.limit + 1);

  return {
    success: true,
    hasMore: rows.length > options.limit,
    transactions: rows.slice(0, options.limit).map((row) => ({
      id: row.id,
      type: row.type,
      amount: row.amount,
      balance: row.balance,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      toScript:
        row.scriptId && row.scriptTitle !== null && (row.scriptIsPublic || row.scriptOwnerId === userId)
          ? { id: row.scriptId, title: row.scriptTitle }
          : null,
      counterparty: row.counterpartyId
        ? { id: row.counterpartyId, name: row.counterpartyName || "Anonymous" }
        : null,
    })),
  };
}
