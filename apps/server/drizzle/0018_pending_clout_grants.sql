-- Issue 28 #2: liquid clout waits for a verified address. A grant to an unverified account (the
-- month's grant at sign-up or from the monthly job, a plan's top-up) is kept here under the ledger
-- key it will be paid with; verification moves it to clout_transactions in one transaction.
CREATE TABLE IF NOT EXISTS "pending_clout_grants" (
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "idempotency_key" text NOT NULL,
  "amount" integer NOT NULL,
  "message" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "pending_clout_grants_user_id_idempotency_key_pk" PRIMARY KEY ("user_id", "idempotency_key"),
  CONSTRAINT "pending_clout_grants_amount_positive" CHECK ("amount" > 0)
);
