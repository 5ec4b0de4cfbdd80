-- Exact totals of page filters kept by triggers (issue 35). Counting a filter read an index entry per
-- script of its format and page range (a low-budget feature up to 110 pages, cast up to 12: ~5,600
-- entries at 100k scripts, 2-3 times the genre page's count). A public filter asked for again is
-- registered here once with its exact total (modules/discover/filter-counts.ts), and from then on
-- every write of facts, visibility, type or genres adds a row to script_filter_count_moves for each
-- kept total it moves, in the writing transaction: a total is its row plus its moves (exact at every
-- commit, private scripts never in it), and the moves are folded into the row off the request path.
-- Writers only ever insert moves: they never update a shared row, so two writers never wait for
-- each other nor deadlock over the totals, and no write of a script can fail because of them (a
-- first design updated each total in place: writers of scripts in a common filter queued on its row
-- until the first committed, two multi-script transactions could deadlock, and a statement writing
-- 20,000 scripts stacked 20,000 versions of the same rows).
-- Why not totals per cell of bucketed facts: with the twelve filters' dimensions, even buckets of 10
-- pages, 5 roles, 5 locations and 10 points of each share left 77,424 non-empty cells for 85,043
-- public scripts at 100k (a cell per script), and a filter cutting inside a bucket of a dimension not
-- leading an index still reads every row of its range. A registered filter has one row whatever it sets.
-- Each row is one filter: a genre (by id), a type and the page filters set (NULL: not set), as
-- discover/filters.ts reads them, so a facts row passes a row's filter exactly when the lists' SQL
-- would list it. `match_ids` holds the matching scripts while they are at most 200 (FEW_MATCHES):
-- a narrow filter's first page is then read by primary key; NULL once more match at a fold (or never kept).
-- `id` names the row for its moves: a filter dropped and registered again is a new row, so moves
-- left by writers of the old one never count for the new one.
-- The facts row carries its script's genres (`genre_ids`, kept like its visibility), so whether a
-- row passes a filter is read from the row alone: a deleted script's facts and genres rows go in
-- cascades whose triggers all run after both are gone, so neither could look up the other.
CREATE TABLE "script_filter_counts" (
	"filter_key" text PRIMARY KEY NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL UNIQUE,
	"genre_id" integer REFERENCES "genres"("id") ON DELETE CASCADE,
	"screenplay_type" text,
	"format" text,
	"budget_band" text,
	"pages_min" integer,
	"pages_max" integer,
	"cast_min" integer,
	"cast_max" integer,
	"locations_min" integer,
	"locations_max" integer,
	"exterior_min" integer,
	"exterior_max" integer,
	"night_min" integer,
	"night_max" integer,
	"dialogue_min" integer,
	"dialogue_max" integer,
	"lead_min" integer,
	"lead_max" integer,
	"has_coverage" boolean,
	"min_score" integer,
	"recommendation" text,
	"matches" integer NOT NULL,
	"match_ids" uuid[],
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- What writes moved a kept total by since it was last folded: `matches` entered less left, and
-- while the total keeps ids, the scripts that entered and left (NULL otherwise). One row per total
-- moved per statement. No foreign key: a writer's insert never waits for (nor fails on) a total
-- being dropped; moves of a dropped total are deleted with it or by the next registration.
CREATE TABLE "script_filter_count_moves" (
	"count_id" bigint NOT NULL,
	"matches" integer NOT NULL,
	"entered" uuid[],
	"gone" uuid[]
);
--> statement-breakpoint
CREATE INDEX "script_filter_count_moves_count_idx" ON "script_filter_count_moves" ("count_id");
--> statement-breakpoint
ALTER TABLE "script_facts" ADD COLUMN "genre_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
UPDATE "script_facts" f
   SET genre_ids = g.ids
  FROM (SELECT script_id, array_agg(genre_id ORDER BY genre_id) AS ids FROM script_genres GROUP BY script_id) g
 WHERE g.script_id = f.script_id;
--> statement-breakpoint
-- Whoever writes a facts row, its keys (migration 0028) and genres are the script's.
CREATE OR REPLACE FUNCTION script_facts_keys_of_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.is_public, s.screenplay_type, s.created_at, s.received_clout, s.views, s.title
    INTO NEW.is_public, NEW.screenplay_type, NEW.created_at, NEW.received_clout, NEW.views, NEW.title
    FROM scripts s WHERE s.id = NEW.script_id;
  NEW.genre_ids := ARRAY(SELECT sg.genre_id FROM script_genres sg WHERE sg.script_id = NEW.script_id ORDER BY sg.genre_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A script's genres given, taken or moved (set-wise, once per statement): its facts row's genres
-- follow, in the same transaction (a script without facts has no row to follow).
CREATE OR REPLACE FUNCTION script_facts_genres_of_scripts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE script_facts f
     SET genre_ids = ARRAY(SELECT sg.genre_id FROM script_genres sg WHERE sg.script_id = f.script_id ORDER BY sg.genre_id)
   WHERE f.script_id IN (SELECT script_id FROM changed_genres)
     AND f.genre_ids IS DISTINCT FROM
         ARRAY(SELECT sg.genre_id FROM script_genres sg WHERE sg.script_id = f.script_id ORDER BY sg.genre_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_facts_genres_insert
  AFTER INSERT ON script_genres
  REFERENCING NEW TABLE AS changed_genres
  FOR EACH STATEMENT EXECUTE FUNCTION script_facts_genres_of_scripts();
--> statement-breakpoint
CREATE TRIGGER script_facts_genres_delete
  AFTER DELETE ON script_genres
  REFERENCING OLD TABLE AS changed_genres
  FOR EACH STATEMENT EXECUTE FUNCTION script_facts_genres_of_scripts();
--> statement-breakpoint
-- A genre row moved to another script or genre: both scripts' rows (the old script's by a second trigger).
CREATE TRIGGER script_facts_genres_update_new
  AFTER UPDATE ON script_genres
  REFERENCING NEW TABLE AS changed_genres
  FOR EACH STATEMENT EXECUTE FUNCTION script_facts_genres_of_scripts();
--> statement-breakpoint
CREATE TRIGGER script_facts_genres_update_old
  AFTER UPDATE ON script_genres
  REFERENCING OLD TABLE AS changed_genres
  FOR EACH STATEMENT EXECUTE FUNCTION script_facts_genres_of_scripts();
--> statement-breakpoint
-- Whether a facts row passes a registered filter: discover/filters.ts's conditions (a grade or
-- recommendation needs a coverage), on public rows only, with the genre among the row's.
CREATE OR REPLACE FUNCTION script_filter_holds(c script_filter_counts, f script_facts) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    f.is_public
    AND (c.genre_id IS NULL OR c.genre_id = ANY (f.genre_ids))
    AND (c.screenplay_type IS NULL OR f.screenplay_type = c.screenplay_type)
    AND (c.format IS NULL OR f.format = c.format)
    AND (c.budget_band IS NULL OR f.budget_band = c.budget_band)
    AND (c.pages_min IS NULL OR f.page_count >= c.pages_min)
    AND (c.pages_max IS NULL OR f.page_count <= c.pages_max)
    AND (c.cast_min IS NULL OR f.speaking_cast >= c.cast_min)
    AND (c.cast_max IS NULL OR f.speaking_cast <= c.cast_max)
    AND (c.locations_min IS NULL OR f.locations >= c.locations_min)
    AND (c.locations_max IS NULL OR f.locations <= c.locations_max)
    AND (c.exterior_min IS NULL OR f.exterior_pct >= c.exterior_min)
    AND (c.exterior_max IS NULL OR f.exterior_pct <= c.exterior_max)
    AND (c.night_min IS NULL OR f.night_pct >= c.night_min)
    AND (c.night_max IS NULL OR f.night_pct <= c.night_max)
    AND (c.dialogue_min IS NULL OR f.dialogue_pct >= c.dialogue_min)
    AND (c.dialogue_max IS NULL OR f.dialogue_pct <= c.dialogue_max)
    AND (c.lead_min IS NULL OR f.lead_pct >= c.lead_min)
    AND (c.lead_max IS NULL OR f.lead_pct <= c.lead_max)
    AND (c.has_coverage IS NULL OR f.has_coverage = c.has_coverage)
    AND (c.min_score IS NULL OR (f.has_coverage AND f.coverage_score >= c.min_score))
    AND (c.recommendation IS NULL OR (f.has_coverage AND f.recommendation = c.recommendation)),
    false)
$$;
--> statement-breakpoint
-- A script's facts row before and after a write (NULL: none).
CREATE TYPE script_filter_move AS (script_id uuid, was script_facts, now script_facts);
--> statement-breakpoint
-- A move row for each kept total the scripts entered or left. Always an INSERT into
-- script_filter_count_moves, even when nothing moves: it takes the lock a registration waits for
-- (filter-counts.ts), and its snapshot, taken after that lock, sees every total registered before.
-- Inserts never conflict with each other: writers run side by side. PL/pgSQL keeps the statement's
-- plan per session (a SQL function was planned at every call: ~5 ms a write).
CREATE OR REPLACE FUNCTION script_filter_counts_move(moves script_filter_move[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  one script_filter_move;
BEGIN
  -- One script (most writes, and each row of a script's visibility, type or genres): one pass over
  -- the kept totals.
  IF cardinality(moves) = 1 THEN
    one := moves[1];
    INSERT INTO script_filter_count_moves (count_id, matches, entered, gone)
    SELECT h.id, CASE WHEN h.now_in THEN 1 ELSE -1 END,
           CASE WHEN h.keeps_ids AND h.now_in THEN ARRAY[one.script_id] END,
           CASE WHEN h.keeps_ids AND NOT h.now_in THEN ARRAY[one.script_id] END
      FROM (SELECT c.id, c.match_ids IS NOT NULL AS keeps_ids,
                   script_filter_holds(c, one.now) AS now_in, script_filter_holds(c, one.was) AS was_in
              FROM script_filter_counts c
            OFFSET 0) h
     WHERE h.now_in <> h.was_in;
    RETURN;
  END IF;
  INSERT INTO script_filter_count_moves (count_id, matches, entered, gone)
  SELECT h.id,
         count(*) FILTER (WHERE h.now_in) - count(*) FILTER (WHERE h.was_in),
         array_agg(h.script_id) FILTER (WHERE h.now_in AND h.keeps_ids),
         array_agg(h.script_id) FILTER (WHERE h.was_in AND h.keeps_ids)
          -- OFFSET 0: each filter is checked once per row and side, not once per use.
    FROM (SELECT k.id, k.match_ids IS NOT NULL AS keeps_ids, m.script_id,
                 script_filter_holds(k, m.was) AS was_in, script_filter_holds(k, m.now) AS now_in
            FROM script_filter_counts k CROSS JOIN unnest(moves) m
          OFFSET 0) h
   WHERE h.was_in <> h.now_in
   GROUP BY h.id;
END
$$;
--> statement-breakpoint
-- Facts rows written, changed or deleted by one statement (a parse, a coverage, a version switch;
-- the scripts' visibility, type or genres through the triggers above and 0028's; scripts deleted;
-- the bulk seed's set-wise writes): the totals move once per statement. (Row by row, a statement
-- writing many facts rows stacked a new version of the same totals per row within its transaction,
-- and each row's update read them all.) A statement changing nothing a filter reads (views and clout
-- copied onto the facts row for the list orders) moves nothing and returns at once.
CREATE OR REPLACE FUNCTION script_filter_counts_of_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moves script_filter_move[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    moves := ARRAY(SELECT ROW(n.script_id, NULL, ROW(n.*)::script_facts)::script_filter_move FROM new_facts n);
  ELSIF TG_OP = 'DELETE' THEN
    moves := ARRAY(SELECT ROW(o.script_id, ROW(o.*)::script_facts, NULL)::script_filter_move FROM old_facts o);
  ELSE
    moves := ARRAY(
      SELECT ROW(coalesce(n.script_id, o.script_id),
                 CASE WHEN o.script_id IS NOT NULL THEN ROW(o.*)::script_facts END,
                 CASE WHEN n.script_id IS NOT NULL THEN ROW(n.*)::script_facts END)::script_filter_move
        FROM old_facts o FULL JOIN new_facts n ON n.script_id = o.script_id
       WHERE (o.script_id, o.is_public, o.genre_ids, o.screenplay_type, o.format, o.budget_band, o.page_count,
              o.speaking_cast, o.locations, o.exterior_pct, o.night_pct, o.dialogue_pct, o.lead_pct,
              o.has_coverage, o.coverage_score, o.recommendation)
             IS DISTINCT FROM
             (n.script_id, n.is_public, n.genre_ids, n.screenplay_type, n.format, n.budget_band, n.page_count,
              n.speaking_cast, n.locations, n.exterior_pct, n.night_pct, n.dialogue_pct, n.lead_pct,
              n.has_coverage, n.coverage_score, n.recommendation));
  END IF;
  IF cardinality(moves) > 0 THEN
    PERFORM script_filter_counts_move(moves);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_filter_counts_facts_insert
  AFTER INSERT ON script_facts
  REFERENCING NEW TABLE AS new_facts
  FOR EACH STATEMENT EXECUTE FUNCTION script_filter_counts_of_facts();
--> statement-breakpoint
CREATE TRIGGER script_filter_counts_facts_delete
  AFTER DELETE ON script_facts
  REFERENCING OLD TABLE AS old_facts
  FOR EACH STATEMENT EXECUTE FUNCTION script_filter_counts_of_facts();
--> statement-breakpoint
CREATE TRIGGER script_filter_counts_facts_update
  AFTER UPDATE ON script_facts
  REFERENCING OLD TABLE AS old_facts NEW TABLE AS new_facts
  FOR EACH STATEMENT EXECUTE FUNCTION script_filter_counts_of_facts();
--> statement-breakpoint
-- Emptied facts (tests empty every table between files): no total is known any more. Emptied genres:
-- the facts rows lose theirs (the totals follow through the update).
CREATE OR REPLACE FUNCTION script_filter_counts_forget() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'script_genres' THEN
    UPDATE script_facts SET genre_ids = '{}' WHERE genre_ids <> '{}';
  ELSE
    DELETE FROM script_filter_count_moves;
    DELETE FROM script_filter_counts;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_filter_counts_facts_truncate
  AFTER TRUNCATE ON script_facts
  FOR EACH STATEMENT EXECUTE FUNCTION script_filter_counts_forget();
--> statement-breakpoint
CREATE TRIGGER script_filter_counts_genres_truncate
  AFTER TRUNCATE ON script_genres
  FOR EACH STATEMENT EXECUTE FUNCTION script_filter_counts_forget();
