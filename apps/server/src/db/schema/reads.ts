// Reads: who read a script, page reports, share links, reading settings, read notifications, account exports.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { users } from "./accounts.ts";
import { scripts } from "./scripts.ts";

/**
 * Reading log (issue 33): one row per read of a script version. `readerId` names a signed-in reader
 * who does not read privately; visitors and private readers have none, only `readerKey` (a hash of
 * their network and the day, the same scheme as script views) so they are counted, never named.
 */
export const scriptReads = pgTable(
  "script_reads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    readerId: text("reader_id").references(() => users.id, { onDelete: "set null" }),
    readerKey: text("reader_key").notNull(),
    shareLinkId: uuid("share_link_id").references(() => shareLinks.id, { onDelete: "set null" }),
    device: text("device", { enum: ["desktop", "tablet", "phone"] }).notNull(),
    pageCount: integer("page_count"),
    /** The last report's sequence number: a replayed report is ignored. */
    lastSeq: integer("last_seq").notNull().default(0),
    /** When the last report was accepted: a report's seconds are capped by the wall clock since. */
    budgetAt: timestamp("budget_at", { withTimezone: true }).notNull().defaultNow(),
    pagesRead: integer("pages_read").notNull().default(0),
    secondsRead: integer("seconds_read").notNull().default(0),
    finished: boolean("finished").notNull().default(false),
    downloads: integer("downloads").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("script_reads_script_version_idx").on(t.scriptId, t.version, t.startedAt),
    index("script_reads_share_link_idx").on(t.shareLinkId),
  ],
);

/** Raw page reports, folded into `script_read_pages` by the roll-up (on demand and by the job). */
export const scriptReadEvents = pgTable(
  "script_read_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    readId: uuid("read_id")
      .notNull()
      .references(() => scriptReads.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    seconds: integer("seconds").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("script_read_events_read_idx").on(t.readId),
    index("script_read_events_created_idx").on(t.createdAt),
  ],
);

/** Per-read, per-page summary: seconds on screen; `counted` once past READ_PAGE_MIN_SECONDS. */
export const scriptReadPages = pgTable(
  "script_read_pages",
  {
    readId: uuid("read_id")
      .notNull()
      .references(() => scriptReads.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    seconds: integer("seconds").notNull().default(0),
    counted: boolean("counted").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.readId, t.page] })],
);

/** A link to one version for one named recipient; only the SHA-256 of its token is kept. */
export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull(),
    recipient: text("recipient").notNull(),
    allowDownload: boolean("allow_download").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("share_links_token_hash_unique").on(t.tokenHash),
    index("share_links_script_idx").on(t.scriptId),
  ],
);

/** Reading settings of an account: private reading, and whether to be told about reads. */
export const readingSettings = pgTable("reading_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  readPrivately: boolean("read_privately").notNull().default(false),
  notifyReads: boolean("notify_reads").notNull().default(false),
});

/** Site notifications about reads; the digest job mails the unsent ones in one message per owner. */
export const readNotifications = pgTable(
  "read_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["finished", "link_opened", "saved_search"] }).notNull(),
    /** One notification per read or link and kind. */
    subjectId: uuid("subject_id").notNull(),
    text: text("text").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("read_notifications_subject_unique").on(t.kind, t.subjectId),
    index("read_notifications_owner_idx").on(t.ownerId, t.createdAt),
  ],
);

/** Account exports ("your work is yours", migration 0024): a ZIP built by a job, kept until expiresAt. */
export const accountExports = pgTable(
  "account_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "running", "ready", "failed", "expired"] })
      .notNull()
      .default("pending"),
    progress: integer("progress").notNull().default(0),
    step: text("step"),
    s3Key: text("s3_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    fileCount: integer("file_count"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("account_exports_user_created_idx").on(t.userId, t.createdAt.desc()),
    check(
      "account_exports_status_check",
      sql`${t.status} in ('pending', 'running', 'ready', 'failed', 'expired')`,
    ),
    check("account_exports_progress_range", sql`${t.progress} between 0 and 100`),
  ],
);
