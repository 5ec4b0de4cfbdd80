-- Full-text search inside scripts (issue 35): one row per page of every parsed version, with the
-- page's printed lines (kind and text, for showing matches in screenplay layout) and its words as a
-- tsvector under a GIN index. A trigger on screenplay_parses rebuilds a version's rows whenever the
-- parse job stores a result, so the index follows every parse and re-parse in the same transaction.
-- Rows are kept per version: a search matches only a script's active version, and whether a script
-- is public is read from scripts at query time, so neither needs to touch this table.
CREATE TABLE IF NOT EXISTS "script_page_texts" (
  "version_id" uuid NOT NULL REFERENCES "script_versions"("id") ON DELETE cascade,
  "page" integer NOT NULL,
  "lines" jsonb NOT NULL,
  "document" tsvector NOT NULL,
  CONSTRAINT "script_page_texts_pkey" PRIMARY KEY ("version_id", "page")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_page_texts_document_idx" ON "script_page_texts" USING gin ("document");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION index_script_page_texts(target uuid) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM script_page_texts WHERE version_id = target;
  INSERT INTO script_page_texts (version_id, page, lines, document)
  SELECT sp.version_id, (pg.value->>'number')::int, x.lines, to_tsvector('english', x.body)
  FROM screenplay_parses sp
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(sp.model->'pages') = 'array' THEN sp.model->'pages' ELSE '[]'::jsonb END
  ) pg
  CROSS JOIN LATERAL (
    SELECT coalesce(jsonb_agg(jsonb_build_array(l.value->>'kind', l.value->>'text') ORDER BY l.o), '[]'::jsonb) AS lines,
           coalesce(string_agg(l.value->>'text', E'\n' ORDER BY l.o), '') AS body
    FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(pg.value->'lines') = 'array' THEN pg.value->'lines' ELSE '[]'::jsonb END
    ) WITH ORDINALITY AS l(value, o)
    WHERE l.value->>'kind' IS DISTINCT FROM 'more' AND coalesce(l.value->>'text', '') <> ''
  ) x
  WHERE sp.version_id = target AND sp.status = 'done' AND jsonb_typeof(pg.value->'number') = 'number'
  ON CONFLICT (version_id, page) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION script_page_texts_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM index_script_page_texts(NEW.version_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS screenplay_parses_page_texts ON screenplay_parses;
--> statement-breakpoint
CREATE TRIGGER screenplay_parses_page_texts
  AFTER INSERT OR UPDATE ON screenplay_parses
  FOR EACH ROW EXECUTE FUNCTION script_page_texts_trigger();
--> statement-breakpoint
-- Backfill: every version parsed before this migration.
SELECT index_script_page_texts(version_id) FROM screenplay_parses WHERE status = 'done';
