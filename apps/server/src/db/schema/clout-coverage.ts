// Clout, coverage and feedback: the clout ledger, pending grants, coverages, reviews, comments, poster generations.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { users } from "./accounts.ts";
import { timestamps } from "./columns.ts";
import { scripts, scriptVersions } from "./scripts.ts";

/**
 * The clout ledger: every change of a balance is one immutable row, written in the same
 * transaction as the balance. Discovery reads it for trending and rising-star scripts.
 */
export const cloutTransactions = pgTable(
  "clout_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", {
      enum: ["gave", "received", "earned", "spent", "monthly_allowance", "admin_credit", "admin_debit"],
    }).notNull(),
    amount: integer("amount").notNull(),
    /** Which balance moved: liquid (availableClout) or solid (receivedClout). */
    balance: text("balance", { enum: ["liquid", "solid"] }).notNull(),
    scriptId: uuid("script_id").references(() => scripts.id, { onDelete: "set null" }),
    counterpartyId: text("counterparty_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message"),
    /** Makes a retried request or job apply once. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("clout_transactions_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("clout_transactions_script_created_idx").on(t.scriptId, t.createdAt.desc()),
    uniqueIndex("clout_transactions_idempotency_unique").on(t.userId, t.idempotencyKey),
    check("clout_transactions_amount_positive", sql`${t.amount} > 0`),
    check(
      "clout_transactions_type_check",
      sql`${t.type} in ('gave', 'received', 'earned', 'spent', 'monthly_allowance', 'admin_credit', 'admin_debit')`,
    ),
  ],
);

/**
 * Liquid clout granted to an account whose address is not verified yet (issue 28 #2): held here under
 * the ledger key it will be paid with, and moved to the ledger on verification
 * (modules/clout/liquid-grants.ts), so it is paid once whatever path recorded it.
 */
export const pendingCloutGrants = pgTable(
  "pending_clout_grants",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.idempotencyKey] }),
    check("pending_clout_grants_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Coverage reports: one per script version while pending, processing or completed; a
 * failed one may be requested again. The analysis is the contract's `CoverageAnalysis`.
 */
export const coverages = pgTable(
  "coverages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    versionId: uuid("version_id")
      .notNull()
      .references(() => scriptVersions.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "processing", "completed", "failed"] })
      .notNull()
      .default("pending"),
    engine: text("engine", { enum: ["local", "llm"] }).notNull(),
    providerName: text("provider_name").notNull(),
    providerModel: text("provider_model"),
    analysis: jsonb("analysis"),
    /** Why it failed, in words safe to show; the details are in the log. */
    error: text("error"),
    /** How the request was paid: the monthly allowance, a bought token, or nothing (admin). */
    chargedWith: text("charged_with", { enum: ["allowance", "token", "none"] }).notNull(),
    /** The allowance period charged (its reset time), so a refund returns it to the right month. */
    chargedPeriod: timestamp("charged_period", { withTimezone: true }),
    refunded: boolean("refunded").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    /** UTC day (YYYY-MM-DD) of the last re-analysis and how many were queued that day (REANALYSES_PER_REPORT_PER_DAY). */
    reanalysisDay: text("reanalysis_day"),
    reanalysesOnDay: integer("reanalyses_on_day").notNull().default(0),
    durationMs: integer("duration_ms"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("coverages_script_created_idx").on(t.scriptId, t.createdAt.desc()),
    index("coverages_status_idx").on(t.status, t.updatedAt),
    uniqueIndex("coverages_one_live_per_version")
      .on(t.versionId)
      .where(sql`${t.status} <> 'failed'`),
    check("coverages_status_check", sql`${t.status} in ('pending', 'processing', 'completed', 'failed')`),
  ],
);

/** Reviews: a non-owner rates a script 1-5 with a written review, one per reviewer and script. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reviews_script_user_unique").on(t.scriptId, t.userId),
    index("reviews_script_created_idx").on(t.scriptId, t.createdAt.desc()),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** Comments on a script. */
export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("comments_script_created_idx").on(t.scriptId, t.createdAt.desc()),
    check("comments_content_length", sql`char_length(${t.content}) between 1 and 1000`),
  ],
);

/** Image-generation jobs for cover posters (migration 0014): the result image or a public error. */
export const imageGenerations = pgTable(
  "image_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    provider: text("provider", { enum: ["openai", "fal", "local"] }).notNull(),
    model: text("model").notNull(),
    prompt: text("prompt").notNull(),
    styles: jsonb("styles").$type<string[]>().notNull().default([]),
    isPaid: boolean("is_paid").notNull().default(false),
    status: text("status", { enum: ["pending", "processing", "completed", "failed", "used", "discarded"] })
      .notNull()
      .default("pending"),
    imageKey: text("image_key"),
    contentType: text("content_type"),
    error: text("error"),
    coverVersion: integer("cover_version"),
    /** Stored bytes of the image while it is kept (counted in the script owner's quota; migration 0017). */
    sizeBytes: integer("size_bytes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("image_generations_user_created_idx").on(t.userId, t.createdAt),
    index("image_generations_script_idx").on(t.scriptId),
  ],
);
