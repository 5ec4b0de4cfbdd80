import { and, count, desc, eq, inArray, isNotNull, max, sql, sum } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import {
  genres,
  imageGenerations,
  scriptCovers,
  scriptGenres,
  scripts,
  scriptVersions,
  users,
} from "../../db/schema.ts";
import { isUuid } from "../../lib/is-uuid.ts";

export type ScriptRow = typeof scripts.$inferSelect;
export type AuthorRow = Pick<typeof users.$inferSelect, "id" | "name" | "image" | "avatarKey" | "isDummy">;
export interface ScriptWithAuthor {
  script: ScriptRow;
  author: AuthorRow;
}

/** The author fields every script row carries (ScriptWithAuthor.author). */
export const authorColumns = {
  id: users.id,
  name: users.name,
  image: users.image,
  avatarKey: users.avatarKey,
  isDummy: users.isDummy,
};

export async function findScriptWithAuthor(db: Db, id: string): Promise<ScriptWithAuthor | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ script: scripts, author: authorColumns })
    .from(scripts)
    .innerJoin(users, eq(users.id, scripts.userId))
    .where(eq(scripts.id, id))
    .limit(1);
  return row ?? null;
}

/** Resolves genre slugs to ids; unknown slugs come back in `unknown`. */
export async function resolveGenreSlugs(db: Db, slugs: string[]) {
  if (slugs.length === 0)
    return { found: [] as { id: number; name: string; slug: string }[], unknown: [] as string[] };
  const rows = await db
    .select({ id: genres.id, name: genres.name, slug: genres.slug })
    .from(genres)
    .where(inArray(genres.slug, slugs));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return {
    found: slugs.flatMap((s) => (bySlug.has(s) ? [bySlug.get(s)!] : [])),
    unknown: slugs.filter((s) => !bySlug.has(s)),
  };
}

export async function replaceScriptGenres(db: Db, scriptId: string, genreIds: number[]): Promise<void> {
  await db.delete(scriptGenres).where(eq(scriptGenres.scriptId, scriptId));
  if (genreIds.length > 0) {
    await db
      .insert(scriptGenres)
      .values(genreIds.map((genreId, position) => ({ scriptId, genreId, position })));
  }
}

export async function nextVersionNumber(db: Db, scriptId: string): Promise<number> {
  const [row] = await db
    .select({ top: max(scriptVersions.version) })
    .from(scriptVersions)
    .where(eq(scriptVersions.scriptId, scriptId));
  return (row?.top ?? 0) + 1;
}

export async function nextCoverVersion(db: Db, scriptId: string): Promise<number> {
  const [row] = await db
    .select({ top: max(scriptCovers.version) })
    .from(scriptCovers)
    .where(eq(scriptCovers.scriptId, scriptId));
  return (row?.top ?? 0) + 1;
}

export async function findVersion(db: Db, scriptId: string, version: number) {
  const [row] = await db
    .select()
    .from(scriptVersions)
    .where(and(eq(scriptVersions.scriptId, scriptId), eq(scriptVersions.version, version)))
    .limit(1);
  return row ?? null;
}

export async function listVersions(db: Db, scriptId: string) {
  return db
    .select({ version: scriptVersions, uploaderName: users.name })
    .from(scriptVersions)
    .leftJoin(users, eq(users.id, scriptVersions.uploadedBy))
    .where(eq(scriptVersions.scriptId, scriptId))
    .orderBy(desc(scriptVersions.version));
}

export async function findCover(db: Db, scriptId: string, version: number) {
  const [row] = await db
    .select()
    .from(scriptCovers)
    .where(and(eq(scriptCovers.scriptId, scriptId), eq(scriptCovers.version, version)))
    .limit(1);
  return row ?? null;
}

export async function listCovers(db: Db, scriptId: string) {
  return db
    .select()
    .from(scriptCovers)
    .where(eq(scriptCovers.scriptId, scriptId))
    .orderBy(desc(scriptCovers.version));
}

/** A page of one user's scripts with their authors, plus totals, in three queries whatever the page size. */
export async function listScriptsOfUser(db: Db, userId: string, page: number, limit: number) {
  const rows = await db
    .select({ script: scripts, author: authorColumns })
    .from(scripts)
    .innerJoin(users, eq(users.id, scripts.userId))
    .where(eq(scripts.userId, userId))
    .orderBy(desc(scripts.createdAt), desc(scripts.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db
    .select({
      total: count(),
      publicScripts: sql<number>`count(*) filter (where ${scripts.isPublic})`.mapWith(Number),
      views: sum(scripts.views).mapWith(Number),
      clout: sum(scripts.receivedClout).mapWith(Number),
      pages: sum(scripts.pageCount).mapWith(Number),
    })
    .from(scripts)
    .where(eq(scripts.userId, userId));
  return { rows, totals: totals ?? { total: 0, publicScripts: 0, views: 0, clout: 0, pages: 0 } };
}

/** Every stored object key of a script (versions, cover renditions, generated posters), for deletion. */
export async function listObjectKeys(db: Db, scriptId: string): Promise<string[]> {
  const versions = await db
    .select({ key: scriptVersions.s3Key })
    .from(scriptVersions)
    .where(eq(scriptVersions.scriptId, scriptId));
  const covers = await db
    .select({ card: scriptCovers.cardKey, detail: scriptCovers.detailKey })
    .from(scriptCovers)
    .where(eq(scriptCovers.scriptId, scriptId));
  const generated = await db
    .select({ key: imageGenerations.imageKey })
    .from(imageGenerations)
    .where(and(eq(imageGenerations.scriptId, scriptId), isNotNull(imageGenerations.imageKey)));
  return [
    ...versions.map((v) => v.key),
    ...covers.flatMap((c) => [c.card, c.detail]),
    ...generated.flatMap((g) => (g.key ? [g.key] : [])),
  ];
}
