CREATE TABLE "script_covers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"card_key" text NOT NULL,
	"detail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_views" (
	"script_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "script_views_script_id_viewer_key_day_pk" PRIMARY KEY("script_id","viewer_key","day")
);
--> statement-breakpoint
ALTER TABLE "script_genres" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "script_versions" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "active_cover_version" integer;--> statement-breakpoint
ALTER TABLE "script_covers" ADD CONSTRAINT "script_covers_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_covers" ADD CONSTRAINT "script_covers_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_views" ADD CONSTRAINT "script_views_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "script_covers_script_version_unique" ON "script_covers" USING btree ("script_id","version");