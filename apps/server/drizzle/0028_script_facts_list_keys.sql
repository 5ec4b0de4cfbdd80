-- Page filters read in list order (issue 35): script_facts carries its script's visibility, type and
-- sort keys, kept by triggers like script_list_keys (migration 0015), so a public list filtered by
-- page facts walks one index of script_facts in list order, checks each row's facts on that row and
-- stops after a page. Before, the scripts index was walked with a semi-join into script_facts per
-- row (a combined filter at 100k scripts: ~45 ms for the first page, ~560 ms for its count).
ALTER TABLE "script_facts" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "script_facts" ADD COLUMN "screenplay_type" text DEFAULT 'movie' NOT NULL;
--> statement-breakpoint
ALTER TABLE "script_facts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "script_facts" ADD COLUMN "received_clout" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "script_facts" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "script_facts" ADD COLUMN "title" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "script_facts" f
   SET is_public = s.is_public, screenplay_type = s.screenplay_type, created_at = s.created_at,
       received_clout = s.received_clout, views = s.views, title = s.title
  FROM scripts s
 WHERE s.id = f.script_id;
--> statement-breakpoint
-- Whoever writes a facts row (the parse job, the bulk seed, tests), its keys are the script's.
CREATE OR REPLACE FUNCTION script_facts_keys_of_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.is_public, s.screenplay_type, s.created_at, s.received_clout, s.views, s.title
    INTO NEW.is_public, NEW.screenplay_type, NEW.created_at, NEW.received_clout, NEW.views, NEW.title
    FROM scripts s WHERE s.id = NEW.script_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_facts_keys_insert
  BEFORE INSERT ON script_facts
  FOR EACH ROW EXECUTE FUNCTION script_facts_keys_of_insert();
--> statement-breakpoint
-- A script's change of visibility, type or sort key reaches its facts row in the same transaction.
CREATE OR REPLACE FUNCTION script_facts_keys_of_script() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE script_facts
     SET is_public = NEW.is_public, screenplay_type = NEW.screenplay_type, created_at = NEW.created_at,
         received_clout = NEW.received_clout, views = NEW.views, title = NEW.title
   WHERE script_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER script_facts_keys_script_update
  AFTER UPDATE OF is_public, screenplay_type, created_at, received_clout, views, title ON scripts
  FOR EACH ROW
  WHEN ((OLD.is_public, OLD.screenplay_type, OLD.created_at, OLD.received_clout, OLD.views, OLD.title)
        IS DISTINCT FROM (NEW.is_public, NEW.screenplay_type, NEW.created_at, NEW.received_clout, NEW.views, NEW.title))
  EXECUTE FUNCTION script_facts_keys_of_script();
--> statement-breakpoint
-- The list orders of `scripts`, NULLS LAST and ties by id included, over public rows only.
CREATE INDEX "script_facts_public_created_idx" ON "script_facts" ("created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST) WHERE "is_public";
--> statement-breakpoint
CREATE INDEX "script_facts_public_clout_idx" ON "script_facts" ("received_clout" DESC NULLS LAST, "created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST) WHERE "is_public";
--> statement-breakpoint
CREATE INDEX "script_facts_public_views_idx" ON "script_facts" ("views" DESC NULLS LAST, "created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST) WHERE "is_public";
--> statement-breakpoint
CREATE INDEX "script_facts_public_title_idx" ON "script_facts" ("title", "script_id") WHERE "is_public";
--> statement-breakpoint
-- Counting a filter, or reading few matches to sort them apart from the walk (sortedApartIds), reads
-- this index alone (an index-only scan where the visibility map allows): the public rows' facts and
-- sort keys but the title, a format and page range read as a range.
DROP INDEX IF EXISTS "script_facts_format_pages_idx";
--> statement-breakpoint
CREATE INDEX "script_facts_public_facts_idx" ON "script_facts" ("format", "page_count") INCLUDE ("screenplay_type", "speaking_cast", "locations", "exterior_pct", "night_pct", "dialogue_pct", "lead_pct", "budget_band", "has_coverage", "coverage_score", "recommendation", "created_at", "received_clout", "views") WHERE "is_public";
--> statement-breakpoint
-- A narrow filter (a contained script: few roles, few locations) is counted from bitmaps of these
-- and coverage's index rather than by reading every public row's facts (13 matches among 85k public
-- scripts: ~10 ms against ~70 ms, on a loaded machine).
CREATE INDEX "script_facts_public_cast_idx" ON "script_facts" ("speaking_cast") WHERE "is_public";
--> statement-breakpoint
CREATE INDEX "script_facts_public_locations_idx" ON "script_facts" ("locations") WHERE "is_public";
