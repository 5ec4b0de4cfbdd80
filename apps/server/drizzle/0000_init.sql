CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_upload_genre" boolean DEFAULT true NOT NULL,
	"is_filter_genre" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "script_genres" (
	"script_id" uuid NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "script_genres_script_id_genre_id_pk" PRIMARY KEY("script_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "script_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"s3_key" text NOT NULL,
	"file_type" text DEFAULT 'pdf' NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "script_versions_version_positive" CHECK ("script_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"logline" text,
	"genre" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"s3_key" text,
	"page_count" integer,
	"active_version" integer,
	"cover_image_s3_key" text,
	"image_url" text,
	"received_clout" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scripts_received_clout_nonnegative" CHECK ("scripts"."received_clout" >= 0),
	CONSTRAINT "scripts_views_nonnegative" CHECK ("scripts"."views" >= 0),
	CONSTRAINT "scripts_page_count_nonnegative" CHECK ("scripts"."page_count" is null or "scripts"."page_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"tier" text DEFAULT 'free' NOT NULL,
	"available_clout" integer DEFAULT 0 NOT NULL,
	"received_clout" integer DEFAULT 0 NOT NULL,
	"coverage_allowance" integer DEFAULT 1 NOT NULL,
	"coverage_used" integer DEFAULT 0 NOT NULL,
	"coverage_reset_at" timestamp with time zone,
	"bio" text,
	"avatar_key" text,
	"is_dummy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'admin')),
	CONSTRAINT "users_tier_check" CHECK ("users"."tier" in ('free', 'basic', 'pro', 'studio', 'enterprise')),
	CONSTRAINT "users_available_clout_nonnegative" CHECK ("users"."available_clout" >= 0),
	CONSTRAINT "users_received_clout_nonnegative" CHECK ("users"."received_clout" >= 0),
	CONSTRAINT "users_coverage_nonnegative" CHECK ("users"."coverage_allowance" >= 0 and "users"."coverage_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "script_genres" ADD CONSTRAINT "script_genres_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_genres" ADD CONSTRAINT "script_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_versions" ADD CONSTRAINT "script_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "script_genres_genre_idx" ON "script_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "script_versions_script_version_unique" ON "script_versions" USING btree ("script_id","version");--> statement-breakpoint
CREATE INDEX "scripts_user_created_idx" ON "scripts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scripts_public_created_idx" ON "scripts" USING btree ("is_public","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scripts_public_clout_idx" ON "scripts" USING btree ("is_public","received_clout" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));