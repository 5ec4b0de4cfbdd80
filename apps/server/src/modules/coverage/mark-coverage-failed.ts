import { and, eq, inArray, isNotNull } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { coverages } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { refundCoverage } from "./charge-coverage.ts";
import { takeBackCoverageAward } from "./coverage-award.ts";

/**
 * Ends a report as failed with a public reason and gives its charge back, once: only a pending or
 * processing report moves to failed, and the refund is written in the same transaction.
 */
export async function markCoverageFailed(db: Db, coverageId: string, reason: string): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    // A re-analysis of a completed report that fails keeps the earlier analysis: nothing is lost.
    const [restored] = await tx
      .update(coverages)
      .set({ status: "completed", error: null })
      .where(
        and(
          eq(coverages.id, coverageId),
          inArray(coverages.status, ["pending", "processing"]),
          isNotNull(coverages.analysis),
        ),
      )
      .returning({ id: coverages.id });
    if (restored) return true;
    const [failed] = await tx
      .update(coverages)
      .set({ status: "failed", error: reason, refunded: true })
      .where(and(eq(coverages.id, coverageId), inArray(coverages.status, ["pending", "processing"])))
      .returning();
    if (!failed) return false;
    if (failed.requestedBy && failed.chargedWith !== "none") {
      await refundCoverage(tx, failed.requestedBy, {
        chargedWith: failed.chargedWith,
        period: failed.chargedPeriod,
      });
    }
    // The +50 given at request time follows a completed report only: a failed one takes it back
    // with the refund, so fail-refund-new-version loops earn nothing (docs/security.md, finding 3).
    await takeBackCoverageAward(tx, { versionId: failed.versionId, coverageId: failed.id });
    return true;
  });
}
