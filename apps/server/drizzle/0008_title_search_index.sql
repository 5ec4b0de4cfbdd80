-- Title words alone, for search candidates: the planner estimates this expression well, so a word
-- found in few titles is read from this index and a common one from the clout index.
CREATE INDEX IF NOT EXISTS "scripts_title_tsv_idx" ON "scripts" USING gin (to_tsvector('simple', coalesce("title", '')));
