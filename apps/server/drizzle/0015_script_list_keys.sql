-- Genre- and type-filtered public lists read their page from an index in list order (issue 18):
-- one row per public script and list filter it belongs to ('type:<screenplay_type>', and for each of
-- its genres 'genre:<genre id>' and 'genre:<genre id>:type:<screenplay_type>'), carrying the sort
-- keys of `scripts`. A filtered page
-- is then a range of one index, like an unfiltered page, at any depth; before, the sort index of
-- `scripts` was walked and each row checked against script_genres (page 50 of one genre: 35-120 ms).
-- Kept by triggers in the transaction that changes a script or its genres, so every writer
-- (the app, the bulk seed, tests writing rows) keeps it; private scripts have no rows.
CREATE TABLE IF NOT EXISTS "script_list_keys" (
  "script_id" uuid NOT NULL REFERENCES "scripts"("id") ON DELETE CASCADE,
  "facet" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "received_clout" integer NOT NULL,
  "views" integer NOT NULL,
  "title" text NOT NULL,
  PRIMARY KEY ("script_id", "facet")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_list_keys_created_idx" ON "script_list_keys" ("facet", "created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_list_keys_clout_idx" ON "script_list_keys" ("facet", "received_clout" DESC NULLS LAST, "created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_list_keys_views_idx" ON "script_list_keys" ("facet", "views" DESC NULLS LAST, "created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_list_keys_title_idx" ON "script_list_keys" ("facet", "title", "script_id");
--> statement-breakpoint
-- A script: its rows follow its visibility, type and sort keys.
CREATE OR REPLACE FUNCTION script_list_keys_of_script() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.is_public AND NEW.is_public AND OLD.screenplay_type = NEW.screenplay_type THEN
    UPDATE script_list_keys
       SET created_at = NEW.created_at, received_clout = NEW.received_clout, views = NEW.views, title = NEW.title
     WHERE script_id = NEW.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM script_list_keys WHERE script_id = NEW.id;
  END IF;
  IF NEW.is_public THEN
    INSERT INTO script_list_keys (script_id, facet, created_at, received_clout, views, title)
    SELECT NEW.id, 'type:' || NEW.screenplay_type, NEW.created_at, NEW.received_clout, NEW.views, NEW.title
    UNION ALL
    SELECT NEW.id, f.facet, NEW.created_at, NEW.received_clout, NEW.views, NEW.title
      FROM script_genres sg,
           LATERAL (VALUES ('genre:' || sg.genre_id), ('genre:' || sg.genre_id || ':type:' || NEW.screenplay_type)) f (facet)
     WHERE sg.script_id = NEW.id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_list_keys_script_insert
  AFTER INSERT ON scripts
  FOR EACH ROW EXECUTE FUNCTION script_list_keys_of_script();
--> statement-breakpoint
CREATE TRIGGER script_list_keys_script_update
  AFTER UPDATE OF is_public, screenplay_type, created_at, received_clout, views, title ON scripts
  FOR EACH ROW
  WHEN ((OLD.is_public, OLD.screenplay_type, OLD.created_at, OLD.received_clout, OLD.views, OLD.title)
        IS DISTINCT FROM (NEW.is_public, NEW.screenplay_type, NEW.created_at, NEW.received_clout, NEW.views, NEW.title))
  EXECUTE FUNCTION script_list_keys_of_script();
--> statement-breakpoint
-- A script's genres: one row per genre while the script is public (set-wise, once per statement).
CREATE OR REPLACE FUNCTION script_list_keys_genres_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO script_list_keys (script_id, facet, created_at, received_clout, views, title)
  SELECT s.id, f.facet, s.created_at, s.received_clout, s.views, s.title
    FROM added_genres n JOIN scripts s ON s.id = n.script_id,
         LATERAL (VALUES ('genre:' || n.genre_id), ('genre:' || n.genre_id || ':type:' || s.screenplay_type)) f (facet)
   WHERE s.is_public
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_list_keys_genres_insert
  AFTER INSERT ON script_genres
  REFERENCING NEW TABLE AS added_genres
  FOR EACH STATEMENT EXECUTE FUNCTION script_list_keys_genres_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION script_list_keys_genres_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM script_list_keys k
   USING removed_genres o
   WHERE k.script_id = o.script_id AND (k.facet = 'genre:' || o.genre_id OR k.facet LIKE 'genre:' || o.genre_id || ':type:%');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_list_keys_genres_delete
  AFTER DELETE ON script_genres
  REFERENCING OLD TABLE AS removed_genres
  FOR EACH STATEMENT EXECUTE FUNCTION script_list_keys_genres_removed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION script_list_keys_genre_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM script_list_keys
   WHERE script_id = OLD.script_id AND (facet = 'genre:' || OLD.genre_id OR facet LIKE 'genre:' || OLD.genre_id || ':type:%');
  INSERT INTO script_list_keys (script_id, facet, created_at, received_clout, views, title)
  SELECT s.id, f.facet, s.created_at, s.received_clout, s.views, s.title
    FROM scripts s,
         LATERAL (VALUES ('genre:' || NEW.genre_id), ('genre:' || NEW.genre_id || ':type:' || s.screenplay_type)) f (facet)
   WHERE s.id = NEW.script_id AND s.is_public
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_list_keys_genre_update
  AFTER UPDATE OF script_id, genre_id ON script_genres
  FOR EACH ROW
  WHEN ((OLD.script_id, OLD.genre_id) IS DISTINCT FROM (NEW.script_id, NEW.genre_id))
  EXECUTE FUNCTION script_list_keys_genre_moved();
--> statement-breakpoint
-- Backfill: the rows of every public script.
INSERT INTO script_list_keys (script_id, facet, created_at, received_clout, views, title)
SELECT s.id, 'type:' || s.screenplay_type, s.created_at, s.received_clout, s.views, s.title
  FROM scripts s WHERE s.is_public
UNION ALL
SELECT s.id, f.facet, s.created_at, s.received_clout, s.views, s.title
  FROM script_genres sg JOIN scripts s ON s.id = sg.script_id,
       LATERAL (VALUES ('genre:' || sg.genre_id), ('genre:' || sg.genre_id || ':type:' || s.screenplay_type)) f (facet)
 WHERE s.is_public
ON CONFLICT DO NOTHING;
