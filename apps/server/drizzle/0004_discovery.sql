CREATE TABLE "clout_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" text NOT NULL,
	"script_id" uuid,
	"counterparty_id" text,
	"message" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clout_transactions_amount_positive" CHECK ("clout_transactions"."amount" > 0),
	CONSTRAINT "clout_transactions_type_check" CHECK ("clout_transactions"."type" in ('gave', 'received', 'earned', 'spent', 'monthly_allowance'))
);
--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "screenplay_type" text DEFAULT 'movie' NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "is_contest_winner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "is_staff_pick" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "clout_transactions" ADD CONSTRAINT "clout_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clout_transactions" ADD CONSTRAINT "clout_transactions_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clout_transactions" ADD CONSTRAINT "clout_transactions_counterparty_id_users_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clout_transactions_user_created_idx" ON "clout_transactions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clout_transactions_script_created_idx" ON "clout_transactions" USING btree ("script_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "clout_transactions_idempotency_unique" ON "clout_transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "scripts_public_views_idx" ON "scripts" USING btree ("is_public","views" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scripts_public_title_idx" ON "scripts" USING btree ("is_public","title");--> statement-breakpoint
CREATE INDEX "scripts_type_idx" ON "scripts" USING btree ("screenplay_type","is_public");--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_screenplay_type_check" CHECK ("scripts"."screenplay_type" in ('movie', 'tv', 'play', 'short'));--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_review_count_nonnegative" CHECK ("scripts"."review_count" >= 0);