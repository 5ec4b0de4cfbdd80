import { and, asc, count, eq, gt } from "drizzle-orm";

import { PARSE_TIMEOUT_WINDOW_HOURS } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { parseTimeouts } from "../../db/schema.ts";

const windowStart = (now: Date) => new Date(now.getTime() - PARSE_TIMEOUT_WINDOW_HOURS * 3_600_000);

/** One parse of this user's file ran out of time or memory. */
export async function recordParseTimeout(
  db: Db,
  input: { userId: string; versionId?: string | null; reason: "timeout" | "memory" },
): Promise<void> {
  await db.insert(parseTimeouts).values({
    userId: input.userId,
    versionId: input.versionId ?? null,
    reason: input.reason,
  });
}

/** The user's timeouts within the window, oldest first (at most `limit`). */
export async function recentParseTimeouts(db: Db, userId: string, now: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: parseTimeouts.createdAt })
    .from(parseTimeouts)
    .where(and(eq(parseTimeouts.userId, userId), gt(parseTimeouts.createdAt, windowStart(now))))
    .orderBy(asc(parseTimeouts.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export async function countRecentParseTimeouts(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(parseTimeouts)
    .where(and(eq(parseTimeouts.userId, userId), gt(parseTimeouts.createdAt, windowStart(now))));
  return row?.n ?? 0;
}
