import { and, desc, eq, inArray } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { coverages, draftComparisons, scripts } from "../../db/schema.ts";

export type ComparisonRow = typeof draftComparisons.$inferSelect;

export async function findComparison(db: Db, fromVersionId: string, toVersionId: string, algorithm: number) {
  const [row] = await db
    .select()
    .from(draftComparisons)
    .where(
      and(
        eq(draftComparisons.fromVersionId, fromVersionId),
        eq(draftComparisons.toVersionId, toVersionId),
        eq(draftComparisons.algorithm, algorithm),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Keeps a comparison; a concurrent or stale one for the same pair is replaced. */
export async function saveComparison(db: Db, row: typeof draftComparisons.$inferInsert): Promise<Date> {
  const [saved] = await db
    .insert(draftComparisons)
    .values(row)
    .onConflictDoUpdate({
      target: [draftComparisons.fromVersionId, draftComparisons.toVersionId, draftComparisons.algorithm],
      set: {
        fromParsedAt: row.fromParsedAt,
        toParsedAt: row.toParsedAt,
        result: row.result,
        durationMs: row.durationMs,
        createdAt: new Date(),
      },
    })
    .returning({ createdAt: draftComparisons.createdAt });
  return saved?.createdAt ?? new Date();
}

/** Every report of the given versions, newest first. */
export async function coveragesOfVersions(db: Db, versionIds: string[]) {
  if (versionIds.length === 0) return [];
  return db
    .select()
    .from(coverages)
    .where(inArray(coverages.versionId, versionIds))
    .orderBy(desc(coverages.createdAt), desc(coverages.id));
}

export async function setReadersMayCompare(db: Db, scriptId: string, value: boolean): Promise<void> {
  await db.update(scripts).set({ readersMayCompare: value }).where(eq(scripts.id, scriptId));
}
