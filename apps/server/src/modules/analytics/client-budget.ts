import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";

import { ANALYTICS_ROWS_PER_CLIENT_PER_DAY, ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { analyticsClientBudget } from "../../db/schema.ts";
import { viewerNetwork } from "../../lib/client-network.ts";

/**
 * Per-client caps on analytics rows (issue 28, finding 8), kept in the database so every API node
 * counts the same: a client network (IPv4 address or IPv6 /64, stored as a hash) may add
 * ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE rows a minute and ANALYTICS_ROWS_PER_CLIENT_PER_DAY a UTC
 * day. Returns whether this call may store a row; the call is counted either way.
 */
export async function takeAnalyticsRow(db: Db, ip: string, now = new Date()): Promise<boolean> {
  const clientKey = createHash("sha256")
    .update(`analytics:${viewerNetwork(ip)}`)
    .digest("hex");
  const iso = now.toISOString();
  const buckets = [
    { bucket: `m:${iso.slice(0, 16)}`, max: ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE },
    { bucket: `d:${iso.slice(0, 10)}`, max: ANALYTICS_ROWS_PER_CLIENT_PER_DAY },
  ];
  const counted = await db
    .insert(analyticsClientBudget)
    .values(buckets.map(({ bucket }) => ({ clientKey, bucket, rows: 1, createdAt: now })))
    .onConflictDoUpdate({
      target: [analyticsClientBudget.clientKey, analyticsClientBudget.bucket],
      set: { rows: sql`${analyticsClientBudget.rows} + 1` },
    })
    .returning({ bucket: analyticsClientBudget.bucket, rows: analyticsClientBudget.rows });
  return buckets.every(({ bucket, max }) => (counted.find((c) => c.bucket === bucket)?.rows ?? 0) <= max);
}

/** Buckets older than two days count for nothing (run by the daily roll-up). */
export async function sweepAnalyticsBudgets(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(analyticsClientBudget)
    .where(lt(analyticsClientBudget.createdAt, new Date(now.getTime() - 2 * 24 * 60 * 60_000)));
}
