-- Storage quota (issue 28 finding 4). A user's usage is the SUM of the stored sizes of everything
-- their uploads keep, read under a lock on the owner's users row in the transaction that adds a
-- file, so parallel uploads cannot both pass a quota only one fits. Deleting a row frees its bytes.
-- Covers stored before this migration count 0 bytes (their renditions were not measured).
ALTER TABLE "script_covers" ADD COLUMN IF NOT EXISTS "size_bytes" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "image_generations" ADD COLUMN IF NOT EXISTS "size_bytes" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "avatar_bytes" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- The per-user upload rate (UPLOADS_PER_USER_PER_MINUTE across every upload route): one row per
-- upload attempt, pruned as the user's next upload is counted.
CREATE TABLE IF NOT EXISTS "upload_attempts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "upload_attempts_user_created_idx" ON "upload_attempts" ("user_id", "created_at");
