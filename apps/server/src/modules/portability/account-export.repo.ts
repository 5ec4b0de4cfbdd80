import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import {
  accountExports,
  billingAccounts,
  billingTransactions,
  cloutTransactions,
  comments,
  coverages,
  reviews,
  screenplayParses,
  scriptCovers,
  scripts,
  scriptVersions,
  users,
} from "../../db/schema.ts";

export type AccountExportRow = typeof accountExports.$inferSelect;

export async function insertExport(db: Db, userId: string) {
  const [row] = await db.insert(accountExports).values({ userId }).returning();
  return row!;
}

export async function findExport(db: Db, id: string) {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, id)).limit(1);
  return row ?? null;
}

export async function latestExportOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateExport(db: Db, id: string, values: Partial<typeof accountExports.$inferInsert>) {
  await db.update(accountExports).set(values).where(eq(accountExports.id, id));
}

/** Ready exports past their expiry, and any export whose file is still around after it failed. */
export async function expiredExports(db: Db, now: Date) {
  return db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.status, "ready"), lt(accountExports.expiresAt, now)))
    .limit(500);
}

/** Everything an export lists, without file bodies or parsed models (those are read one at a time). */
export async function exportInventory(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      bio: users.bio,
      tier: users.tier,
      availableClout: users.availableClout,
      receivedClout: users.receivedClout,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const ownScripts = await db
    .select()
    .from(scripts)
    .where(eq(scripts.userId, userId))
    .orderBy(asc(scripts.createdAt));
  const ids = ownScripts.map((s) => s.id);
  const none = ids.length === 0;
  const [versions, covers, coverageRows] = none
    ? [[], [], []]
    : await Promise.all([
        db
          .select({
            id: scriptVersions.id,
            scriptId: scriptVersions.scriptId,
            version: scriptVersions.version,
            s3Key: scriptVersions.s3Key,
            fileType: scriptVersions.fileType,
            fileName: scriptVersions.fileName,
            sizeBytes: scriptVersions.sizeBytes,
            pageCount: scriptVersions.pageCount,
            createdAt: scriptVersions.createdAt,
            parseStatus: screenplayParses.status,
          })
          .from(scriptVersions)
          .leftJoin(screenplayParses, eq(screenplayParses.versionId, scriptVersions.id))
          .where(inArray(scriptVersions.scriptId, ids))
          .orderBy(asc(scriptVersions.version)),
        db
          .select()
          .from(scriptCovers)
          .where(inArray(scriptCovers.scriptId, ids))
          .orderBy(asc(scriptCovers.version)),
        db
          .select({ id: coverages.id, scriptId: coverages.scriptId, createdAt: coverages.createdAt })
          .from(coverages)
          .where(inArray(coverages.scriptId, ids))
          .orderBy(asc(coverages.createdAt)),
      ]);
  const [myReviews, myComments, ledger, payments, billing] = await Promise.all([
    db
      .select({ review: reviews, scriptTitle: scripts.title })
      .from(reviews)
      .innerJoin(scripts, eq(scripts.id, reviews.scriptId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({ comment: comments, scriptTitle: scripts.title })
      .from(comments)
      .innerJoin(scripts, eq(scripts.id, comments.scriptId))
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt)),
    db
      .select()
      .from(cloutTransactions)
      .where(eq(cloutTransactions.userId, userId))
      .orderBy(asc(cloutTransactions.createdAt), asc(cloutTransactions.id)),
    db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.userId, userId))
      .orderBy(asc(billingTransactions.createdAt)),
    db
      .select({
        provider: billingAccounts.provider,
        tier: billingAccounts.tier,
        status: billingAccounts.status,
        currentPeriodEnd: billingAccounts.currentPeriodEnd,
        cancelAtPeriodEnd: billingAccounts.cancelAtPeriodEnd,
        cardBrand: billingAccounts.cardBrand,
        cardLast4: billingAccounts.cardLast4,
      })
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, userId)),
  ]);
  return {
    user: user ?? null,
    scripts: ownScripts,
    versions,
    covers,
    coverages: coverageRows,
    reviews: myReviews,
    comments: myComments,
    ledger,
    payments,
    billing: billing[0] ?? null,
  };
}

export type ExportInventory = Awaited<ReturnType<typeof exportInventory>>;

/** One version's statistics (JSON), read when its entry is written. */
export async function versionStats(db: Db, versionId: string): Promise<unknown> {
  const [row] = await db
    .select({ stats: screenplayParses.stats })
    .from(screenplayParses)
    .where(and(eq(screenplayParses.versionId, versionId), eq(screenplayParses.status, sql`'done'`)));
  return row?.stats ?? null;
}
