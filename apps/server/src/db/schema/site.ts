// The site: contact messages and analytics.
import { sql } from "drizzle-orm";
import {
  bigint,
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

/** Messages sent through /contact; admins read them at /admin/messages and reply by email. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Made by the browser once per form fill: a resent submit stores nothing new. */
    submissionId: uuid("submission_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull().default("general"),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contact_messages_submission_unique").on(t.submissionId),
    index("contact_messages_created_idx").on(t.createdAt.desc()),
    check("contact_messages_message_length", sql`char_length(${t.message}) between 1 and 5000`),
  ],
);

/** Page views (POST /api/analytics/page-view). No IP address or user agent is kept. */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    page: text("page").notNull(),
    title: text("title"),
    timeSpentMs: integer("time_spent_ms").notNull().default(0),
    properties: jsonb("properties"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_page_views_created_idx").on(t.createdAt),
    check("analytics_page_views_time_nonnegative", sql`${t.timeSpentMs} >= 0`),
  ],
);

/** Named events (POST /api/analytics/track), e.g. a Register click on /community. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    eventName: text("event_name").notNull(),
    properties: jsonb("properties"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_created_idx").on(t.createdAt)],
);

/** Analytics rows a client network added per bucket ("m:<minute>" or "d:<day>"), for the per-client caps; swept daily. */
export const analyticsClientBudget = pgTable(
  "analytics_client_budget",
  {
    clientKey: text("client_key").notNull(),
    bucket: text("bucket").notNull(),
    rows: integer("rows").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientKey, t.bucket] }),
    index("analytics_client_budget_created_idx").on(t.createdAt),
  ],
);

/**
 * Raw analytics rows older than ANALYTICS_RAW_RETENTION_DAYS, rolled up per UTC day: page views per
 * path (`kind` "view") and events per name (`kind` "event"). The traffic report adds these to the raw rows.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    count: integer("count").notNull(),
    signedIn: integer("signed_in").notNull().default(0),
    timeSpentSum: bigint("time_spent_sum", { mode: "number" }).notNull().default(0),
    timeSpentCount: integer("time_spent_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.name] })],
);
