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
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_client_budget" (
	"client_key" text NOT NULL,
	"bucket" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_client_budget_pk" PRIMARY KEY("client_key","bucket")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_client_budget_created_idx" ON "analytics_client_budget" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_daily" (
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"signed_in" integer DEFAULT 0 NOT NULL,
	"time_spent_sum" bigint DEFAULT 0 NOT NULL,
	"time_spent_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_pk" PRIMARY KEY("day","kind","name")
);
