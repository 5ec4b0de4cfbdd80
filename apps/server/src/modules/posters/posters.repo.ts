import { and, count, eq, gte, inArray, ne } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { imageGenerations } from "../../db/schema.ts";
import { isUuid } from "../../lib/is-uuid.ts";

export type PosterRow = typeof imageGenerations.$inferSelect;

export async function findPoster(db: Db, id: string): Promise<PosterRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(imageGenerations).where(eq(imageGenerations.id, id)).limit(1);
  return row ?? null;
}

/** Generations a user started since `since` (all providers; the rate limit). */
export async function countRecentPosters(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(imageGenerations)
    .where(and(eq(imageGenerations.userId, userId), gte(imageGenerations.createdAt, since)));
  return row?.n ?? 0;
}

/** Paid-provider generations this month that did not fail (the monthly cap). */
export async function countPaidThisMonth(db: Db, userId: string, monthStart: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(imageGenerations)
    .where(
      and(
        eq(imageGenerations.userId, userId),
        eq(imageGenerations.isPaid, true),
        gte(imageGenerations.createdAt, monthStart),
        ne(imageGenerations.status, "failed"),
      ),
    );
  return row?.n ?? 0;
}

/** Moves a row from one of `from` to `to` (with changes); false when it was not in one of `from`. */
export async function transitionPoster(
  db: Db,
  id: string,
  from: PosterRow["status"][],
  changes: Partial<PosterRow>,
): Promise<boolean> {
  const rows = await db
    .update(imageGenerations)
    .set(changes)
    .where(and(eq(imageGenerations.id, id), inArray(imageGenerations.status, from)))
    .returning({ id: imageGenerations.id });
  return rows.length > 0;
}

export const startOfMonthUtc = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
