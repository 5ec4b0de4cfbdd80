-- Admin area (issue 14): the audit log, admin balance adjustments in the clout ledger, indexes for
-- the admin users table at 100k users, and profile views counted once per viewer per day.
CREATE TABLE IF NOT EXISTS "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"target_user_id" text,
	"target_script_id" uuid,
	"subject" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admin_audit_log_target_user_created_idx" ON "admin_audit_log" ("target_user_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admin_audit_log_created_idx" ON "admin_audit_log" ("created_at" DESC);--> statement-breakpoint
ALTER TABLE "clout_transactions" DROP CONSTRAINT IF EXISTS "clout_transactions_type_check";--> statement-breakpoint
ALTER TABLE "clout_transactions" ADD CONSTRAINT "clout_transactions_type_check" CHECK ("clout_transactions"."type" in ('gave', 'received', 'earned', 'spent', 'monthly_allowance', 'admin_credit', 'admin_debit'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_sort_idx" ON "users" (lower("name"), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_sort_idx" ON "users" (lower("email"), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_sort_idx" ON "users" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_role_sort_idx" ON "users" ("role", "created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "profile_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_views_nonnegative" CHECK ("users"."profile_views" >= 0);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "profile_views" (
	"user_id" text NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "profile_views_user_id_viewer_key_day_pk" PRIMARY KEY("user_id","viewer_key","day")
);--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
