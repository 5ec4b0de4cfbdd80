-- Cover posters (issue 16): one row per image-generation job. The job writes the result (a stored
-- image) or a public error; 'Use as Cover Image' turns a completed row into a cover version.
-- Counted per user for the rate limit and, for paid providers, the monthly cap.
CREATE TABLE IF NOT EXISTS "image_generations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "script_id" uuid NOT NULL REFERENCES "scripts"("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL,
  "provider" text NOT NULL,
  "model" text NOT NULL,
  "prompt" text NOT NULL,
  "styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "is_paid" boolean DEFAULT false NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "image_key" text,
  "content_type" text,
  "error" text,
  "cover_version" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "completed_at" timestamp with time zone,
  CONSTRAINT "image_generations_status_check" CHECK ("status" in ('pending', 'processing', 'completed', 'failed', 'used', 'discarded')),
  CONSTRAINT "image_generations_provider_check" CHECK ("provider" in ('openai', 'fal', 'local'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "image_generations_user_created_idx" ON "image_generations" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "image_generations_script_idx" ON "image_generations" ("script_id");
