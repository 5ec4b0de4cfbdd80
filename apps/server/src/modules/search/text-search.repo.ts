import { sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";

/**
 * The text search configuration of the page index (migration 0025_script_page_texts builds the
 * documents with it). 'english' stems ("running" finds "runs") and drops stop words; PGlite ships it
 * as PostgreSQL does.
 */
const CONFIG = sql.raw("'english'");

/**
 * A search ranks at most this many matching pages (of scripts the viewer may read): a common word
 * ("night" is on most pages) never ranks the whole index. A selective line of dialogue matches far
 * fewer pages, so every match of it is ranked.
 */
export const TEXT_SEARCH_CANDIDATES = 2_000;

/** Marks ts_headline puts around a matched word; control characters never left in page text. */
export const MATCH_START = "\u0001";
export const MATCH_END = "\u0002";

export interface RankedScriptRow {
  script_id: string;
  title: string;
  author_id: string;
  author_name: string | null;
  genre_list: { name: string; slug: string }[] | string | null;
  page_count: number | null;
  is_public: boolean;
  version_id: string;
  matching: number;
  /** Matching pages, best ranked first. */
  pages: number[] | string;
}

/**
 * Scripts whose active version has pages matching `text` (web-search syntax), best first: a page's
 * rank is its cover density (ts_rank_cd, normalised by length) plus 1 when it holds the words as a
 * phrase; a script ranks by its best page, then by how many pages match. Public scripts, and
 * `viewerId`'s own private ones. Visibility and the active version are read from scripts here, so
 * turning a script private or switching its version needs no change to the index.
 */
export async function findRankedScripts(
  db: Db,
  input: { text: string; viewerId: string | null; limit: number; offset: number },
): Promise<RankedScriptRow[]> {
  const result = await db.execute(sql`
    with q as (
      select websearch_to_tsquery(${CONFIG}, ${input.text}) as query,
             phraseto_tsquery(${CONFIG}, ${input.text}) as phrase
    ),
    hits as (
      select s.id as script_id, p.version_id, p.page,
             ts_rank_cd(p.document, q.query, 1)
               + case when numnode(q.phrase) > 1 and p.document @@ q.phrase then 1 else 0 end as rank
      from q
      join script_page_texts p on p.document @@ q.query
      join script_versions v on v.id = p.version_id
      join scripts s on s.id = v.script_id and s.active_version = v.version
      where s.is_public or s.user_id = ${input.viewerId}
      limit ${sql.raw(String(TEXT_SEARCH_CANDIDATES))}
    ),
    ranked as (
      select script_id, min(version_id::text) as version_id, max(rank) as best, count(*)::int as matching,
             jsonb_agg(page order by rank desc, page) as pages
      from hits
      group by script_id
      order by best desc, matching desc, script_id
      limit ${sql.raw(String(Math.trunc(input.limit)))} offset ${sql.raw(String(Math.trunc(input.offset)))}
    )
    select r.script_id, r.version_id, r.matching, r.pages, s.title, s.user_id as author_id,
           u.name as author_name, s.genre_list, s.page_count, s.is_public
    from ranked r
    join scripts s on s.id = r.script_id
    join users u on u.id = s.user_id
    order by r.best desc, r.matching desc, r.script_id`);
  return rowsOf<RankedScriptRow>(result);
}

export interface PageLineRow {
  version_id: string;
  page: number;
  ord: number;
  kind: string;
  text: string;
  /** The line with its searched words between MATCH_START and MATCH_END; null when none is in it. */
  marked: string | null;
}

/**
 * Every printed line of the given pages, in order, with the words of `text` marked on the lines
 * that hold any of them (the stems of the typed words, so "ran" marks nothing but "running" marks
 * "runs"): what a result shows in screenplay layout.
 */
export async function findPageLines(
  db: Db,
  text: string,
  pages: { versionId: string; page: number }[],
): Promise<PageLineRow[]> {
  if (pages.length === 0) return [];
  const wanted = JSON.stringify(pages.map((p) => ({ v: p.versionId, p: p.page })));
  const result = await db.execute(sql`
    with q as (
      select coalesce(
               (select string_agg(quote_literal(lexeme), ' | ')
                  from unnest(tsvector_to_array(to_tsvector(${CONFIG}, ${text}))) as lexeme),
               '')::tsquery as words
    ),
    wanted as (
      select (w->>'v')::uuid as version_id, (w->>'p')::int as page
      from jsonb_array_elements(${wanted}::jsonb) as w
    )
    select p.version_id, p.page, l.ord::int as ord, l.line->>0 as kind, l.line->>1 as text,
           case when numnode(q.words) > 0 and to_tsvector(${CONFIG}, l.line->>1) @@ q.words
                then ts_headline(${CONFIG}, l.line->>1, q.words,
                       ${`HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`})
           end as marked
    from q
    cross join wanted w
    join script_page_texts p on p.version_id = w.version_id and p.page = w.page
    cross join lateral jsonb_array_elements(p.lines) with ordinality as l(line, ord)
    order by p.version_id, p.page, l.ord`);
  return rowsOf<PageLineRow>(result);
}

/** Whether `userId` owns a private script (whose text only they may find). */
export async function ownsPrivateScript(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from scripts where user_id = ${userId} and not is_public) as owns`,
  );
  return rowsOf<{ owns: boolean }>(result)[0]?.owns === true;
}
