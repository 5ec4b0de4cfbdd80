import { and, desc, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { coverages, draftComparisons, scripts } from "../../db/schema.ts";

export type ComparisonRow = typeof draftComparisons.$inferSelect;

/**
 * The kept comparison for a pair, with only the diffs of rows [firstRow, endRow): the index, summary
 * and numbers are small; the texts of the other pages stay in the database.
 */
export async function findComparison(
  db: Db,
  pair: { fromVersionId: string; toVersionId: string; algorithm: number },
  rows: { firstRow: number; endRow: number },
) {
  const result = draftComparisons.result;
  const [row] = await db
    .select({
      fromParsedAt: draftComparisons.fromParsedAt,
      toParsedAt: draftComparisons.toParsedAt,
      createdAt: draftComparisons.createdAt,
      durationMs: draftComparisons.durationMs,
      summary: sql<unknown>`${result} -> 'summary'`,
      scenes: sql<unknown>`${result} -> 'scenes'`,
      numbers: sql<unknown>`${result} -> 'numbers'`,
      diffs: sql<unknown>`coalesce(jsonb_path_query_array(${result} -> 'diffs', '$[*] ? (@.row >= $first && @.row < $end)', jsonb_build_object('first', ${rows.firstRow}::int, 'end', ${rows.endRow}::int)), '[]'::jsonb)`,
    })
    .from(draftComparisons)
    .where(
      and(
        eq(draftComparisons.fromVersionId, pair.fromVersionId),
        eq(draftComparisons.toVersionId, pair.toVersionId),
        eq(draftComparisons.algorithm, pair.algorithm),
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
