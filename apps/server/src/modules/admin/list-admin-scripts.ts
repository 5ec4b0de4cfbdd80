import { and, asc, count, desc, eq, sql, sum, type SQL } from "drizzle-orm";

import {
  ADMIN_PRIVATE_SCRIPT_TITLE,
  type AdminScript,
  type AdminScriptsQuery,
  type AdminScriptsResponse,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { scripts, users } from "../../db/schema.ts";
import { avatarUrlOf } from "../identity/session-user.ts";
import { adminVisibleTitle, isOpenToAdmins } from "./private-script-view.ts";

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The newest report's status, or null: what the Scripts tab's coverage filter and column read. */
const latestCoverageStatus = sql<
  string | null
>`(select c.status from coverages c where c.script_id = ${scripts.id} order by c.created_at desc, c.id desc limit 1)`;

/** A private script of a real author is listed, searched and sorted as "Private script" (private-script-view.ts). */
const visibleTitle = sql<string>`case when ${scripts.isPublic} or ${users.isDummy} then ${scripts.title} else ${ADMIN_PRIVATE_SCRIPT_TITLE} end`;

const ORDER: Record<AdminScriptsQuery["sort"], SQL[]> = {
  newest: [desc(scripts.createdAt), desc(scripts.id)],
  title: [asc(sql`lower(${visibleTitle})`), asc(scripts.id)],
  views: [desc(scripts.views), desc(scripts.createdAt), desc(scripts.id)],
  clout: [desc(scripts.receivedClout), desc(scripts.createdAt), desc(scripts.id)],
};

/** Every script, public or private, for the Scripts tab: filters, sorts, search, pages, summary cards. */
export async function listAdminScripts(db: Db, query: AdminScriptsQuery): Promise<AdminScriptsResponse> {
  const conditions: SQL[] = [];
  if (query.visibility !== "all") conditions.push(eq(scripts.isPublic, query.visibility === "public"));
  if (query.featured === "staff_pick") conditions.push(eq(scripts.isStaffPick, true));
  if (query.featured === "contest_winner") conditions.push(eq(scripts.isContestWinner, true));
  if (query.featured === "any") conditions.push(sql`(${scripts.isStaffPick} or ${scripts.isContestWinner})`);
  if (query.coverage !== "all")
    conditions.push(sql`coalesce(${latestCoverageStatus}, 'none') = ${query.coverage}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(sql`(lower(${visibleTitle}) like ${pattern} or lower(${users.name}) like ${pattern})`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [filtered], [summary]] = await Promise.all([
    db
      .select({
        script: scripts,
        author: {
          id: users.id,
          name: users.name,
          isDummy: users.isDummy,
          avatarKey: users.avatarKey,
          image: users.image,
        },
        coverageStatus: latestCoverageStatus,
      })
      .from(scripts)
      .innerJoin(users, eq(users.id, scripts.userId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(scripts).innerJoin(users, eq(users.id, scripts.userId)).where(where),
    db
      .select({
        total: count(),
        public: sql<number>`count(*) filter (where ${scripts.isPublic})`.mapWith(Number),
        views: sum(scripts.views).mapWith(Number),
        clout: sum(scripts.receivedClout).mapWith(Number),
      })
      .from(scripts),
  ]);
  const total = filtered?.total ?? 0;
  return {
    success: true,
    scripts: rows.map(({ script, author, coverageStatus }): AdminScript => {
      const isOpen = isOpenToAdmins(script, author);
      return {
        id: script.id,
        title: adminVisibleTitle(script, author),
        logline: isOpen ? script.logline : null,
        // Public covers come from the cacheable route; a private script's cover is not handed out here.
        coverUrl:
          script.coverImageS3Key && script.isPublic
            ? `/api/scripts/${script.id}/cover?size=card&v=${script.activeCoverVersion ?? 0}`
            : null,
        author: {
          id: author.id,
          name: author.name || "Anonymous",
          avatarUrl: avatarUrlOf(author),
          isDummy: author.isDummy,
        },
        genres: isOpen ? script.genreList.map((g) => ({ genre: g })) : [],
        isPublic: script.isPublic,
        views: script.views,
        receivedClout: script.receivedClout,
        createdAt: script.createdAt.toISOString(),
        coverage: coverageStatus
          ? { status: coverageStatus as "pending" | "processing" | "completed" | "failed" }
          : null,
        isStaffPick: script.isStaffPick,
        isContestWinner: script.isContestWinner,
      };
    }),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.max(1, Math.ceil(total / query.limit)),
    },
    summary: {
      total: summary?.total ?? 0,
      public: summary?.public ?? 0,
      totalViews: summary?.views ?? 0,
      totalClout: summary?.clout ?? 0,
    },
  };
}
