import { and, eq, sql } from "drizzle-orm";

import { REVIEW_AWARD, REVIEW_MESSAGES, type ReviewRequest, type ReviewResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { coverages, reviews, scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { awardSolidClout } from "../clout/ledger.ts";
import { assertCanRead, assertFound } from "../scripts/script-access.ts";
import { findScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { findReview, toReview } from "./reviews.repo.ts";

/**
 * A signed-in non-owner rates a script 1-5 with a written review, or edits their review. In one
 * transaction: the review, the script's review count, and +100 solid clout for reviewing a script
 * that has completed coverage, once per reviewer and script.
 */
export async function submitReview(
  ctx: AppContext,
  viewer: { id: string; role: "customer" | "admin" },
  scriptId: string,
  input: ReviewRequest,
): Promise<ReviewResponse> {
  const s = assertFound(await findScriptWithAuthor(ctx.database.db, scriptId));
  assertCanRead(s, viewer);
  if (s.script.userId === viewer.id) throw new AppError("FORBIDDEN", REVIEW_MESSAGES.ownScript);

  const { id, created, cloutAwarded } = await withTransaction(ctx.database.db, async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ scriptId, userId: viewer.id, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({
        target: [reviews.scriptId, reviews.userId],
        set: { rating: input.rating, comment: input.comment, updatedAt: new Date() },
      })
      // xmax is 0 only on a freshly inserted row: tells a new review from an edit.
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
    const isNew = Boolean(row!.created);
    if (isNew)
      await tx
        .update(scripts)
        .set({ reviewCount: sql`${scripts.reviewCount} + 1` })
        .where(eq(scripts.id, scriptId));
    const [covered] = await tx
      .select({ id: coverages.id })
      .from(coverages)
      .where(and(eq(coverages.scriptId, scriptId), eq(coverages.status, "completed")))
      .limit(1);
    const award = covered
      ? await awardSolidClout(tx, {
          userId: viewer.id,
          amount: REVIEW_AWARD,
          idempotencyKey: `review:${scriptId}`,
          scriptId,
          message: "Reviewed a script with coverage",
        })
      : { awarded: 0 };
    return { id: row!.id, created: isNew, cloutAwarded: award.awarded };
  });
  if (created)
    ctx.listCache?.invalidate({ kind: "script", scriptId, isPublic: s.script.isPublic, facets: ["reviews"] });
  // An edited review changes the detail's recent reviews, not the lists.
  else ctx.detailCache?.invalidate(scriptId);
  const review = await findReview(ctx.database.db, id);
  return { success: true, review: toReview(review!, viewer.id), cloutAwarded, created };
}

/** Deletes the viewer's own review (admins may remove any). The solid clout it earned stays. */
export async function deleteReview(
  ctx: AppContext,
  viewer: { id: string; role: "customer" | "admin" },
  reviewId: string,
): Promise<void> {
  const review = isUuid(reviewId) ? await findReview(ctx.database.db, reviewId) : null;
  if (!review) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.notFound);
  if (review.userId !== viewer.id && viewer.role !== "admin")
    throw new AppError("FORBIDDEN", "You can only delete your own review");
  const removed = await ctx.database.db.transaction(async (tx) => {
    const deleted = await tx.delete(reviews).where(eq(reviews.id, reviewId)).returning({ id: reviews.id });
    if (deleted.length === 0) return undefined;
    const [script] = await tx
      .update(scripts)
      .set({ reviewCount: sql`greatest(${scripts.reviewCount} - 1, 0)` })
      .where(eq(scripts.id, review.scriptId))
      .returning({ isPublic: scripts.isPublic });
    return { isPublic: script?.isPublic ?? false };
  });
  if (removed)
    ctx.listCache?.invalidate({
      kind: "script",
      scriptId: review.scriptId,
      isPublic: removed.isPublic,
      facets: ["reviews"],
    });
}
