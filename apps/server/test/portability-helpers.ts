import { and, eq, sql } from "drizzle-orm";

import { finalizeAnalysis, type CoverageDraft } from "@twl/contract";

import type { AppContext } from "../src/context.ts";
import { cloutTransactions, coverages, scripts, scriptVersions, users } from "../src/db/schema.ts";
import { giveClout } from "../src/modules/clout/give-clout.ts";

const prose = (topic: string) => `The ${topic} is **clear** and the writer's intent shows — on every page.`;

export const SAMPLE_DRAFT: CoverageDraft = {
  summary: prose("story"),
  fullAnalysis: {
    plot: prose("plot"),
    structure: prose("structure"),
    characters: prose("cast"),
    dialogue: prose("dialogue"),
    pacing: prose("pacing"),
    marketability: prose("market"),
    overall: prose("whole"),
  },
  detailedFeedback: {
    structure: { feedback: "Tight acts.", score: 7 },
    characters: { feedback: "Distinct voices.", score: 8 },
    dialogue: { feedback: "Sharp.", score: 6 },
    pacing: { feedback: "Brisk.", score: 7 },
    marketability: { feedback: "Castable lead.", score: 5 },
    overall: { feedback: "Worth a read." },
  },
};

/** A completed Local analysis report on the script's active version, written as the worker would. */
export async function insertCompletedCoverage(ctx: AppContext, scriptId: string, requestedBy: string) {
  const db = ctx.database.db;
  const [script] = await db.select().from(scripts).where(eq(scripts.id, scriptId));
  const [version] = await db
    .select()
    .from(scriptVersions)
    .where(and(eq(scriptVersions.scriptId, scriptId), eq(scriptVersions.version, script!.activeVersion!)));
  const [row] = await db
    .insert(coverages)
    .values({
      scriptId,
      versionId: version!.id,
      requestedBy,
      status: "completed",
      engine: "local",
      providerName: "Local analysis",
      analysis: finalizeAnalysis(SAMPLE_DRAFT),
      chargedWith: "none",
      completedAt: new Date(),
    })
    .returning({ id: coverages.id });
  return row!.id;
}

/** Credits `amount` liquid clout to the giver (admin credit, with its ledger row), then gives it to a script. */
export async function transferClout(
  ctx: AppContext,
  giverId: string,
  _authorId: string,
  scriptId: string,
  amount: number,
) {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ availableClout: sql`${users.availableClout} + ${amount}` })
      .where(eq(users.id, giverId));
    await tx
      .insert(cloutTransactions)
      .values({ userId: giverId, type: "admin_credit", amount, balance: "liquid" });
  });
  await giveClout(ctx, { giver: { id: giverId, role: "customer" }, scriptId, amount });
}
