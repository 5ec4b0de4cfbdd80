-- Counting a page filter with nothing kept (issue 35): the facts index read by counts is now ordered
-- by format, budget band and page count, and carries the script id instead of the sort keys.
-- - A filter with a format and a budget band reads its page range within that pair only (a
--   low-budget feature up to 110 pages: ~13k index entries of 85k public rows at 100k scripts,
--   against ~31k for the whole feature range). One with a page range but no format or band lists
--   every format and band (filters.ts), so the range is still read as one range per pair.
-- - The sort keys (created_at, received_clout, views) were never read from it: reading matches
--   apart from the walk (sortedApartIds) needs the script id and title from the table anyway. The
--   entries are ~40% smaller, and a change of views or clout no longer rewrites a wide entry here.
-- - The script id makes it covering for a genre's rows joined with the facts (a genre and page
--   filters): the count is a hash join of two index-only scans instead of a scan of script_facts.
-- INCLUDE cannot be said in Drizzle's schema: written by hand, like 0029.
DROP INDEX IF EXISTS "script_facts_public_facts_idx";
--> statement-breakpoint
CREATE INDEX "script_facts_public_facts_idx" ON "script_facts" ("format", "budget_band", "page_count") INCLUDE ("speaking_cast", "locations", "exterior_pct", "night_pct", "dialogue_pct", "lead_pct", "has_coverage", "coverage_score", "recommendation", "screenplay_type", "script_id") WHERE "is_public";
