// Discovery for readers: saved searches and reader lists.
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { users } from "./accounts.ts";
import { scripts } from "./scripts.ts";

/** Saved searches (issue 35, migration 0027): a /discover filter set whose new matches are announced. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The /discover address's filters as written there (strings), accepted by the discover query schema. */
    query: jsonb("query").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
  },
  (t) => [index("saved_searches_user_idx").on(t.userId, t.createdAt)],
);

/** The scripts a saved search has announced: each one once. */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.scriptId] })],
);

/** Reader lists (issue 35, migration 0027): private unless shared by an unguessable link. */
export const readerLists = pgTable(
  "reader_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** 32 random bytes (base64url) while shared; null while private. */
    shareToken: text("share_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reader_lists_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("reader_lists_share_token_unique").on(t.shareToken),
  ],
);

export const readerListItems = pgTable(
  "reader_list_items",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => readerLists.id, { onDelete: "cascade" }),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.scriptId] }),
    index("reader_list_items_script_idx").on(t.scriptId),
  ],
);
