CREATE TABLE IF NOT EXISTS "saved_searches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "query" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_user_idx" ON "saved_searches" ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "saved_search_matches" (
  "saved_search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE cascade,
  "script_id" uuid NOT NULL REFERENCES "scripts"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("saved_search_id", "script_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reader_lists" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "share_token" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reader_lists_user_idx" ON "reader_lists" ("user_id", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reader_lists_share_token_unique" ON "reader_lists" ("share_token");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reader_list_items" (
  "list_id" uuid NOT NULL REFERENCES "reader_lists"("id") ON DELETE cascade,
  "script_id" uuid NOT NULL REFERENCES "scripts"("id") ON DELETE cascade,
  "added_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("list_id", "script_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reader_list_items_script_idx" ON "reader_list_items" ("script_id");
