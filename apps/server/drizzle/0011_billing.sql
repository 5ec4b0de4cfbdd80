-- Billing (issue 13): one billing account per user (customer, subscription and its state), the
-- provider events applied once, the payments shown on /billing, and the test-mode checkout sessions.
CREATE TABLE IF NOT EXISTS "billing_accounts" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"provider" text NOT NULL,
	"customer_id" text,
	"subscription_id" text,
	"tier" text NOT NULL DEFAULT 'free',
	"status" text,
	"cancel_at_period_end" boolean NOT NULL DEFAULT false,
	"current_period_end" timestamp with time zone,
	"state_at" timestamp with time zone,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_provider_check" CHECK ("provider" in ('stripe', 'test')),
	CONSTRAINT "billing_accounts_tier_check" CHECK ("tier" in ('free', 'basic', 'pro', 'studio', 'enterprise'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "billing_accounts_customer_unique" ON "billing_accounts" ("customer_id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "billing_accounts_subscription_unique" ON "billing_accounts" ("subscription_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "billing_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"provider_ref" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_transactions_amount_nonnegative" CHECK ("amount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "billing_transactions_ref_unique" ON "billing_transactions" ("provider_ref");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "billing_transactions_user_created_idx" ON "billing_transactions" ("user_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "test_checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"tier" text,
	"quantity" integer,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL DEFAULT 'open',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "test_checkout_sessions_kind_check" CHECK ("kind" in ('subscription', 'tokens')),
	CONSTRAINT "test_checkout_sessions_status_check" CHECK ("status" in ('open', 'completed', 'cancelled'))
);
