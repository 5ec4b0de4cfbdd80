import { and, desc, eq, inArray, sql } from "drizzle-orm";

import {
  coverageAnalysisSchema,
  LOCAL_ANALYSIS_LABEL,
  RECOMMENDATIONS,
  type Coverage,
  type CoverageStatus,
  type Recommendation,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { coverages, scriptVersions } from "../../db/schema.ts";
import { isUuid } from "../../lib/is-uuid.ts";

export type CoverageRow = typeof coverages.$inferSelect;

const coverageColumns = {
  coverage: coverages,
  version: scriptVersions.version,
  pageCount: scriptVersions.pageCount,
};

export async function findCoverage(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(coverageColumns)
    .from(coverages)
    .innerJoin(scriptVersions, eq(scriptVersions.id, coverages.versionId))
    .where(eq(coverages.id, id));
  return row ?? null;
}

/** A script's reports, newest first; `completedOnly` for viewers who may not see work in progress. */
export async function listCoveragesOf(db: Db, scriptId: string, options: { completedOnly: boolean }) {
  const conditions = [eq(coverages.scriptId, scriptId)];
  if (options.completedOnly) conditions.push(eq(coverages.status, "completed"));
  return db
    .select(coverageColumns)
    .from(coverages)
    .innerJoin(scriptVersions, eq(scriptVersions.id, coverages.versionId))
    .where(and(...conditions))
    .orderBy(desc(coverages.createdAt), desc(coverages.id))
    .limit(100);
}

/**
 * The status lists show for each script (one query for a page): the newest report's status for
 * those who may see all of them, else 'completed' when a completed report exists.
 */
export async function coverageStatusesOf(
  db: Db,
  scriptIds: string[],
  options: { completedOnly: boolean },
): Promise<Map<string, CoverageStatus>> {
  if (scriptIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([coverages.scriptId], { scriptId: coverages.scriptId, status: coverages.status })
    .from(coverages)
    .where(
      and(
        inArray(coverages.scriptId, scriptIds),
        options.completedOnly ? eq(coverages.status, "completed") : sql`true`,
      ),
    )
    .orderBy(coverages.scriptId, desc(coverages.createdAt));
  return new Map(rows.map((r) => [r.scriptId, r.status]));
}

/**
 * Grade and recommendation of each script's newest completed report (one query for a page), for the
 * owner's dashboard. The verdict is null on reports written before recommendations existed.
 */
export async function coverageResultsOf(
  db: Db,
  scriptIds: string[],
): Promise<Map<string, { grade: string; verdict: Recommendation["verdict"] | null }>> {
  if (scriptIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([coverages.scriptId], {
      scriptId: coverages.scriptId,
      grade: sql<string | null>`${coverages.analysis}->>'overallGrade'`,
      verdict: sql<string | null>`${coverages.analysis}->'report'->'recommendation'->>'verdict'`,
    })
    .from(coverages)
    .where(and(inArray(coverages.scriptId, scriptIds), eq(coverages.status, "completed")))
    .orderBy(coverages.scriptId, desc(coverages.createdAt));
  const verdicts: readonly string[] = RECOMMENDATIONS;
  return new Map(
    rows
      .filter((r) => r.grade)
      .map((r) => [
        r.scriptId,
        {
          grade: r.grade!,
          verdict: verdicts.includes(r.verdict ?? "") ? (r.verdict as Recommendation["verdict"]) : null,
        },
      ]),
  );
}

export function toCoverageDto(row: {
  coverage: CoverageRow;
  version: number;
  pageCount: number | null;
}): Coverage {
  const c = row.coverage;
  const analysis = c.status === "completed" ? coverageAnalysisSchema.safeParse(c.analysis) : null;
  return {
    id: c.id,
    scriptId: c.scriptId,
    status: c.status,
    scriptVersion: row.version,
    engine: c.engine,
    provider: {
      id: c.engine === "local" ? "local" : `llm:${c.providerModel ?? "model"}`,
      name: c.providerName || (c.engine === "local" ? LOCAL_ANALYSIS_LABEL : "Unknown"),
      // Served by the web app (apps/web/public/providers).
      avatar: c.engine === "local" ? "/providers/local-analysis.svg" : "/providers/ai-model.svg",
    },
    pageCount: row.pageCount,
    analysis: analysis?.success ? analysis.data : null,
    error: c.status === "failed" ? (c.error ?? "Coverage analysis failed") : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    completedAt: c.completedAt?.toISOString() ?? null,
  };
}
