CREATE TABLE IF NOT EXISTS "sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_key" text NOT NULL,
	"network_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sign_in_failures_account_created_idx" ON "sign_in_failures" USING btree ("account_key","created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "known_devices_user_idx" ON "known_devices" USING btree ("user_id");
