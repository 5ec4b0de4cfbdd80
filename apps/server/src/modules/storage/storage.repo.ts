import { and, count, eq, gt, lt, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { scriptCovers, scripts, scriptVersions, uploadAttempts, users } from "../../db/schema.ts";

/**
 * The SQL of the storage quota (issue 28 finding 4). Usage is a SUM over the stored sizes of what a
 * user's scripts and profile keep, so deleting a row (or a script, by cascade) frees its bytes at once
 * and no counter can drift.
 */
export async function storageUsedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      used: sql<number>`(
        coalesce((select sum(v.size_bytes) from script_versions v join scripts s on s.id = v.script_id
                   where s.user_id = ${userId}), 0)
      + coalesce((select sum(c.size_bytes) from script_covers c join scripts s on s.id = c.script_id
                   where s.user_id = ${userId}), 0)
      + coalesce((select sum(g.size_bytes) from image_generations g join scripts s on s.id = g.script_id
                   where s.user_id = ${userId} and g.image_key is not null
                     and g.status in ('completed', 'used')), 0)
      + ${users.avatarBytes})::bigint`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.used ?? 0;
}

/**
 * Locks the owner's users row until the transaction ends and returns the plan. Every write that adds
 * stored bytes for this owner takes this lock first, so their quota checks run one after another.
 * FOR NO KEY UPDATE, not FOR UPDATE: inserting a row that references the user (a new script) holds a
 * FOR KEY SHARE lock on it, which FOR UPDATE would wait on, so two parallel uploads that each inserted
 * their script first deadlocked on PostgreSQL. NO KEY UPDATE still serialises the quota checks.
 */
export async function lockStorageOwner(tx: Db, userId: string) {
  const [row] = await tx
    .select({ tier: users.tier, avatarBytes: users.avatarBytes })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update");
  return row;
}

export async function readStorageOwner(db: Db, userId: string) {
  const [row] = await db
    .select({ tier: users.tier, avatarBytes: users.avatarBytes })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function scriptOwnerId(db: Db, scriptId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: scripts.userId }).from(scripts).where(eq(scripts.id, scriptId));
  return row?.userId;
}

export async function countCovers(db: Db, scriptId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scriptCovers).where(eq(scriptCovers.scriptId, scriptId));
  return row?.n ?? 0;
}

/**
 * Records one upload attempt of the user and returns how many they made in the last `windowSeconds` (this one
 * included). Older rows of the user are pruned on the way.
 */
export async function recordUploadAttempt(db: Db, userId: string, windowSeconds: number): Promise<number> {
  // The database's clock, so every API node counts the same window.
  const since = sql`now() - make_interval(secs => ${windowSeconds})`;
  await db
    .delete(uploadAttempts)
    .where(and(eq(uploadAttempts.userId, userId), lt(uploadAttempts.createdAt, since)));
  await db.insert(uploadAttempts).values({ userId });
  const [row] = await db
    .select({ n: count() })
    .from(uploadAttempts)
    .where(and(eq(uploadAttempts.userId, userId), gt(uploadAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/** Versions a script keeps (the version cap counts these; the detail shows the number). */
export async function countVersions(db: Db, scriptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scriptVersions)
    .where(eq(scriptVersions.scriptId, scriptId));
  return row?.n ?? 0;
}
