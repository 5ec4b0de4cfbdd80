import { eq, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { scriptReadEvents, scriptReads } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";

export type ReadRow = typeof scriptReads.$inferSelect;

export async function insertRead(db: Db, row: typeof scriptReads.$inferInsert): Promise<ReadRow> {
  const [read] = await db.insert(scriptReads).values(row).returning();
  return read!;
}

export async function findRead(db: Db, id: string): Promise<ReadRow | null> {
  const [row] = await db.select().from(scriptReads).where(eq(scriptReads.id, id)).limit(1);
  return row ?? null;
}

/**
 * Claims a report for a read: only when its sequence number is new, moving the wall-clock budget
 * to now. Answers the read as it was before, or null for an unknown read or a replayed report.
 */
export async function claimReport(db: Db, readId: string, seq: number, now: Date): Promise<ReadRow | null> {
  return withTransaction(db, async (tx) => {
    const [read] = await tx
      .select()
      .from(scriptReads)
      .where(eq(scriptReads.id, readId))
      .for("update")
      .limit(1);
    if (!read || read.lastSeq >= seq) return null;
    await tx
      .update(scriptReads)
      .set({ lastSeq: seq, budgetAt: now, lastSeenAt: now })
      .where(eq(scriptReads.id, readId));
    return read;
  });
}

export async function insertEvents(db: Db, readId: string, pages: { page: number; seconds: number }[]) {
  if (pages.length === 0) return;
  await db.insert(scriptReadEvents).values(pages.map((p) => ({ readId, page: p.page, seconds: p.seconds })));
}

export async function addDownload(db: Db, readId: string) {
  await db
    .update(scriptReads)
    .set({ downloads: sql`${scriptReads.downloads} + 1`, lastSeenAt: new Date() })
    .where(eq(scriptReads.id, readId));
}
