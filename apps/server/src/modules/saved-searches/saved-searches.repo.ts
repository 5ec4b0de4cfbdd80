import { and, asc, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { readNotifications, savedSearches, savedSearchMatches, scripts, users } from "../../db/schema.ts";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function listSavedSearchRows(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insertSavedSearch(
  db: Db,
  values: { userId: string; name: string; query: Record<string, string> },
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/** Renames the user's own search; undefined when it is not theirs (or gone). */
export async function renameSavedSearchRow(
  db: Db,
  id: string,
  userId: string,
  name: string,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ name })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

export async function deleteSavedSearchRow(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Saved searches not alerted since `cutoff` (or never), with their owner's address, after `afterId`. */
export function dueSavedSearches(db: Db, cutoff: Date, afterId: string | undefined, limit: number) {
  return db
    .select({ search: savedSearches, email: users.email })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        or(isNull(savedSearches.lastAlertedAt), lte(savedSearches.lastAlertedAt, cutoff)),
        afterId ? gt(savedSearches.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/**
 * Public scripts created after `since` that this search has not announced yet, newest first: the
 * candidates whose match against the saved filters the discover listing then decides.
 */
export async function unannouncedPublicScriptIds(
  db: Db,
  savedSearchId: string,
  since: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: scripts.id })
    .from(scripts)
    .where(
      and(
        eq(scripts.isPublic, true),
        gt(scripts.createdAt, since),
        // Named in full: Drizzle writes a one-table select's columns unqualified.
        sql`not exists (select 1 from saved_search_matches m where m.saved_search_id = ${savedSearchId} and m.script_id = "scripts"."id")`,
      ),
    )
    .orderBy(desc(scripts.createdAt), desc(scripts.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Records an alert in one transaction: claims the search (only if still due, so two workers never
 * both alert), remembers the announced scripts and writes the site notification. False when
 * another run claimed it first.
 */
export async function recordAlert(
  db: Db,
  alert: {
    savedSearchId: string;
    ownerId: string;
    cutoff: Date;
    now: Date;
    scriptIds: string[];
    notificationId: string;
    text: string;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(savedSearches)
      .set({ lastAlertedAt: alert.now })
      .where(
        and(
          eq(savedSearches.id, alert.savedSearchId),
          or(isNull(savedSearches.lastAlertedAt), lte(savedSearches.lastAlertedAt, alert.cutoff)),
        ),
      )
      .returning({ id: savedSearches.id });
    if (claimed.length === 0) return false;
    await tx
      .insert(savedSearchMatches)
      .values(alert.scriptIds.map((scriptId) => ({ savedSearchId: alert.savedSearchId, scriptId })))
      .onConflictDoNothing();
    await tx.insert(readNotifications).values({
      ownerId: alert.ownerId,
      scriptId: alert.scriptIds[0]!,
      kind: "saved_search",
      subjectId: alert.notificationId,
      text: alert.text,
      // Mailed by the alert itself (its own message), never by the reads digest.
      emailedAt: alert.now,
    });
    return true;
  });
}
