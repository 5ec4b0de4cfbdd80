import { COVERAGE_NOT_FOUND, type SessionUser } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { renderCoveragePdf } from "../coverage/coverage-pdf.ts";
import { findCoverage, toCoverageDto } from "../coverage/coverage.repo.ts";
import { loadScript } from "../scripts/load-script.ts";
import { assertCanRead, isOwner } from "../scripts/script-access.ts";
import { fileTitle, type Download } from "./export-script-version.ts";

export type CoverageFormat = "pdf" | "json";

/**
 * One coverage report as PDF or JSON, for whoever may see it on the coverage screen: the owner and
 * admins any report, readers of the script its completed ones.
 */
export async function exportCoverage(
  ctx: AppContext,
  viewer: SessionUser | undefined,
  coverageId: string,
  format: CoverageFormat,
): Promise<Download> {
  const row = await findCoverage(ctx.database.db, coverageId);
  if (!row) throw new AppError("NOT_FOUND", COVERAGE_NOT_FOUND);
  const s = await loadScript(ctx, row.coverage.scriptId);
  assertCanRead(s, viewer);
  const seesAll = isOwner(s, viewer) || viewer?.role === "admin";
  if (!seesAll && row.coverage.status !== "completed") throw new AppError("NOT_FOUND", COVERAGE_NOT_FOUND);
  return coverageFile(row, s.script.title, format);
}

/** A report's file; the caller checked who may see it. */
export async function coverageFile(
  row: NonNullable<Awaited<ReturnType<typeof findCoverage>>>,
  title: string,
  format: CoverageFormat,
): Promise<Download> {
  const s = { script: { id: row.coverage.scriptId, title } };
  const dto = toCoverageDto(row);
  const base = `${fileTitle(s.script.title)} coverage v${dto.scriptVersion} ${dto.createdAt.slice(0, 10)}`;
  if (format === "json")
    return {
      fileName: `${base}.json`,
      contentType: "application/json; charset=utf-8",
      body: Buffer.from(
        `${JSON.stringify({ script: { id: s.script.id, title: s.script.title }, coverage: dto }, null, 2)}\n`,
      ),
    };
  return {
    fileName: `${base}.pdf`,
    contentType: "application/pdf",
    body: Buffer.from(await renderCoveragePdf(dto, s.script.title)),
  };
}
