import { and, desc, eq, sql, sum, type SQL } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { cloutTransactions, scripts, users } from "../../db/schema.ts";
import { authorColumns, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";

export type UserRow = typeof users.$inferSelect;

/** The user row, or null. Ids are opaque text (the auth library makes them). */
export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A user's scripts as a profile shows them: public ones, plus private ones for the user themself. */
function visibleScriptsOf(userId: string, includePrivate: boolean): SQL | undefined {
  return includePrivate
    ? eq(scripts.userId, userId)
    : and(eq(scripts.userId, userId), eq(scripts.isPublic, true));
}

/** Count and total views of the scripts a profile shows, in one query. */
export async function scriptTotalsOf(
  db: Db,
  userId: string,
  includePrivate: boolean,
): Promise<{ scriptCount: number; totalViews: number }> {
  const [row] = await db
    .select({
      scriptCount: sql<number>`count(*)`.mapWith(Number),
      totalViews: sum(scripts.views).mapWith(Number),
    })
    .from(scripts)
    .where(visibleScriptsOf(userId, includePrivate));
  return { scriptCount: row?.scriptCount ?? 0, totalViews: row?.totalViews ?? 0 };
}

/** Liquid clout the user has given to scripts: the sum of their 'gave' ledger rows. */
export async function cloutGivenBy(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(cloutTransactions.amount).mapWith(Number) })
    .from(cloutTransactions)
    .where(and(eq(cloutTransactions.userId, userId), eq(cloutTransactions.type, "gave")));
  return row?.total ?? 0;
}

/** The scripts a profile shows with their author, newest first, in one query. */
export async function listProfileScripts(
  db: Db,
  userId: string,
  includePrivate: boolean,
): Promise<ScriptWithAuthor[]> {
  return db
    .select({ script: scripts, author: authorColumns })
    .from(scripts)
    .innerJoin(users, eq(users.id, scripts.userId))
    .where(visibleScriptsOf(userId, includePrivate))
    .orderBy(desc(scripts.createdAt), desc(scripts.id));
}

/**
 * Points the user at a new avatar object and returns the key it replaced, in one transaction with
 * the row locked, so two uploads at once each learn the right old key to delete.
 */
export async function replaceAvatarKey(
  db: Db,
  userId: string,
  avatarKey: string,
  avatarBytes = 0,
): Promise<{ found: boolean; previousKey: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarKey: users.avatarKey })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!current) return { found: false, previousKey: null };
    await tx.update(users).set({ avatarKey, avatarBytes }).where(eq(users.id, userId));
    return { found: true, previousKey: current.avatarKey };
  });
}
