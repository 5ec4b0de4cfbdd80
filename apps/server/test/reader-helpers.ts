import { inArray } from "drizzle-orm";

import type { AppContext } from "../src/context.ts";
import { genres, scripts } from "../src/db/schema.ts";
import { replaceScriptGenres } from "../src/modules/scripts/scripts.repo.ts";

/**
 * A script row with its genres, written straight to the database: lists and saved searches read
 * scripts, not files, so these tests skip the upload and parse (minutes on a loaded machine).
 */
export async function insertScript(
  ctx: AppContext,
  userId: string,
  options: { title: string; isPublic: boolean; genres?: string[]; logline?: string },
): Promise<string> {
  const db = ctx.database.db;
  const [row] = await db
    .insert(scripts)
    .values({
      userId,
      title: options.title,
      isPublic: options.isPublic,
      logline: options.logline ?? "A night watchman finds the city asleep for good.",
    })
    .returning({ id: scripts.id });
  const slugs = options.genres ?? ["drama"];
  const found = await db
    .select({ id: genres.id, slug: genres.slug })
    .from(genres)
    .where(inArray(genres.slug, slugs));
  await replaceScriptGenres(
    db,
    row!.id,
    slugs.map((slug) => found.find((g) => g.slug === slug)!.id),
  );
  return row!.id;
}
