import { eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { genres, scriptGenres, scripts } from "../../db/schema.ts";

/** What decides which public lists a script can be in: its filters' fields (docs/discovery.md). */
export interface ScriptListFacts {
  scriptId: string;
  /** Genre slugs. */
  genres: string[];
  screenplayType: string | null;
  isContestWinner: boolean;
  isStaffPick: boolean;
  reviewCount: number;
  receivedClout: number;
  createdAt: Date;
}

/** The list facts of a script as stored now, or null when it does not exist. */
export async function findScriptListFacts(db: Db, scriptId: string): Promise<ScriptListFacts | null> {
  const [row] = await db
    .select({
      scriptId: scripts.id,
      screenplayType: scripts.screenplayType,
      isContestWinner: scripts.isContestWinner,
      isStaffPick: scripts.isStaffPick,
      reviewCount: scripts.reviewCount,
      receivedClout: scripts.receivedClout,
      createdAt: scripts.createdAt,
    })
    .from(scripts)
    .where(eq(scripts.id, scriptId))
    .limit(1);
  if (!row) return null;
  const slugs = await db
    .select({ slug: genres.slug })
    .from(scriptGenres)
    .innerJoin(genres, eq(genres.id, scriptGenres.genreId))
    .where(eq(scriptGenres.scriptId, scriptId));
  return { ...row, genres: slugs.map((g) => g.slug.toLowerCase()) };
}
