-- Each script's genres as lists show them, [{"name", "slug"}] in the writer's order, kept on the
-- script row by triggers on script_genres and genres (issue 18). A list page read them with a
-- correlated json_agg per row, about half of the page statement's time in PostgreSQL (at 100k
-- scripts, first page by clout: 0.30 ms with the aggregate, 0.15 ms reading this column).
-- Kept in the transaction that changes the links or a genre's name, so every writer (the app, the
-- bulk seed, tests writing rows) keeps it. `json`, not `jsonb`: lists only ever print it.
ALTER TABLE "scripts" ADD COLUMN IF NOT EXISTS "genre_list" json NOT NULL DEFAULT '[]'::json;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION script_genre_list_refresh(script_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE scripts s
     SET genre_list = l.list
    FROM (
      SELECT ids.id,
             coalesce((
               SELECT json_agg(json_build_object('name', g.name, 'slug', g.slug) ORDER BY sg.position, g.id)
                 FROM script_genres sg JOIN genres g ON g.id = sg.genre_id
                WHERE sg.script_id = ids.id
             ), '[]'::json) AS list
        FROM unnest(script_ids) AS ids (id)
    ) l
   WHERE s.id = l.id AND s.genre_list::text IS DISTINCT FROM l.list::text;
$$;
--> statement-breakpoint
-- Links added, removed or changed: the scripts they name, once per statement.
CREATE OR REPLACE FUNCTION script_genre_list_of_links() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM script_genre_list_refresh(ARRAY(SELECT DISTINCT script_id FROM new_links));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM script_genre_list_refresh(ARRAY(SELECT DISTINCT script_id FROM old_links));
  ELSE
    PERFORM script_genre_list_refresh(ARRAY(SELECT script_id FROM old_links UNION SELECT script_id FROM new_links));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_genre_list_links_insert
  AFTER INSERT ON script_genres
  REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION script_genre_list_of_links();
--> statement-breakpoint
CREATE TRIGGER script_genre_list_links_delete
  AFTER DELETE ON script_genres
  REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION script_genre_list_of_links();
--> statement-breakpoint
CREATE TRIGGER script_genre_list_links_update
  AFTER UPDATE ON script_genres
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION script_genre_list_of_links();
--> statement-breakpoint
-- A genre renamed (the genre list is upserted from the code at every start): the scripts that have it.
CREATE OR REPLACE FUNCTION script_genre_list_of_genres() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM script_genre_list_refresh(ARRAY(
    SELECT DISTINCT sg.script_id
      FROM new_genres n
      JOIN old_genres o ON o.id = n.id
      JOIN script_genres sg ON sg.genre_id = n.id
     WHERE (n.name, n.slug) IS DISTINCT FROM (o.name, o.slug)
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_genre_list_genres_update
  AFTER UPDATE ON genres
  REFERENCING OLD TABLE AS old_genres NEW TABLE AS new_genres
  FOR EACH STATEMENT EXECUTE FUNCTION script_genre_list_of_genres();
--> statement-breakpoint
-- Backfill: every script with genres.
UPDATE scripts s
   SET genre_list = l.list
  FROM (
    SELECT sg.script_id, json_agg(json_build_object('name', g.name, 'slug', g.slug) ORDER BY sg.position, g.id) AS list
      FROM script_genres sg JOIN genres g ON g.id = sg.genre_id
     GROUP BY sg.script_id
  ) l
 WHERE s.id = l.script_id;
