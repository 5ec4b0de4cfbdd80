import { eq } from "drizzle-orm";

import type { Screenplay, ScreenplayStats } from "@twl/screenplay";

import type { Db } from "../../db/client.ts";
import { scripts, type screenplayParses } from "../../db/schema.ts";
import { judgeAsWhatItIs } from "./engines/local/report-format.ts";
import type { CoverageInput } from "./engines/types.ts";

/** What an engine reads: the script's metadata with the stored parse of the version. */
export async function loadCoverageInput(
  db: Db,
  scriptId: string,
  parse: typeof screenplayParses.$inferSelect,
): Promise<CoverageInput> {
  const [script] = await db.select().from(scripts).where(eq(scripts.id, scriptId));
  if (!script) throw new Error(`Script ${scriptId} is gone`);
  return judgeAsWhatItIs({
    title: script.title,
    logline: script.logline,
    genres: script.genreList.map((g) => g.name),
    screenplayType: script.screenplayType,
    model: parse.model as Screenplay,
    stats: parse.stats as ScreenplayStats,
  });
}
