-- Re-analysis is limited per report (one live report per version) and UTC day (issue 12, finding 14):
-- the day of the last re-analysis and how many were queued on it, checked and bumped by one
-- conditional UPDATE, so parallel requests cannot both pass.
ALTER TABLE "coverages" ADD COLUMN IF NOT EXISTS "reanalysis_day" text;--> statement-breakpoint
ALTER TABLE "coverages" ADD COLUMN IF NOT EXISTS "reanalyses_on_day" integer DEFAULT 0 NOT NULL;
