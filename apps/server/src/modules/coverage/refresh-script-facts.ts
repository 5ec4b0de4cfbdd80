import { and, desc, eq, sql } from "drizzle-orm";

import { RECOMMENDATIONS } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { coverages, scripts, scriptVersions } from "../../db/schema.ts";
import { deleteScriptFacts, saveScriptFacts } from "../discover/script-facts.repo.ts";
import { findParse } from "../screenplay/screenplay.repo.ts";
import { loadCoverageInput } from "./coverage-input.ts";
import { measureScriptFacts } from "./script-facts.ts";

/**
 * Re-measures a script's facts (issue 35) from its current version: the parse (measureScriptFacts)
 * and the newest completed coverage of that version (grade, overall score, recommendation). Called
 * after a parse or re-parse, a switch of the current version, a change of the declared type and a
 * completed coverage. A script whose current version has no successful parse loses its row. Public
 * lists filtered by facts are invalidated, and those showing the script. Safe to run twice.
 */
export async function refreshScriptFacts(ctx: AppContext, scriptId: string): Promise<void> {
  const db = ctx.database.db;
  const [current] = await db
    .select({ isPublic: scripts.isPublic, versionId: scriptVersions.id })
    .from(scripts)
    .leftJoin(
      scriptVersions,
      and(eq(scriptVersions.scriptId, scripts.id), eq(scriptVersions.version, scripts.activeVersion)),
    )
    .where(eq(scripts.id, scriptId))
    .limit(1);
  if (!current) return; // deleted meanwhile
  const parse = current.versionId ? await findParse(db, current.versionId) : null;
  let changed: boolean;
  if (!current.versionId || !parse || parse.status !== "done" || !parse.model || !parse.stats) {
    changed = await deleteScriptFacts(db, scriptId);
  } else {
    const facts = measureScriptFacts(await loadCoverageInput(db, scriptId, parse));
    const [coverage] = await db
      .select({
        score: sql<number | null>`round((${coverages.analysis}->>'overallScore')::numeric)::int`,
        grade: sql<string | null>`${coverages.analysis}->>'overallGrade'`,
        verdict: sql<string | null>`${coverages.analysis}->'report'->'recommendation'->>'verdict'`,
      })
      .from(coverages)
      .where(and(eq(coverages.versionId, current.versionId), eq(coverages.status, "completed")))
      .orderBy(desc(coverages.completedAt), desc(coverages.createdAt))
      .limit(1);
    const verdicts: readonly string[] = RECOMMENDATIONS;
    await saveScriptFacts(db, {
      scriptId,
      versionId: current.versionId,
      ...facts,
      hasCoverage: coverage !== undefined,
      coverageScore: coverage?.score ?? null,
      coverageGrade: coverage?.grade ?? null,
      recommendation: coverage?.verdict && verdicts.includes(coverage.verdict) ? coverage.verdict : null,
    });
    changed = true;
  }
  if (changed)
    ctx.listCache?.invalidate({ kind: "script", scriptId, isPublic: current.isPublic, facets: ["facts"] });
}
