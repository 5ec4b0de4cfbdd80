import { desc, eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { billingAccounts, billingTransactions } from "../../db/schema.ts";

export type BillingAccount = typeof billingAccounts.$inferSelect;

export async function findAccountByUser(db: Db, userId: string): Promise<BillingAccount | null> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row ?? null;
}

/** The account a provider object belongs to: by subscription, then by the user named in its metadata, then by customer. */
export async function findAccountFor(
  db: Db,
  keys: { subscriptionId?: string | null; userId?: string | null; customerId?: string | null },
): Promise<BillingAccount | null> {
  if (keys.subscriptionId) {
    const [row] = await db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.subscriptionId, keys.subscriptionId));
    if (row) return row;
  }
  if (keys.userId) {
    const row = await findAccountByUser(db, keys.userId);
    if (row) return row;
  }
  if (keys.customerId) {
    const [row] = await db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.customerId, keys.customerId));
    if (row) return row;
  }
  return null;
}

export async function listRecentTransactions(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.userId, userId))
    .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id))
    .limit(limit);
}
