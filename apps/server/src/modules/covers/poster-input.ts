import type { AppContext } from "../../context.ts";
import { findGenresOf, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import type { PosterInput } from "./local/compose-poster.ts";

/** What a poster is drawn from: the script's title, genres (default Drama), logline and author. */
export async function posterInputOf(
  ctx: AppContext,
  s: ScriptWithAuthor,
  styles: string[],
): Promise<PosterInput> {
  const genres =
    (await findGenresOf(ctx.database.db, [s.script.id])).get(s.script.id)?.map((g) => g.name) ?? [];
  return {
    title: s.script.title,
    genres: genres.length > 0 ? genres : [s.script.genre ?? "Drama"],
    logline: s.script.logline,
    styles,
    authorName: s.author.isDummy ? null : s.author.name || null,
  };
}
