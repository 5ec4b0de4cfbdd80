CREATE TABLE "screenplay_parses" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"model" jsonb,
	"stats" jsonb,
	"error" text,
	"duration_ms" integer,
	"parsed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "screenplay_parses" ADD CONSTRAINT "screenplay_parses_version_id_script_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."script_versions"("id") ON DELETE cascade ON UPDATE no action;