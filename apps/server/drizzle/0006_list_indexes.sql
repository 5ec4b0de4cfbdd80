DROP INDEX "scripts_public_views_idx";--> statement-breakpoint
DROP INDEX "scripts_public_title_idx";--> statement-breakpoint
DROP INDEX "scripts_public_created_idx";--> statement-breakpoint
DROP INDEX "scripts_public_clout_idx";--> statement-breakpoint
CREATE INDEX "scripts_public_views_idx" ON "scripts" USING btree ("is_public","views" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scripts_public_title_idx" ON "scripts" USING btree ("is_public","title","id");--> statement-breakpoint
CREATE INDEX "scripts_public_created_idx" ON "scripts" USING btree ("is_public","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scripts_public_clout_idx" ON "scripts" USING btree ("is_public","received_clout" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);