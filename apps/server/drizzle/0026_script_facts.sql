-- Facts measured from the parse of each script's current version and its newest completed coverage
-- (issue 35): what the page filters of /discover and /scripts read. Written by the parse job, a
-- version switch and the coverage job (modules/coverage/refresh-script-facts.ts); a script without a
-- parsed current version has no row. Existing scripts are filled by re-parsing (admin "re-parse all"),
-- which refreshes every script's facts.
CREATE TABLE "script_facts" (
	"script_id" uuid PRIMARY KEY NOT NULL,
	"version_id" uuid,
	"page_count" integer NOT NULL,
	"format" text NOT NULL,
	"speaking_cast" integer NOT NULL,
	"locations" integer NOT NULL,
	"exterior_pct" smallint NOT NULL,
	"night_pct" smallint NOT NULL,
	"dialogue_pct" smallint NOT NULL,
	"lead_pct" smallint NOT NULL,
	"budget_band" text NOT NULL,
	"has_coverage" boolean DEFAULT false NOT NULL,
	"coverage_score" integer,
	"coverage_grade" text,
	"recommendation" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "script_facts_format_check" CHECK ("script_facts"."format" in ('feature', 'pilot', 'short', 'play')),
	CONSTRAINT "script_facts_budget_check" CHECK ("script_facts"."budget_band" in ('Micro', 'Low', 'Medium', 'High'))
);
--> statement-breakpoint
ALTER TABLE "script_facts" ADD CONSTRAINT "script_facts_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "script_facts" ADD CONSTRAINT "script_facts_version_id_script_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."script_versions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "script_facts_format_pages_idx" ON "script_facts" USING btree ("format","page_count");
--> statement-breakpoint
CREATE INDEX "script_facts_coverage_idx" ON "script_facts" USING btree ("coverage_score") WHERE "script_facts"."has_coverage";
