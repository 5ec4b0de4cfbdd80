import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { readerListItems, readerLists, scripts, users } from "../../db/schema.ts";

export type ReaderListRow = typeof readerLists.$inferSelect;
export type ReaderListWithCount = ReaderListRow & { scriptCount: number };

/**
 * Items whose script the list's owner can still see: public ones and their own. The outer row is
 * named in full: Drizzle writes a one-table select's columns unqualified, and a bare "id" here
 * would be the script's.
 */
const visibleToOwnerCount = sql<number>`(
  select count(*)::int from reader_list_items i join scripts s on s.id = i.script_id
  where i.list_id = "reader_lists"."id" and (s.is_public or s.user_id = "reader_lists"."user_id")
)`.mapWith(Number);

/** The list `id` if `userId` owns it. */
const ownedList = (id: string, userId: string) => and(eq(readerLists.id, id), eq(readerLists.userId, userId));

/** Lists with their counts, most recently changed first. */
function selectListsWithCount(db: Db, where: SQL | undefined): Promise<ReaderListWithCount[]> {
  return db
    .select({
      id: readerLists.id,
      userId: readerLists.userId,
      name: readerLists.name,
      shareToken: readerLists.shareToken,
      createdAt: readerLists.createdAt,
      updatedAt: readerLists.updatedAt,
      scriptCount: visibleToOwnerCount,
    })
    .from(readerLists)
    .where(where)
    .orderBy(desc(readerLists.updatedAt), desc(readerLists.id));
}

export function listReaderListRows(db: Db, userId: string): Promise<ReaderListWithCount[]> {
  return selectListsWithCount(db, eq(readerLists.userId, userId));
}

/** The user's own list (with its count), or undefined for anyone else's or none. */
export async function findOwnReaderList(
  db: Db,
  id: string,
  userId: string,
): Promise<ReaderListWithCount | undefined> {
  const [row] = await selectListsWithCount(db, ownedList(id, userId));
  return row;
}

export async function findSharedReaderList(db: Db, token: string) {
  const [row] = await db
    .select({ list: readerLists, ownerName: users.name })
    .from(readerLists)
    .innerJoin(users, eq(users.id, readerLists.userId))
    .where(eq(readerLists.shareToken, token))
    .limit(1);
  return row;
}

/** Rows of a table (a user's lists, a list's items) matching `where`. */
async function countRows(db: Db, table: typeof readerLists | typeof readerListItems, where: SQL) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

export function countReaderLists(db: Db, userId: string): Promise<number> {
  return countRows(db, readerLists, eq(readerLists.userId, userId));
}

export async function insertReaderList(db: Db, userId: string, name: string): Promise<ReaderListRow> {
  const [row] = await db.insert(readerLists).values({ userId, name }).returning();
  return row!;
}

export async function updateReaderListRow(
  db: Db,
  id: string,
  userId: string,
  changes: { name?: string; shareToken?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(readerLists)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedList(id, userId))
    .returning({ id: readerLists.id });
  return rows.length > 0;
}

export async function deleteReaderListRow(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db.delete(readerLists).where(ownedList(id, userId)).returning({ id: readerLists.id });
  return rows.length > 0;
}

/** The list's script ids, most recently added first. */
export async function listItemIds(db: Db, listId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ scriptId: readerListItems.scriptId })
    .from(readerListItems)
    .where(eq(readerListItems.listId, listId))
    .orderBy(desc(readerListItems.addedAt), desc(readerListItems.scriptId))
    .limit(limit);
  return rows.map((r) => r.scriptId);
}

export function countListItems(db: Db, listId: string): Promise<number> {
  return countRows(db, readerListItems, eq(readerListItems.listId, listId));
}

/** Marks the list changed (lists are shown most recently changed first). */
async function touchList(db: Db, listId: string): Promise<void> {
  await db.update(readerLists).set({ updatedAt: new Date() }).where(eq(readerLists.id, listId));
}

/** Adds the script (once) and marks the list changed. */
export async function insertListItem(db: Db, listId: string, scriptId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(readerListItems).values({ listId, scriptId }).onConflictDoNothing();
    await touchList(tx, listId);
  });
}

export async function deleteListItem(db: Db, listId: string, scriptId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(readerListItems)
      .where(and(eq(readerListItems.listId, listId), eq(readerListItems.scriptId, scriptId)))
      .returning({ scriptId: readerListItems.scriptId });
    if (rows.length > 0) await touchList(tx, listId);
    return rows.length > 0;
  });
}

/** Which of these lists hold the script. */
export async function listsHoldingScript(db: Db, listIds: string[], scriptId: string): Promise<Set<string>> {
  if (listIds.length === 0) return new Set();
  const rows = await db
    .select({ listId: readerListItems.listId })
    .from(readerListItems)
    .where(and(inArray(readerListItems.listId, listIds), eq(readerListItems.scriptId, scriptId)));
  return new Set(rows.map((r) => r.listId));
}

/** Whether the script is one its viewer may keep in a list: public, or their own. */
export async function isScriptVisibleTo(db: Db, scriptId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: scripts.id })
    .from(scripts)
    .where(and(eq(scripts.id, scriptId), or(eq(scripts.isPublic, true), eq(scripts.userId, userId))))
    .limit(1);
  return row !== undefined;
}
