-- Search over title (A), logline (B) and author name (C), kept up to date by triggers, plus trigram
-- indexes for typo-tolerant title matching. The 'simple' configuration keeps every word (no stemming),
-- so prefix matching as you type works on the words people actually wrote.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scripts_search_document(title text, logline text, author text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(logline, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(author, '')), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scripts_search_document_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := scripts_search_document(NEW.title, NEW.logline, (SELECT name FROM users WHERE id = NEW.user_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scripts_search_document_update
  BEFORE INSERT OR UPDATE OF title, logline, user_id ON scripts
  FOR EACH ROW EXECUTE FUNCTION scripts_search_document_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_name_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE scripts SET search_document = scripts_search_document(title, logline, NEW.name) WHERE user_id = NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_name_search_update
  AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION users_name_search_trigger();
--> statement-breakpoint
UPDATE scripts s SET search_document = scripts_search_document(s.title, s.logline, u.name) FROM users u WHERE u.id = s.user_id;
--> statement-breakpoint
CREATE INDEX scripts_search_document_idx ON scripts USING gin (search_document);
--> statement-breakpoint
CREATE INDEX scripts_title_trgm_idx ON scripts USING gin (lower(title) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX scripts_contest_winner_idx ON scripts (created_at DESC) WHERE is_contest_winner AND is_public;
--> statement-breakpoint
CREATE INDEX scripts_staff_pick_idx ON scripts (created_at DESC) WHERE is_staff_pick AND is_public;
