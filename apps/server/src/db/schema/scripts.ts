// Scripts: genres, scripts, their versions, genres, list keys, covers, views and upload attempts.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { users } from "./accounts.ts";
import { timestamps, tsvector } from "./columns.ts";

/** Genres: upload ids and list-filter genres, seeded at start-up from the contract. */
export const genres = pgTable("genres", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  isUploadGenre: boolean("is_upload_genre").notNull().default(true),
  isFilterGenre: boolean("is_filter_genre").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * Scripts. `s3Key` and `pageCount` mirror the active version so lists need no join;
 * `coverImageS3Key` is the active cover. `genre` is the legacy single-genre string.
 */
export const scripts = pgTable(
  "scripts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    logline: text("logline"),
    genre: text("genre"),
    isPublic: boolean("is_public").notNull().default(false),
    s3Key: text("s3_key"),
    pageCount: integer("page_count"),
    activeVersion: integer("active_version"),
    coverImageS3Key: text("cover_image_s3_key"),
    activeCoverVersion: integer("active_cover_version"),
    imageUrl: text("image_url"),
    receivedClout: integer("received_clout").notNull().default(0),
    views: integer("views").notNull().default(0),
    /** movie | tv | play | short (Discover's type row); uploads default to movie. */
    screenplayType: text("screenplay_type", { enum: ["movie", "tv", "play", "short"] })
      .notNull()
      .default("movie"),
    /** Editorial categories an admin sets. */
    isContestWinner: boolean("is_contest_winner").notNull().default(false),
    isStaffPick: boolean("is_staff_pick").notNull().default(false),
    /** Count of reviews, kept by the review flow (filters and cards read it without a join). */
    reviewCount: integer("review_count").notNull().default(0),
    /** Title (weight A), logline (B) and author name (C), kept by triggers. */
    searchDocument: tsvector("search_document"),
    /**
     * The script's genres as lists show them, in the writer's order, kept by triggers on
     * script_genres and genres (migration 0016). Never written by the app.
     */
    genreList: json("genre_list").$type<{ name: string; slug: string }[]>().notNull().default([]),
    /** Readers of the public script may compare its drafts (issue 32); the owner's choice, off by default. */
    readersMayCompare: boolean("readers_may_compare").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("scripts_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("scripts_public_views_idx").on(t.isPublic, t.views.desc(), t.createdAt.desc(), t.id.desc()),
    index("scripts_public_title_idx").on(t.isPublic, t.title, t.id),
    index("scripts_type_idx").on(t.screenplayType, t.isPublic),
    check("scripts_screenplay_type_check", sql`${t.screenplayType} in ('movie', 'tv', 'play', 'short')`),
    check("scripts_review_count_nonnegative", sql`${t.reviewCount} >= 0`),
    // Each list sort has an index that yields rows already in order (ties broken by id).
    index("scripts_public_created_idx").on(t.isPublic, t.createdAt.desc(), t.id.desc()),
    index("scripts_public_clout_idx").on(t.isPublic, t.receivedClout.desc(), t.createdAt.desc(), t.id.desc()),
    check("scripts_received_clout_nonnegative", sql`${t.receivedClout} >= 0`),
    check("scripts_views_nonnegative", sql`${t.views} >= 0`),
    check("scripts_page_count_nonnegative", sql`${t.pageCount} is null or ${t.pageCount} >= 0`),
  ],
);

/** Script versions: every upload of a script file makes a new, numbered version. */
export const scriptVersions = pgTable(
  "script_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    s3Key: text("s3_key").notNull(),
    fileType: text("file_type", { enum: ["pdf", "fdx", "fountain"] })
      .notNull()
      .default("pdf"),
    sizeBytes: integer("size_bytes").notNull(),
    /** The uploader's file name, cleaned; used only as the download name. */
    fileName: text("file_name"),
    pageCount: integer("page_count"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("script_versions_script_version_unique").on(t.scriptId, t.version),
    check("script_versions_version_positive", sql`${t.version} > 0`),
  ],
);

/** Genre link table: 1 to 3 genres per script (the limit is enforced by the service). */
export const scriptGenres = pgTable(
  "script_genres",
  {
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    genreId: integer("genre_id")
      .notNull()
      .references(() => genres.id, { onDelete: "restrict" }),
    /** Order in which the writer chose the genres: the first is the legacy `genre`. */
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scriptId, t.genreId] }), index("script_genres_genre_idx").on(t.genreId)],
);

/**
 * Sort keys of public scripts per list filter (migration 0015), kept by triggers on `scripts` and
 * `script_genres`: one row per public script and facet, `type:<screenplay type>` and
 * `genre:<genre id>` for each of its genres. Genre- and type-filtered lists read their pages from
 * its indexes in list order. Never written by the app.
 */
export const scriptListKeys = pgTable(
  "script_list_keys",
  {
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    facet: text("facet").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    receivedClout: integer("received_clout").notNull(),
    views: integer("views").notNull(),
    title: text("title").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scriptId, t.facet] }),
    index("script_list_keys_created_idx").on(t.facet, t.createdAt.desc(), t.scriptId.desc()),
    index("script_list_keys_clout_idx").on(
      t.facet,
      t.receivedClout.desc(),
      t.createdAt.desc(),
      t.scriptId.desc(),
    ),
    index("script_list_keys_views_idx").on(t.facet, t.views.desc(), t.createdAt.desc(), t.scriptId.desc()),
    index("script_list_keys_title_idx").on(t.facet, t.title, t.scriptId),
  ],
);

/** Cover versions: every upload is re-encoded into 2:3 renditions (card, detail); the script points at the active one. */
export const scriptCovers = pgTable(
  "script_covers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    cardKey: text("card_key").notNull(),
    detailKey: text("detail_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Stored bytes of both renditions (counted in the owner's storage quota; migration 0017). */
    sizeBytes: integer("size_bytes").notNull().default(0),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("script_covers_script_version_unique").on(t.scriptId, t.version)],
);

/** One row per script, viewer and UTC day: a view counts once per viewer per day. */
export const scriptViews = pgTable(
  "script_views",
  {
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scriptId, t.viewerKey, t.day] })],
);

/** One row per upload attempt, for the per-user upload rate (migration 0017; issue 28 finding 4). */
export const uploadAttempts = pgTable(
  "upload_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("upload_attempts_user_created_idx").on(t.userId, t.createdAt)],
);
