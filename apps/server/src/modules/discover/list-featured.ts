import { and, desc, eq, sql } from "drizzle-orm";

import { FEATURED_MAX } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { scripts } from "../../db/schema.ts";
import { listScripts, recentClout, TRENDING_WINDOW_DAYS, type ListedScript } from "./list-scripts.ts";

export interface FeaturedScript {
  row: ListedScript;
  category: "trending" | "most-clout";
}

/**
 * Featured: trending first (most solid clout received in the last 7 days), then the scripts
 * with the most clout overall, without repeats. Public scripts with clout only; at most 3.
 */
export async function listFeatured(db: Db): Promise<FeaturedScript[]> {
  const trendingIds = (
    await db
      .select({ id: scripts.id })
      .from(scripts)
      .where(and(eq(scripts.isPublic, true), sql`${recentClout(TRENDING_WINDOW_DAYS)} > 0`))
      .orderBy(desc(recentClout(TRENDING_WINDOW_DAYS)), desc(scripts.receivedClout))
      .limit(FEATURED_MAX)
  ).map((r) => r.id);
  const trending =
    trendingIds.length > 0
      ? (await listScripts(db, { page: 1, limit: FEATURED_MAX, sort: "clout", ids: trendingIds })).rows
      : [];
  trending.sort((a, b) => trendingIds.indexOf(a.script.id) - trendingIds.indexOf(b.script.id));
  const featured: FeaturedScript[] = trending.map((row) => ({ row, category: "trending" }));
  if (featured.length < FEATURED_MAX) {
    const { rows } = await listScripts(db, { page: 1, limit: FEATURED_MAX * 2, sort: "clout" });
    for (const row of rows) {
      if (featured.length >= FEATURED_MAX) break;
      if (row.script.receivedClout > 0 && !trendingIds.includes(row.script.id))
        featured.push({ row, category: "most-clout" });
    }
  }
  return featured;
}
