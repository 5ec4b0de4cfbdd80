import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import type { PosterInput } from "./local/compose-poster.ts";

/** What a poster is drawn from: the script's title, genres (default Drama), logline and author. */
export function posterInputOf(s: ScriptWithAuthor, styles: string[]): PosterInput {
  const genres = s.script.genreList.map((g) => g.name);
  return {
    title: s.script.title,
    genres: genres.length > 0 ? genres : [s.script.genre ?? "Drama"],
    logline: s.script.logline,
    styles,
    authorName: s.author.isDummy ? null : s.author.name || null,
  };
}
