import { coverageAnalysisSchema, type SessionUser, type VersionTimelineResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { canEdit, isOwner } from "../scripts/script-access.ts";
import { listVersions, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { assertMayReadHistory, mayCompare } from "./compare-access.ts";
import { coveragesOfVersions } from "./compare.repo.ts";

/**
 * GET /api/protected/scripts/{id}/timeline: every version, oldest first, with its pages, its newest
 * report (readers see completed ones only) and the change from the version before.
 */
export async function versionTimeline(
  ctx: AppContext,
  viewer: SessionUser,
  s: ScriptWithAuthor,
): Promise<Omit<VersionTimelineResponse, "success">> {
  assertMayReadHistory(s, viewer);
  const db = ctx.database.db;
  const rows = (await listVersions(db, s.script.id)).map((r) => r.version).reverse();
  const reports = await coveragesOfVersions(
    db,
    rows.map((v) => v.id),
  );
  const seesAll = isOwner(s, viewer) || viewer.role === "admin";
  const versions: VersionTimelineResponse["versions"] = [];
  let previous = null as { pages: number | null; score: number | null } | null;
  for (const v of rows) {
    const report = reports.find((r) => r.versionId === v.id && (seesAll || r.status === "completed"));
    const analysis =
      report?.status === "completed" ? coverageAnalysisSchema.safeParse(report.analysis) : null;
    const score = analysis?.success ? analysis.data.overallScore : null;
    versions.push({
      version: v.version,
      fileType: v.fileType,
      createdAt: v.createdAt.toISOString(),
      pageCount: v.pageCount,
      isActive: v.version === s.script.activeVersion,
      coverage: report
        ? {
            status: report.status,
            overallScore: score,
            grade: analysis?.success ? analysis.data.overallGrade : null,
          }
        : null,
      change: previous
        ? {
            pages: v.pageCount !== null && previous.pages !== null ? v.pageCount - previous.pages : null,
            score: score !== null && previous.score !== null ? score - previous.score : null,
          }
        : null,
    });
    previous = { pages: v.pageCount, score: score ?? previous?.score ?? null };
  }
  return {
    versions,
    readersMayCompare: s.script.readersMayCompare,
    canEdit: canEdit(s, viewer),
    mayCompare: mayCompare(s, viewer),
  };
}
