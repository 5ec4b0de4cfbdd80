/**
 * Deletes an account: its scripts (public and private) with every version, cover and parse, their
 * files and the avatar and exports in storage, its sessions and sign-in records, its ledger rows and
 * contact messages. Reviews and comments on others' scripts are moved to an anonymous "Former member"
 * placeholder or deleted, as the user chose; payment records the law requires us to keep move to the
 * same placeholder. Coverage still queued or running for the account's scripts stops: its row goes
 * with the script, and the worker finds nothing to claim. Others' ledgers are untouched, so every
 * remaining balance still equals its ledger (transfers with the deleted account keep their amounts,
 * with the counterparty cleared).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, ne, or } from "drizzle-orm";

import type { DeleteAccountRequest } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import {
  accountExports,
  billingTransactions,
  comments,
  contactMessages,
  imageGenerations,
  reviews,
  scriptCovers,
  scripts,
  scriptVersions,
  users,
  verifications,
} from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { coverVariantKeysOf } from "../storage/cover-variant-keys.ts";

export const FORMER_MEMBER_NAME = "Former member";

async function storageKeysOf(ctx: AppContext, userId: string, avatarKey: string | null): Promise<string[]> {
  const db = ctx.database.db;
  const own = await db.select({ id: scripts.id }).from(scripts).where(eq(scripts.userId, userId));
  const ids = own.map((s) => s.id);
  const [versions, covers, images, exports] = await Promise.all([
    ids.length
      ? db
          .select({ key: scriptVersions.s3Key })
          .from(scriptVersions)
          .where(inArray(scriptVersions.scriptId, ids))
      : [],
    ids.length
      ? db
          .select({ card: scriptCovers.cardKey, detail: scriptCovers.detailKey })
          .from(scriptCovers)
          .where(inArray(scriptCovers.scriptId, ids))
      : [],
    db
      .select({ key: imageGenerations.imageKey })
      .from(imageGenerations)
      .where(and(eq(imageGenerations.userId, userId), isNotNull(imageGenerations.imageKey))),
    db
      .select({ key: accountExports.s3Key })
      .from(accountExports)
      .where(and(eq(accountExports.userId, userId), isNotNull(accountExports.s3Key))),
  ]);
  const keys = [
    ...versions.map((v) => v.key),
    ...covers.flatMap((c) => [c.card, c.detail, ...(c.detail ? coverVariantKeysOf(c.detail) : [])]),
    ...images.map((i) => i.key),
    ...exports.map((e) => e.key),
    ...(avatarKey ? [avatarKey] : []),
  ].filter((k): k is string => typeof k === "string" && k.length > 0);
  return [...new Set(keys)];
}

export async function deleteAccount(ctx: AppContext, userId: string, request: DeleteAccountRequest) {
  const db = ctx.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", "Account not found");
  if (user.role === "admin")
    throw new AppError("FORBIDDEN", "An admin account cannot delete itself; ask another admin");
  const keys = await storageKeysOf(ctx, userId, user.avatarKey);
  const ownScripts = await db
    .select({ id: scripts.id, isPublic: scripts.isPublic })
    .from(scripts)
    .where(eq(scripts.userId, userId));
  const placeholderId = `former-${randomUUID()}`;

  const counts = await db.transaction(async (tx) => {
    // Reviews and comments on others' scripts (those on the account's own scripts go with them).
    const othersReviews = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(scripts, eq(scripts.id, reviews.scriptId))
      .where(and(eq(reviews.userId, userId), ne(scripts.userId, userId)));
    const othersComments = await tx
      .select({ id: comments.id })
      .from(comments)
      .innerJoin(scripts, eq(scripts.id, comments.scriptId))
      .where(and(eq(comments.userId, userId), ne(scripts.userId, userId)));
    const payments = await tx
      .select({ id: billingTransactions.id })
      .from(billingTransactions)
      .where(eq(billingTransactions.userId, userId));
    const anonymise = request.publicContent === "anonymise";
    const needsPlaceholder =
      payments.length > 0 || (anonymise && othersReviews.length + othersComments.length > 0);
    if (needsPlaceholder)
      await tx.insert(users).values({
        id: placeholderId,
        name: FORMER_MEMBER_NAME,
        email: `${placeholderId}@deleted.invalid`,
        emailVerified: false,
      });
    if (anonymise) {
      if (othersReviews.length)
        await tx
          .update(reviews)
          .set({ userId: placeholderId })
          .where(
            inArray(
              reviews.id,
              othersReviews.map((r) => r.id),
            ),
          );
      if (othersComments.length)
        await tx
          .update(comments)
          .set({ userId: placeholderId })
          .where(
            inArray(
              comments.id,
              othersComments.map((c) => c.id),
            ),
          );
    }
    if (payments.length)
      await tx
        .update(billingTransactions)
        .set({ userId: placeholderId })
        .where(eq(billingTransactions.userId, userId));
    await tx
      .delete(contactMessages)
      .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, user.email)));
    await tx.delete(verifications).where(eq(verifications.identifier, user.email));
    // Everything else that names the account goes with the user row (foreign keys: cascade / set null).
    await tx.delete(users).where(eq(users.id, userId));
    return {
      anonymisedReviews: anonymise ? othersReviews.length : 0,
      anonymisedComments: anonymise ? othersComments.length : 0,
      keptBillingRecords: payments.length,
    };
  });

  if (ownScripts.some((s) => s.isPublic)) ctx.listCache?.invalidate({ kind: "membership" });
  let deletedFiles = 0;
  for (const key of keys) {
    // Cover variants are listed whether or not they were ever made: only files that existed count.
    const existed = await ctx.store.exists(key);
    await ctx.store.delete(key);
    if (existed) deletedFiles++;
  }
  return { deletedScripts: ownScripts.length, deletedFiles, ...counts };
}
