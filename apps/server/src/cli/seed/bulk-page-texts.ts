import { sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";

/** Pages of text each bulk script gets for the full-text search index (cheap, but a real index). */
export const BULK_PAGES_PER_SCRIPT = 3;
/** Distinct generated pages the bulk scripts' pages are drawn from. */
const PAGE_POOL = 5_000;

const PLACES = ["KITCHEN", "HARBOR", "PRECINCT", "MOTEL ROOM", "ROOFTOP", "DINER", "CAR", "FOREST", "OFFICE"];
const NAMES = ["MARGO", "DELL", "HARPER", "JONAH", "RUTH", "OSCAR", "NINA", "SILAS", "TESS", "VICTOR"];
/**
 * Dialogue and action words: 120 of them, six to a line, so a single word is on about one page in
 * seven and three chosen words together on far fewer, as in real scripts.
 */
const WORDS = (
  "anchor apple arrow autumn badge basement battery bicycle blanket bottle bridge bucket butter " +
  "cabin camera candle canyon carpet castle cellar chain chapel cherry circus clock cloud coffee " +
  "compass copper corner cotton cradle crystal curtain dagger desert diamond doctor dragon drawer " +
  "eagle elbow empire engine envelope falcon feather fence ferry fiddle flame forest fountain " +
  "garage garden ghost giant glove gravel guitar hammer harbor helmet honey island jacket jungle " +
  "kettle key ladder lantern lemon letter lighthouse locket magnet marble meadow mirror monkey " +
  "needle night orchard paddle palace pebble pencil pepper piano pillow pistol planet pocket " +
  "puzzle quarry rabbit radio ribbon river rocket saddle sailor satchel shadow silver spider " +
  "station statue summer sunset tablet thunder ticket tiger tunnel velvet violin wagon whistle"
).split(" ");

/** `(ARRAY[...])[random index]`, evaluated per call. The words are constants of this file. */
const choose = (items: string[]) =>
  `(ARRAY[${items.map((i) => `'${i}'`).join(",")}])[1 + floor(random() * ${items.length})::int]`;
const sentence = (words: number) =>
  `initcap(${Array.from({ length: words }, () => choose(WORDS)).join(" || ' ' || ")}) || '.'`;
const line = (kind: string, text: string) => `jsonb_build_array('${kind}', ${text})`;

/**
 * Gives every bulk script (user id `bulk-*`) without a version a first version whose pages carry
 * generated screenplay text, written straight into the search index (script_page_texts) the way
 * the parse job's trigger writes it: lines as [kind, text], the words as an 'english' tsvector.
 * No file and no parsed model: this is load-test data for `bench:api`.
 */
export async function bulkSeedPageTexts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into script_versions (script_id, version, s3_key, file_type, size_bytes, page_count)
    select s.id, 1, 'bulk/' || s.id || '.pdf', 'pdf', 0, ${BULK_PAGES_PER_SCRIPT}
    from scripts s
    where s.user_id like 'bulk-%' and s.active_version is null`);
  await db.execute(
    sql`update scripts set active_version = 1 where user_id like 'bulk-%' and active_version is null`,
  );
  const lines = sql.raw(`jsonb_build_array(
      ${line("scene_heading", `(ARRAY['INT. ','EXT. '])[1 + floor(random() * 2)::int] || ${choose(PLACES)} || (ARRAY[' - DAY',' - NIGHT'])[1 + floor(random() * 2)::int]`)},
      ${line("action", sentence(6))},
      ${line("character", choose(NAMES))},
      ${line("dialogue", sentence(6))},
      ${line("character", choose(NAMES))},
      ${line("dialogue", sentence(6))})`);
  // Pages are drawn from a pool of PAGE_POOL generated pages: generating and indexing the words of
  // every page (300k at 100k scripts) took over half an hour on a loaded 2-core machine. Every word
  // keeps its share of pages; the search index is as large as it would be with every page distinct.
  await db.execute(sql`drop table if exists bulk_page_pool`);
  await db.execute(sql`
    create table bulk_page_pool as
    select n, lines, to_tsvector('english', (select string_agg(l->>1, E'\n') from jsonb_array_elements(lines) l)) as document
    from (select n, ${lines} as lines from generate_series(0, ${PAGE_POOL - 1}) as n) p`);
  await db.execute(sql`
    insert into script_page_texts (version_id, page, lines, document)
    select v.id, p.page, pool.lines, pool.document
    from script_versions v
    join scripts s on s.id = v.script_id
    cross join generate_series(1, ${BULK_PAGES_PER_SCRIPT}) as p(page)
    join bulk_page_pool pool on pool.n = (abs(hashtext(v.id::text || p.page)) % ${PAGE_POOL})
    where s.user_id like 'bulk-%'
      and not exists (select 1 from script_page_texts t where t.version_id = v.id)`);
  await db.execute(sql`drop table bulk_page_pool`);
}
