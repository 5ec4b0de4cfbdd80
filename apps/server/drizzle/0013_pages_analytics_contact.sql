-- Information pages (issue 15): member spotlight opt-in, contact messages, analytics.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "spotlight_opt_in" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid,
	"user_id" text REFERENCES "users"("id") ON DELETE SET NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text DEFAULT 'general' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_message_length" CHECK (char_length("message") between 1 and 5000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contact_messages_submission_unique" ON "contact_messages" ("submission_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_created_idx" ON "contact_messages" ("created_at" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text REFERENCES "users"("id") ON DELETE SET NULL,
	"page" text NOT NULL,
	"title" text,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"properties" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_page_views_time_nonnegative" CHECK ("time_spent_ms" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_page_views_created_idx" ON "analytics_page_views" ("created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text REFERENCES "users"("id") ON DELETE SET NULL,
	"event_name" text NOT NULL,
	"properties" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_events_created_idx" ON "analytics_events" ("created_at");
