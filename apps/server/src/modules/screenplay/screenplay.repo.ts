import { eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { screenplayParses, scriptVersions } from "../../db/schema.ts";

export async function findParse(db: Db, versionId: string) {
  const [row] = await db
    .select()
    .from(screenplayParses)
    .where(eq(screenplayParses.versionId, versionId))
    .limit(1);
  return row ?? null;
}

/** A parse's state without its model: what decides whether a kept answer is still current. */
export async function findParseStamp(db: Db, versionId: string) {
  const [row] = await db
    .select({
      status: screenplayParses.status,
      error: screenplayParses.error,
      parsedAt: screenplayParses.parsedAt,
    })
    .from(screenplayParses)
    .where(eq(screenplayParses.versionId, versionId))
    .limit(1);
  return row ?? null;
}

export async function findVersionById(db: Db, versionId: string) {
  const [row] = await db.select().from(scriptVersions).where(eq(scriptVersions.id, versionId)).limit(1);
  return row ?? null;
}

/** Stores a parse result; running the job twice for a version leaves one row with the latest result. */
export async function saveParse(db: Db, row: typeof screenplayParses.$inferInsert): Promise<void> {
  await db
    .insert(screenplayParses)
    .values(row)
    .onConflictDoUpdate({
      target: screenplayParses.versionId,
      set: {
        status: row.status,
        model: row.model,
        stats: row.stats,
        error: row.error,
        durationMs: row.durationMs,
        parsedAt: new Date(),
      },
    });
}
