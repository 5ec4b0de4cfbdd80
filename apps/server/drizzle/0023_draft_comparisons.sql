-- Draft comparison (issue 32): the owner's choice to let readers of a public script compare its
-- drafts, and the comparisons kept per version pair and algorithm (computed once, read on every view).
ALTER TABLE "scripts" ADD COLUMN IF NOT EXISTS "readers_may_compare" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "draft_comparisons" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "script_id" uuid NOT NULL REFERENCES "scripts"("id") ON DELETE cascade,
  "from_version_id" uuid NOT NULL REFERENCES "script_versions"("id") ON DELETE cascade,
  "to_version_id" uuid NOT NULL REFERENCES "script_versions"("id") ON DELETE cascade,
  "algorithm" integer NOT NULL,
  "from_parsed_at" timestamp with time zone NOT NULL,
  "to_parsed_at" timestamp with time zone NOT NULL,
  "result" jsonb NOT NULL,
  "duration_ms" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "draft_comparisons_pair_unique" ON "draft_comparisons" ("from_version_id", "to_version_id", "algorithm");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "draft_comparisons_script_idx" ON "draft_comparisons" ("script_id");
