import { avg, count, desc, eq, inArray, sql } from "drizzle-orm";

import type { Review, ScriptReviewSummary } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { reviews, users } from "../../db/schema.ts";

const reviewColumns = {
  id: reviews.id,
  scriptId: reviews.scriptId,
  userId: reviews.userId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  userName: users.name,
  userClout: users.availableClout,
  userReceivedClout: users.receivedClout,
};
type ReviewRow = { [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]["_"]["data"] };

/** A review as script lists and the overview carry it. */
export function toReviewSummary(row: ReviewRow): ScriptReviewSummary {
  return {
    id: row.id,
    userId: row.userId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    user: {
      id: row.userId,
      name: row.userName || "Anonymous",
      clout: row.userClout,
      receivedClout: row.userReceivedClout,
    },
  };
}

export function toReview(row: ReviewRow, viewerId: string | undefined): Review {
  return { ...toReviewSummary(row), updatedAt: row.updatedAt.toISOString(), isOwn: row.userId === viewerId };
}

export async function listReviewsOf(db: Db, scriptId: string, limit?: number) {
  const query = db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.scriptId, scriptId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return limit ? query.limit(limit) : query;
}

export async function findReview(db: Db, id: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  return row ?? null;
}

export async function ratingSummaryOf(db: Db, scriptId: string) {
  const [row] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.scriptId, scriptId));
  return {
    averageRating: row?.average == null ? null : Math.round(Number(row.average) * 10) / 10,
    reviewCount: row?.count ?? 0,
  };
}

/** Average rating per script for a page of scripts, one query (the dashboard score is average x 20). */
export async function averageRatingsOf(db: Db, scriptIds: string[]): Promise<Map<string, number>> {
  if (scriptIds.length === 0) return new Map();
  const rows = await db
    .select({ scriptId: reviews.scriptId, average: sql<string>`avg(${reviews.rating})` })
    .from(reviews)
    .where(inArray(reviews.scriptId, scriptIds))
    .groupBy(reviews.scriptId);
  return new Map(rows.map((r) => [r.scriptId, Number(r.average)]));
}
