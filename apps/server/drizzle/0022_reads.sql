-- Reading log, share links, reading settings and read notifications (issue 33).
CREATE TABLE IF NOT EXISTS "share_links" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "script_id" uuid NOT NULL REFERENCES "scripts"("id") ON DELETE cascade,
  "version" integer NOT NULL,
  "created_by" text REFERENCES "users"("id") ON DELETE set null,
  "token_hash" text NOT NULL,
  "recipient" text NOT NULL,
  "allow_download" boolean DEFAULT false NOT NULL,
  "expires_at" timestamp with time zone,
  "revoked_at" timestamp with time zone,
  "first_opened_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "share_links_token_hash_unique" ON "share_links" ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_links_script_idx" ON "share_links" ("script_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "script_reads" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "script_id" uuid NOT NULL REFERENCES "scripts"("id") ON DELETE cascade,
  "version" integer NOT NULL,
  "reader_id" text REFERENCES "users"("id") ON DELETE set null,
  "reader_key" text NOT NULL,
  "share_link_id" uuid REFERENCES "share_links"("id") ON DELETE set null,
  "device" text NOT NULL,
  "page_count" integer,
  "last_seq" integer DEFAULT 0 NOT NULL,
  "budget_at" timestamp with time zone DEFAULT now() NOT NULL,
  "pages_read" integer DEFAULT 0 NOT NULL,
  "seconds_read" integer DEFAULT 0 NOT NULL,
  "finished" boolean DEFAULT false NOT NULL,
  "downloads" integer DEFAULT 0 NOT NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_reads_script_version_idx" ON "script_reads" ("script_id", "version", "started_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_reads_share_link_idx" ON "script_reads" ("share_link_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "script_read_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "read_id" uuid NOT NULL REFERENCES "script_reads"("id") ON DELETE cascade,
  "page" integer NOT NULL,
  "seconds" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_read_events_read_idx" ON "script_read_events" ("read_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "script_read_events_created_idx" ON "script_read_events" ("created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "script_read_pages" (
  "read_id" uuid NOT NULL REFERENCES "script_reads"("id") ON DELETE cascade,
  "page" integer NOT NULL,
  "seconds" integer DEFAULT 0 NOT NULL,
  "counted" boolean DEFAULT false NOT NULL,
  PRIMARY KEY ("read_id", "page")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reading_settings" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "read_privately" boolean DEFAULT false NOT NULL,
  "notify_reads" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "read_notifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "script_id" uuid NOT NULL REFERENCES "scripts"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "subject_id" uuid NOT NULL,
  "text" text NOT NULL,
  "seen_at" timestamp with time zone,
  "emailed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "read_notifications_subject_unique" ON "read_notifications" ("kind", "subject_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "read_notifications_owner_idx" ON "read_notifications" ("owner_id", "created_at");
