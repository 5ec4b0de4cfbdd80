import { eq } from "drizzle-orm";
import { COVERAGE_ALREADY_REQUESTED, COVERAGE_IN_PROGRESS, COVERAGE_NOT_FOUND, type Coverage } from "@twl/contract";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { coverages } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { canEdit } from "../scripts/script-access.ts";
import { findScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { chargeCoverage } from "./charge-coverage.ts";
import { findCoverage, toCoverageDto } from "./coverage.repo.ts";
import { analyzeCoverageJob } from "./jobs/analyze-coverage.ts";

/**
 * Queues a report again (02 §4). A completed report is re-run free of charge and keeps its
 * analysis until the new one is stored; a failed one was refunded, so it is charged again like a
 * new request (admins acting for dummy authors are never charged).
 */
export async function reanalyzeCoverage(ctx: AppContext, viewer: { id: string; role: "customer" | "admin" }, coverageId: string): Promise<Coverage> {
  const found = await findCoverage(ctx.database.db, coverageId);
  if (!found) throw new AppError("NOT_FOUND", COVERAGE_NOT_FOUND);
  const s = await findScriptWithAuthor(ctx.database.db, found.coverage.scriptId);
  if (!s || !canEdit(s, viewer)) throw new AppError("NOT_FOUND", COVERAGE_NOT_FOUND);
  const c = found.coverage;
  if (c.status === "pending" || c.status === "processing") throw new AppError("CONFLICT", COVERAGE_IN_PROGRESS);
  const queue = ctx.queue;
  if (!queue) throw new AppError("UNAVAILABLE", "The analysis queue is not running");
  const chargeOwner = c.status === "failed" && s.script.userId === viewer.id;

  try {
    await ctx.database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const charge = chargeOwner ? await chargeCoverage(tx, viewer.id, new Date()) : null;
      await tx
        .update(coverages)
        .set({
          status: "pending",
          error: null,
          ...(charge ? { chargedWith: charge.chargedWith, chargedPeriod: charge.period, refunded: false, requestedBy: viewer.id } : {}),
          ...(c.status === "failed" && !charge ? { chargedWith: "none" as const, refunded: false } : {}),
        })
        .where(eq(coverages.id, c.id));
      await queue.send(analyzeCoverageJob, { coverageId: c.id }, { tx });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", COVERAGE_ALREADY_REQUESTED);
    throw err;
  }
  return toCoverageDto((await findCoverage(ctx.database.db, c.id))!);
}
