import { and, eq, sql } from "drizzle-orm";

import type { SiteStats } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { cloutTransactions, coverages, reviews, scripts, users } from "../../db/schema.ts";

/**
 * Live counts for /about. Everything tied to a script counts public scripts only, so the numbers
 * never reveal that private scripts exist; dummy (admin-managed) authors are not counted as writers.
 */
export async function siteStats(db: Db): Promise<SiteStats> {
  const count = sql<number>`count(*)::int`;
  const [[writers], [publicScripts], [completedCoverages], [reviewCount], [clout]] = await Promise.all([
    db.select({ n: count }).from(users).where(eq(users.isDummy, false)),
    db.select({ n: count }).from(scripts).where(eq(scripts.isPublic, true)),
    db
      .select({ n: count })
      .from(coverages)
      .innerJoin(scripts, eq(scripts.id, coverages.scriptId))
      .where(and(eq(scripts.isPublic, true), eq(coverages.status, "completed"))),
    db
      .select({ n: count })
      .from(reviews)
      .innerJoin(scripts, eq(scripts.id, reviews.scriptId))
      .where(eq(scripts.isPublic, true)),
    db
      .select({ n: sql<number>`coalesce(sum(${cloutTransactions.amount}), 0)::int` })
      .from(cloutTransactions)
      .innerJoin(scripts, eq(scripts.id, cloutTransactions.scriptId))
      .where(and(eq(scripts.isPublic, true), eq(cloutTransactions.type, "gave"))),
  ]);
  return {
    writers: Number(writers?.n ?? 0),
    publicScripts: Number(publicScripts?.n ?? 0),
    completedCoverages: Number(completedCoverages?.n ?? 0),
    reviews: Number(reviewCount?.n ?? 0),
    cloutGiven: Number(clout?.n ?? 0),
  };
}
