import {
  COMPARE_ALGORITHM,
  COMPARE_SAME_VERSION,
  COMPARE_SCENES_PER_PAGE,
  COMPARE_VERSION_NOT_FOUND,
  type CompareNumbers,
  type Comparison,
  type SessionUser,
} from "@twl/contract";
import type { Screenplay, ScreenplayStats } from "@twl/screenplay";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { requestParse } from "../screenplay/enqueue-parse.ts";
import { findParse, findParseStamp } from "../screenplay/screenplay.repo.ts";
import { canEdit, isOwner } from "../scripts/script-access.ts";
import { findVersion, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { assertMayCompare } from "./compare-access.ts";
import { compareNumbers } from "./compare-numbers.ts";
import { compareText, type TextComparison } from "./compare-text.ts";
import { findComparison, saveComparison } from "./compare.repo.ts";
import { coverageComparison } from "./coverage-comparison.ts";

type Version = NonNullable<Awaited<ReturnType<typeof findVersion>>>;

/** What is kept per version pair: the text diff and the numbers. */
export interface KeptComparison extends TextComparison {
  numbers: CompareNumbers;
}

const versionDto = (v: Version) => ({
  version: v.version,
  fileType: v.fileType,
  createdAt: v.createdAt.toISOString(),
  pageCount: v.pageCount,
});

async function loadVersions(ctx: AppContext, scriptId: string, from: number, to: number) {
  if (from === to) throw new AppError("BAD_REQUEST", COMPARE_SAME_VERSION);
  const db = ctx.database.db;
  const [a, b] = await Promise.all([findVersion(db, scriptId, from), findVersion(db, scriptId, to)]);
  if (!a || !b) throw new AppError("NOT_FOUND", COMPARE_VERSION_NOT_FOUND);
  return [a, b] as const;
}

/**
 * The kept comparison for the pair with the diffs of one page of rows, computed now if there is
 * none or a re-parse made it stale.
 */
export async function keptComparison(ctx: AppContext, a: Version, b: Version, page = 1) {
  const db = ctx.database.db;
  const [stampA, stampB] = await Promise.all([findParseStamp(db, a.id), findParseStamp(db, b.id)]);
  if (stampA?.status !== "done" || stampB?.status !== "done") return { stampA, stampB, kept: null };
  const pair = { fromVersionId: a.id, toVersionId: b.id, algorithm: COMPARE_ALGORITHM };
  const rowsOf = (p: number) => ({
    firstRow: (p - 1) * COMPARE_SCENES_PER_PAGE,
    endRow: p * COMPARE_SCENES_PER_PAGE,
  });
  let row = await findComparison(db, pair, rowsOf(page));
  if (
    row &&
    row.fromParsedAt.getTime() === stampA.parsedAt.getTime() &&
    row.toParsedAt.getTime() === stampB.parsedAt.getTime()
  ) {
    const pageCount = Math.max(1, Math.ceil((row.scenes as unknown[]).length / COMPARE_SCENES_PER_PAGE));
    if (page > pageCount) row = (await findComparison(db, pair, rowsOf(pageCount))) ?? row;
    const result = { summary: row.summary, scenes: row.scenes, numbers: row.numbers, diffs: row.diffs };
    return { stampA, stampB, kept: { result: result as KeptComparison, row, cached: true } };
  }
  const [parseA, parseB] = await Promise.all([findParse(db, a.id), findParse(db, b.id)]);
  if (!parseA?.model || !parseB?.model) return { stampA, stampB, kept: null };
  const started = performance.now();
  const sideA = { model: parseA.model as Screenplay, stats: parseA.stats as ScreenplayStats };
  const sideB = { model: parseB.model as Screenplay, stats: parseB.stats as ScreenplayStats };
  const result: KeptComparison = {
    ...compareText(sideA.model, sideB.model),
    numbers: compareNumbers(sideA, sideB),
  };
  const durationMs = Math.round(performance.now() - started);
  const saved = {
    scriptId: a.scriptId,
    fromVersionId: a.id,
    toVersionId: b.id,
    algorithm: COMPARE_ALGORITHM,
    fromParsedAt: parseA.parsedAt,
    toParsedAt: parseB.parsedAt,
    result,
    durationMs,
  };
  const createdAt = await saveComparison(db, saved);
  return { stampA, stampB, kept: { result, row: { ...saved, createdAt }, cached: false } };
}

/** Old pages → the pages of the newer draft where the same scenes now stand. */
function pageMapper(result: KeptComparison) {
  return (oldPages: number[]): number[] => {
    const out = new Set<number>();
    for (const p of oldPages)
      for (const change of result.scenes) {
        if (!change.before.some((s) => s.startPage <= p && p <= s.endPage)) continue;
        for (const s of change.after) out.add(s.startPage);
      }
    return [...out].sort((x, y) => x - y).slice(0, 20);
  };
}

/** GET /api/protected/scripts/{id}/compare?from=&to=&page=: one page of the comparison of two versions. */
export async function compareDrafts(
  ctx: AppContext,
  viewer: SessionUser,
  s: ScriptWithAuthor,
  query: { from: number; to: number; page?: number },
): Promise<Comparison> {
  assertMayCompare(s, viewer);
  const [a, b] = await loadVersions(ctx, s.script.id, query.from, query.to);
  const { stampA, stampB, kept } = await keptComparison(ctx, a, b, query.page ?? 1);
  const base = { from: versionDto(a), to: versionDto(b), algorithm: COMPARE_ALGORITHM };
  const isEditor = canEdit(s, viewer);
  if (!kept) {
    const failed = stampA?.status === "failed" || stampB?.status === "failed";
    if (!failed)
      for (const [v, stamp] of [
        [a, stampA],
        [b, stampB],
      ] as const)
        if (!stamp) await requestParse(ctx, { versionId: v.id, owner: v.uploadedBy ?? s.script.userId });
    return {
      ...base,
      status: failed ? "failed" : "pending",
      error: failed ? "One of the drafts could not be read, so it cannot be compared." : null,
      computedAt: null,
      durationMs: null,
      summary: null,
      scenes: [],
      page: 1,
      pageCount: 1,
      diffs: [],
      numbers: null,
      coverage: null,
      canRecover: false,
      recoverAsAdmin: false,
    };
  }
  const { result, row } = kept;
  const pageCount = Math.max(1, Math.ceil(result.scenes.length / COMPARE_SCENES_PER_PAGE));
  const page = Math.min(query.page ?? 1, pageCount);
  const first = (page - 1) * COMPARE_SCENES_PER_PAGE;
  const coverage = await coverageComparison(ctx, { a, b, isEditor, mapPages: pageMapper(result) });
  return {
    ...base,
    status: "ready",
    error: null,
    computedAt: row.createdAt.toISOString(),
    durationMs: row.durationMs,
    summary: result.summary,
    scenes: result.scenes,
    page,
    pageCount,
    diffs: result.diffs.filter((d) => d.row >= first && d.row < first + COMPARE_SCENES_PER_PAGE),
    numbers: result.numbers,
    coverage: coverage.comparison,
    canRecover:
      isEditor &&
      b.version === s.script.activeVersion &&
      !coverage.afterHasLiveReport &&
      b.version > a.version,
    recoverAsAdmin: isEditor && !isOwner(s, viewer),
  };
}
