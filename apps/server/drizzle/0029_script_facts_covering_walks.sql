-- Page-filtered lists walk script_facts' public rows in list order (migration 0028) and check each
-- walked row's facts. The sort indexes now carry every fact column (INCLUDE, which drizzle-kit's
-- schema cannot express: this file was generated with `drizzle-kit generate --custom` and written by
-- hand), so the walk reads the index alone (an index-only scan where the visibility map allows)
-- instead of fetching a table row per walked entry: page 20 of a combined filter at 100k scripts
-- walked ~7,800 rows in 21.7 ms, and reads the index alone in 2.6 ms.
DROP INDEX IF EXISTS "script_facts_public_created_idx";
--> statement-breakpoint
CREATE INDEX "script_facts_public_created_idx" ON "script_facts" ("created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST) INCLUDE ("format", "page_count", "speaking_cast", "locations", "exterior_pct", "night_pct", "dialogue_pct", "lead_pct", "budget_band", "has_coverage", "coverage_score", "recommendation", "screenplay_type") WHERE "is_public";
--> statement-breakpoint
DROP INDEX IF EXISTS "script_facts_public_clout_idx";
--> statement-breakpoint
CREATE INDEX "script_facts_public_clout_idx" ON "script_facts" ("received_clout" DESC NULLS LAST, "created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST) INCLUDE ("format", "page_count", "speaking_cast", "locations", "exterior_pct", "night_pct", "dialogue_pct", "lead_pct", "budget_band", "has_coverage", "coverage_score", "recommendation", "screenplay_type") WHERE "is_public";
--> statement-breakpoint
DROP INDEX IF EXISTS "script_facts_public_views_idx";
--> statement-breakpoint
CREATE INDEX "script_facts_public_views_idx" ON "script_facts" ("views" DESC NULLS LAST, "created_at" DESC NULLS LAST, "script_id" DESC NULLS LAST) INCLUDE ("format", "page_count", "speaking_cast", "locations", "exterior_pct", "night_pct", "dialogue_pct", "lead_pct", "budget_band", "has_coverage", "coverage_score", "recommendation", "screenplay_type") WHERE "is_public";
--> statement-breakpoint
DROP INDEX IF EXISTS "script_facts_public_title_idx";
--> statement-breakpoint
CREATE INDEX "script_facts_public_title_idx" ON "script_facts" ("title", "script_id") INCLUDE ("format", "page_count", "speaking_cast", "locations", "exterior_pct", "night_pct", "dialogue_pct", "lead_pct", "budget_band", "has_coverage", "coverage_score", "recommendation", "screenplay_type") WHERE "is_public";
