import type { Db } from "../../db/client.ts";
import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { filteredPage } from "./list-filtered-page.ts";
import { planList, type ListScriptsInput } from "./list-plan.ts";
import { searchPage } from "./list-search-page.ts";
import { toPrefixTsQuery } from "./search-query.ts";

export type { ListScriptsInput } from "./list-plan.ts";
export {
  CLASSIC_MIN_AGE_DAYS,
  FEW_MATCHES,
  MAX_COUNTED,
  recentClout,
  RISING_STAR_MAX_AGE_DAYS,
  RISING_STAR_WINDOW_DAYS,
  SEARCH_CANDIDATES,
  TRENDING_WINDOW_DAYS,
  WORD_SIMILARITY_THRESHOLD,
} from "./list-rules.ts";

/** A listed script: its row (genres in `script.genreList`; never the search document) and its author. */
export type ListedScript = ScriptWithAuthor;

/**
 * A page of scripts with their authors and genres (one statement) and the total (a second one).
 * Visibility comes first: public scripts, plus the viewer's own when asked. Never anyone else's
 * private ones (list-plan.ts). A search ranks its candidates (list-search-page.ts); any other list
 * reads its page from an index in list order (list-filtered-page.ts). Lists never read the search
 * document: null on every row (page-rows.ts).
 */
export async function listScripts(
  db: Db,
  input: ListScriptsInput,
): Promise<{ rows: ListedScript[]; total: number }> {
  const plan = planList(input);
  const tsQuery = input.search ? toPrefixTsQuery(input.search) : null;
  return input.search && tsQuery ? searchPage(db, plan, input.search, tsQuery) : filteredPage(db, plan);
}
