import {
  RECENT_REVIEWS_IN_OVERVIEW,
  type CoverageStatus,
  type DashboardScript,
  type ScriptDetail,
  type ScriptListItem,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { mayCompare } from "../compare/compare-access.ts";
import { coverageResultsOf, coverageStatusesOf } from "../coverage/coverage.repo.ts";
import { avatarUrlOf } from "../identity/session-user.ts";
import { averageRatingsOf, listReviewsOf, toReviewSummary } from "../reviews/reviews.repo.ts";
import { canEdit, isOwner } from "../scripts/script-access.ts";
import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";

type Viewer = { id: string; role: "customer" | "admin" } | undefined;
type Genre = { name: string; slug: string };

/**
 * Where a cover can be loaded from. Public scripts use the cacheable cover route; a private script's
 * cover is only ever a short-lived signed URL, handed to those allowed to read it.
 */
export async function coverUrlOf(
  ctx: AppContext,
  s: ScriptWithAuthor,
  size: "card" | "detail",
): Promise<string | null> {
  const { script } = s;
  if (!script.coverImageS3Key) return null;
  if (script.isPublic) return publicCoverUrlOf(script, size);
  const key =
    size === "card" ? script.coverImageS3Key.replace(/-detail\.webp$/, "-card.webp") : script.coverImageS3Key;
  return ctx.store.signedUrl(key, { expiresInSeconds: ctx.config.files.urlTtlSeconds });
}

/** The cacheable cover route of a public script (null without a stored cover). */
export function publicCoverUrlOf(
  script: Pick<ScriptWithAuthor["script"], "id" | "coverImageS3Key" | "activeCoverVersion">,
  size: "card" | "detail",
): string | null {
  if (!script.coverImageS3Key) return null;
  return `/api/scripts/${script.id}/cover?size=${size}&v=${script.activeCoverVersion ?? 0}`;
}

/**
 * The list item of one script whose cover URL is decided, in one literal: it is built for every row
 * of every list page. The one place the spec's legacy author fields (userId, authorId, authorName,
 * user) are derived from `author` (see the contract's scriptListItemSchema). Storage keys are never
 * among the fields.
 */
export function listItemOf(s: ScriptWithAuthor, genres: Genre[], coverUrl: string | null): ScriptListItem {
  const { script, author: user } = s;
  const author = {
    id: user.id,
    name: user.name || "Anonymous",
    avatarUrl: avatarUrlOf(user),
    isDummy: user.isDummy,
  };
  return {
    id: script.id,
    title: script.title,
    logline: script.logline,
    genre: genres[0]?.name ?? script.genre,
    genres: genres.map((g) => ({ genre: g })),
    coverUrl,
    imageUrl: script.imageUrl,
    hasFile: script.s3Key !== null,
    isPublic: script.isPublic,
    receivedClout: script.receivedClout,
    views: script.views,
    reviews: [],
    reviewCount: script.reviewCount,
    pageCount: script.pageCount,
    createdAt: script.createdAt.toISOString(),
    updatedAt: script.updatedAt.toISOString(),
    author,
    userId: author.id,
    authorId: author.id,
    authorName: author.name,
    user: { id: author.id, name: author.name, avatar: author.avatarUrl, isDummy: author.isDummy },
    coverage: null,
  };
}

export async function toListItem(
  ctx: AppContext,
  s: ScriptWithAuthor,
  genres: Genre[],
  size: "card" | "detail" = "card",
): Promise<ScriptListItem> {
  return listItemOf(s, genres, await coverUrlOf(ctx, s, size));
}

/** List items for many scripts (their genres come with the row: scripts.genre_list). */
export function toListItems(ctx: AppContext, rows: ScriptWithAuthor[]): Promise<ScriptListItem[]> {
  return Promise.all(rows.map((r) => toListItem(ctx, r, r.script.genreList)));
}

/** The owner's rows: coverage status and the score (average rating x 20), one query each for the page. */
export async function toDashboardItems(
  ctx: AppContext,
  rows: ScriptWithAuthor[],
): Promise<DashboardScript[]> {
  const ids = rows.map((r) => r.script.id);
  const [items, averages, statuses, results] = await Promise.all([
    toListItems(ctx, rows),
    averageRatingsOf(ctx.database.db, ids),
    coverageStatusesOf(ctx.database.db, ids, { completedOnly: false }),
    coverageResultsOf(ctx.database.db, ids),
  ]);
  return items.map((item, i) => {
    const script = rows[i]!.script;
    const average = averages.get(script.id);
    const status = statuses.get(script.id);
    return {
      ...item,
      coverage: status ? { status } : null,
      coverageResult: results.get(script.id) ?? null,
      uploadDate: item.createdAt,
      displayStatus: item.hasFile ? ("completed" as const) : ("pending" as const),
      score: average === undefined ? null : Math.round(average * 20),
    };
  });
}

/** The coverage statuses a detail shows, when the caller read them with the script (detail-row.ts). */
export interface DetailCoverage {
  /** The newest report's status, whatever it is (owners and admins see it). */
  newest: CoverageStatus | null;
  /** Whether a completed report exists (everyone else sees only that). */
  hasCompleted: boolean;
}

export async function toDetail(
  ctx: AppContext,
  s: ScriptWithAuthor,
  viewer: Viewer,
  versionCount: number,
  coverage?: DetailCoverage,
): Promise<ScriptDetail> {
  const seesAllCoverage = isOwner(s, viewer) || viewer?.role === "admin";
  const [recentReviews, status] = await Promise.all([
    // The row counts the reviews: none means no query.
    s.script.reviewCount > 0 || !coverage
      ? listReviewsOf(ctx.database.db, s.script.id, RECENT_REVIEWS_IN_OVERVIEW)
      : [],
    coverage
      ? seesAllCoverage
        ? coverage.newest
        : coverage.hasCompleted
          ? ("completed" as const)
          : null
      : coverageStatusesOf(ctx.database.db, [s.script.id], { completedOnly: !seesAllCoverage }).then(
          (statuses) => statuses.get(s.script.id) ?? null,
        ),
  ]);
  const listItem = await toListItem(ctx, s, s.script.genreList, "detail");
  const item = {
    ...listItem,
    reviews: recentReviews.map(toReviewSummary),
    coverage: status ? { status } : null,
  };
  const fileType = s.script.s3Key
    ? ((s.script.s3Key.split(".").pop() ?? "pdf") as ScriptDetail["fileType"])
    : null;
  return {
    ...item,
    screenplayType: s.script.screenplayType,
    fileType,
    activeVersion: s.script.activeVersion,
    versionCount,
    activeCoverVersion: s.script.activeCoverVersion,
    coverImageUrl: item.coverUrl,
    isOwner: isOwner(s, viewer),
    canEdit: canEdit(s, viewer),
    mayCompare: mayCompare(s, viewer),
  };
}
