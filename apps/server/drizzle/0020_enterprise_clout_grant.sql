-- Enterprise plans (issue 29): the monthly liquid clout grant an admin sets for the account
-- (null: the tier's figure). The coverage allowance is already per account (coverage_allowance).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "custom_clout_grant" integer;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_custom_clout_grant_nonnegative";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_custom_clout_grant_nonnegative" CHECK ("users"."custom_clout_grant" >= 0);
