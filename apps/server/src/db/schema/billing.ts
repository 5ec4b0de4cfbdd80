// Billing: accounts, provider events, payments and the test-mode checkout.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { users } from "./accounts.ts";
import { timestamps } from "./columns.ts";

/**
 * Billing: one account per user with the provider's customer and subscription and
 * the subscription's state as last applied. `stateAt` is the provider time of the change applied
 * last, so an older event arriving late never overwrites a newer state.
 */
export const billingAccounts = pgTable(
  "billing_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id"),
    tier: text("tier", { enum: ["free", "basic", "pro", "studio", "enterprise"] })
      .notNull()
      .default("free"),
    status: text("status"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    stateAt: timestamp("state_at", { withTimezone: true }),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("billing_accounts_customer_unique").on(t.customerId),
    uniqueIndex("billing_accounts_subscription_unique").on(t.subscriptionId),
    check("billing_accounts_provider_check", sql`${t.provider} in ('stripe', 'test')`),
    check("billing_accounts_tier_check", sql`${t.tier} in ('free', 'basic', 'pro', 'studio', 'enterprise')`),
  ],
);

/** Provider events applied, by id: a redelivered event changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Payments shown on /billing; `providerRef` (invoice, checkout session) makes each fulfilment happen once. */
export const billingTransactions = pgTable(
  "billing_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerRef: text("provider_ref").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_transactions_ref_unique").on(t.providerRef),
    index("billing_transactions_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("billing_transactions_amount_nonnegative", sql`${t.amountCents} >= 0`),
  ],
);

/** The test-mode checkout (no Stripe keys): our own page completes these through the webhook's fulfilment. */
export const testCheckoutSessions = pgTable(
  "test_checkout_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["subscription", "tokens"] }).notNull(),
    tier: text("tier", { enum: ["free", "basic", "pro", "studio", "enterprise"] }),
    quantity: integer("quantity"),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ["open", "completed", "cancelled"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("test_checkout_sessions_kind_check", sql`${t.kind} in ('subscription', 'tokens')`),
    check("test_checkout_sessions_status_check", sql`${t.status} in ('open', 'completed', 'cancelled')`),
  ],
);
