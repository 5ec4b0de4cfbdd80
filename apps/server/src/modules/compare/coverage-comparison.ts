import { coverageAnalysisSchema, type CompareCoverage, type CoverageStatus } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { compareCategories, compareNotes, type ReportSide } from "./compare-coverage.ts";
import { coveragesOfVersions } from "./compare.repo.ts";

type Row = Awaited<ReturnType<typeof coveragesOfVersions>>[number];

function side(row: Row | undefined): (ReportSide & { row: Row }) | null {
  if (!row) return null;
  const parsed = coverageAnalysisSchema.safeParse(row.analysis);
  return parsed.success ? { analysis: parsed.data, raw: row.analysis, row } : null;
}

const sideDto = (s: ReportSide & { row: Row }) => ({
  coverageId: s.row.id,
  overallScore: s.analysis.overallScore,
  grade: s.analysis.overallGrade,
  provider: s.row.providerName,
});

/**
 * The coverage part of a comparison, read from the stored reports each time (cheap, and a report
 * finished after the comparison was kept shows at once): each draft's newest completed report.
 */
export async function coverageComparison(
  ctx: AppContext,
  input: {
    a: { id: string };
    b: { id: string };
    isEditor: boolean;
    mapPages: (oldPages: number[]) => number[];
  },
): Promise<{ comparison: CompareCoverage; afterHasLiveReport: boolean }> {
  const rows = await coveragesOfVersions(ctx.database.db, [input.a.id, input.b.id]);
  const completed = (versionId: string) =>
    rows.find((r) => r.versionId === versionId && r.status === "completed");
  const before = side(completed(input.a.id));
  const after = side(completed(input.b.id));
  const newestAfter = rows.find((r) => r.versionId === input.b.id);
  const afterHasLiveReport = rows.some((r) => r.versionId === input.b.id && r.status !== "failed");
  const afterPending: CoverageStatus | null =
    input.isEditor && newestAfter && newestAfter.status !== "completed" ? newestAfter.status : null;
  const status = before ? (after ? "ready" : "missing-after") : after ? "missing-before" : "missing-both";
  return {
    afterHasLiveReport,
    comparison: {
      status,
      before: before ? sideDto(before) : null,
      after: after ? sideDto(after) : null,
      afterPending,
      categories: before && after ? compareCategories(before, after) : [],
      notes: before && after ? compareNotes(before.analysis, after.analysis, input.mapPages) : [],
    },
  };
}
