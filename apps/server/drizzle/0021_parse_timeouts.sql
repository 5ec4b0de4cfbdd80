-- Parses that ran out of time or memory, per uploader (issue 28, finding 3): past a budget in a
-- window, the user's uploads are refused until the oldest leaves the window.
CREATE TABLE IF NOT EXISTS "parse_timeouts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "version_id" uuid,
  "reason" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parse_timeouts_user_created_idx" ON "parse_timeouts" ("user_id", "created_at" DESC);
