import { and, eq, sql } from "drizzle-orm";

import {
  COVERAGE_ALREADY_REQUESTED,
  COVERAGE_IN_PROGRESS,
  COVERAGE_NOT_FOUND,
  REANALYSES_PER_REPORT_PER_DAY,
  REANALYSIS_LIMIT_MESSAGE,
  type Coverage,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { coverages } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { canEdit } from "../scripts/script-access.ts";
import { findScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { chargeCoverage } from "./charge-coverage.ts";
import { findCoverage, toCoverageDto } from "./coverage.repo.ts";
import { analyzeCoverageJob } from "./jobs/analyze-coverage.ts";

/**
 * Queues a report again. A completed report is re-run free of charge and keeps its
 * analysis until the new one is stored; a failed one was refunded, so it is charged again like a
 * new request (admins acting for dummy authors are never charged). At most
 * REANALYSES_PER_REPORT_PER_DAY re-runs per report and UTC day.
 */
export async function reanalyzeCoverage(
  ctx: AppContext,
  viewer: { id: string; role: "customer" | "admin" },
  coverageId: string,
): Promise<Coverage> {
  const found = await findCoverage(ctx.database.db, coverageId);
  if (!found) throw new AppError("NOT_FOUND", COVERAGE_NOT_FOUND);
  const s = await findScriptWithAuthor(ctx.database.db, found.coverage.scriptId);
  if (!s || !canEdit(s, viewer)) throw new AppError("NOT_FOUND", COVERAGE_NOT_FOUND);
  const c = found.coverage;
  if (c.status === "pending" || c.status === "processing")
    throw new AppError("CONFLICT", COVERAGE_IN_PROGRESS);
  const queue = ctx.queue;
  if (!queue) throw new AppError("UNAVAILABLE", "The analysis queue is not running");
  const chargeOwner = c.status === "failed" && s.script.userId === viewer.id;

  const day = new Date().toISOString().slice(0, 10);
  try {
    await withTransaction(ctx.database.db, async (tx) => {
      // One conditional UPDATE claims the report: it must still be in the state read above (so of
      // two parallel requests only the first passes; the second re-checks after the row lock and
      // finds it pending) and under the day's re-analysis limit (docs/security.md, finding 14).
      const [claimed] = await tx
        .update(coverages)
        .set({
          status: "pending",
          error: null,
          reanalysisDay: day,
          reanalysesOnDay: sql`case when ${coverages.reanalysisDay} = ${day} then ${coverages.reanalysesOnDay} + 1 else 1 end`,
          ...(c.status === "failed" && !chargeOwner ? { chargedWith: "none" as const, refunded: false } : {}),
        })
        .where(
          and(
            eq(coverages.id, c.id),
            eq(coverages.status, c.status),
            sql`(${coverages.reanalysisDay} is distinct from ${day} or ${coverages.reanalysesOnDay} < ${REANALYSES_PER_REPORT_PER_DAY})`,
          ),
        )
        .returning({ id: coverages.id });
      if (!claimed) {
        const [now] = await tx
          .select({ status: coverages.status })
          .from(coverages)
          .where(eq(coverages.id, c.id));
        if (now && now.status === c.status) throw new AppError("RATE_LIMITED", REANALYSIS_LIMIT_MESSAGE);
        throw new AppError("CONFLICT", COVERAGE_IN_PROGRESS);
      }
      const charge = chargeOwner ? await chargeCoverage(tx, viewer.id, new Date()) : null;
      if (charge) {
        await tx
          .update(coverages)
          .set({
            chargedWith: charge.chargedWith,
            chargedPeriod: charge.period,
            refunded: false,
            requestedBy: viewer.id,
          })
          .where(eq(coverages.id, c.id));
      }
      await queue.send(analyzeCoverageJob, { coverageId: c.id }, { tx });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", COVERAGE_ALREADY_REQUESTED);
    throw err;
  }
  return toCoverageDto((await findCoverage(ctx.database.db, c.id))!);
}
