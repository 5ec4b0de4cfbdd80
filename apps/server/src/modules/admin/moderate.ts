import { eq, sql } from "drizzle-orm";

import { ADMIN_MESSAGES, type AdminEditorialRequest } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { comments, reviews, scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { deleteScript } from "../scripts/delete-script.ts";
import { loadScript } from "../scripts/load-script.ts";
import { listObjectKeys } from "../scripts/scripts.repo.ts";
import { writeAudit } from "./audit.repo.ts";

type Admin = { id: string };
type Log = { warn: (obj: object, msg: string) => void };

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);

/** Sets or clears Staff Pick and Contest Winner on a public script (the /discover categories). */
export async function setEditorialFlags(
  ctx: AppContext,
  admin: Admin,
  scriptId: string,
  input: AdminEditorialRequest,
) {
  const s = await loadScript(ctx, scriptId);
  const wantsOn = input.isStaffPick === true || input.isContestWinner === true;
  if (wantsOn && !s.script.isPublic) throw new AppError("BAD_REQUEST", ADMIN_MESSAGES.notPublic);
  const before = { isStaffPick: s.script.isStaffPick, isContestWinner: s.script.isContestWinner };
  const after = {
    isStaffPick: input.isStaffPick ?? before.isStaffPick,
    isContestWinner: input.isContestWinner ?? before.isContestWinner,
  };
  await withTransaction(ctx.database.db, async (tx) => {
    await tx.update(scripts).set(after).where(eq(scripts.id, s.script.id));
    await writeAudit(tx, {
      adminId: admin.id,
      action: "script.editorial",
      targetUserId: s.script.userId,
      targetScriptId: s.script.id,
      subject: s.script.title,
      before,
      after,
      reason: input.reason,
    });
  });
  return { id: s.script.id, ...after };
}

/** Hides a script from everyone but its author (made private); the author is told why. */
export async function hideScript(
  ctx: AppContext,
  admin: Admin,
  scriptId: string,
  reason: string,
): Promise<void> {
  const s = await loadScript(ctx, scriptId);
  await withTransaction(ctx.database.db, async (tx) => {
    await tx
      .update(scripts)
      .set({ isPublic: false, isStaffPick: false, isContestWinner: false })
      .where(eq(scripts.id, s.script.id));
    await writeAudit(tx, {
      adminId: admin.id,
      action: "script.hidden",
      targetUserId: s.script.userId,
      targetScriptId: s.script.id,
      subject: s.script.title,
      before: {
        isPublic: s.script.isPublic,
        isStaffPick: s.script.isStaffPick,
        isContestWinner: s.script.isContestWinner,
      },
      after: { isPublic: false, isStaffPick: false, isContestWinner: false },
      reason,
    });
  });
}

/** Deletes any script with its files; the audit row keeps the title so the author learns what went. */
export async function deleteScriptByAdmin(
  ctx: AppContext,
  admin: Admin,
  scriptId: string,
  reason: string,
  log: Log,
): Promise<void> {
  const s = await loadScript(ctx, scriptId);
  await writeAudit(ctx.database.db, {
    adminId: admin.id,
    action: "script.deleted",
    targetUserId: s.script.userId,
    targetScriptId: s.script.id,
    subject: s.script.title,
    // isPublic tells the audit view whether to withhold this entry once the script is gone.
    before: {
      title: s.script.title,
      isPublic: s.script.isPublic,
      files: (await listObjectKeys(ctx.database.db, s.script.id)).length,
    },
    after: null,
    reason,
  });
  await deleteScript(ctx, s.script.id, log);
}

/** Removes any review (the script's review count follows) and tells its writer why. */
export async function deleteReviewByAdmin(
  ctx: AppContext,
  admin: Admin,
  reviewId: string,
  reason: string,
): Promise<void> {
  const [review] = isUuid(reviewId)
    ? await ctx.database.db
        .select({ review: reviews, title: scripts.title })
        .from(reviews)
        .innerJoin(scripts, eq(scripts.id, reviews.scriptId))
        .where(eq(reviews.id, reviewId))
    : [];
  if (!review) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.reviewNotFound);
  await withTransaction(ctx.database.db, async (tx) => {
    const deleted = await tx.delete(reviews).where(eq(reviews.id, reviewId)).returning({ id: reviews.id });
    if (deleted.length > 0) {
      await tx
        .update(scripts)
        .set({ reviewCount: sql`greatest(${scripts.reviewCount} - 1, 0)` })
        .where(eq(scripts.id, review.review.scriptId));
    }
    await writeAudit(tx, {
      adminId: admin.id,
      action: "review.deleted",
      targetUserId: review.review.userId,
      targetScriptId: review.review.scriptId,
      subject: `Review of "${review.title}": ${excerpt(review.review.comment)}`,
      before: { rating: review.review.rating, comment: review.review.comment },
      after: null,
      reason,
    });
  });
}

/** Removes any comment and tells its writer why. */
export async function deleteCommentByAdmin(
  ctx: AppContext,
  admin: Admin,
  commentId: string,
  reason: string,
): Promise<void> {
  const [comment] = isUuid(commentId)
    ? await ctx.database.db
        .select({ comment: comments, title: scripts.title })
        .from(comments)
        .innerJoin(scripts, eq(scripts.id, comments.scriptId))
        .where(eq(comments.id, commentId))
    : [];
  if (!comment) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.commentNotFound);
  await withTransaction(ctx.database.db, async (tx) => {
    await tx.delete(comments).where(eq(comments.id, commentId));
    await writeAudit(tx, {
      adminId: admin.id,
      action: "comment.deleted",
      targetUserId: comment.comment.userId,
      targetScriptId: comment.comment.scriptId,
      subject: `Comment on "${comment.title}": ${excerpt(comment.comment.content)}`,
      before: { content: comment.comment.content },
      after: null,
      reason,
    });
  });
}
