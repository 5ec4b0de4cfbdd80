// What the parser and the statistics keep: parses, page texts, parse timeouts, draft comparisons, script facts.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { users } from "./accounts.ts";
import { tsvector } from "./columns.ts";
import { genres, scripts, scriptVersions } from "./scripts.ts";

/**
 * The parsed screenplay of a script version (model + statistics), computed once off the request path
 * by the `screenplay.parse` job and re-used by the reader, the statistics panel and coverage.
 */
export const screenplayParses = pgTable("screenplay_parses", {
  versionId: uuid("version_id")
    .primaryKey()
    .references(() => scriptVersions.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["done", "failed"] }).notNull(),
  model: jsonb("model"),
  stats: jsonb("stats"),
  error: text("error"),
  durationMs: integer("duration_ms"),
  parsedAt: timestamp("parsed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Full-text search inside scripts (issue 35): each page of a parsed version, its printed lines as
 * [kind, text] pairs and its words as a tsvector ('english'). Written only by a trigger on
 * screenplay_parses (migration 0025_script_page_texts), never by the app.
 */
export const scriptPageTexts = pgTable(
  "script_page_texts",
  {
    versionId: uuid("version_id")
      .notNull()
      .references(() => scriptVersions.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    lines: jsonb("lines").$type<[string, string][]>().notNull(),
    document: tsvector("document").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.page] }),
    index("script_page_texts_document_idx").using("gin", t.document),
  ],
);

/**
 * Parses of a user's files that ran out of time or memory (docs/security.md, issue 28 finding 3):
 * past PARSE_TIMEOUTS_PER_WINDOW in the window, the user's uploads wait. No foreign key on the
 * version: deleting the script does not clear the record.
 */
export const parseTimeouts = pgTable(
  "parse_timeouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    versionId: uuid("version_id"),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("parse_timeouts_user_created_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * Draft comparisons (issue 32), kept per version pair and algorithm: the scene diff and the numbers.
 * The parse times recorded with it tell whether a re-parse made it stale.
 */
export const draftComparisons = pgTable(
  "draft_comparisons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scriptId: uuid("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    fromVersionId: uuid("from_version_id")
      .notNull()
      .references(() => scriptVersions.id, { onDelete: "cascade" }),
    toVersionId: uuid("to_version_id")
      .notNull()
      .references(() => scriptVersions.id, { onDelete: "cascade" }),
    algorithm: integer("algorithm").notNull(),
    fromParsedAt: timestamp("from_parsed_at", { withTimezone: true }).notNull(),
    toParsedAt: timestamp("to_parsed_at", { withTimezone: true }).notNull(),
    result: jsonb("result").notNull(),
    durationMs: integer("duration_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("draft_comparisons_pair_unique").on(t.fromVersionId, t.toVersionId, t.algorithm),
    index("draft_comparisons_script_idx").on(t.scriptId),
  ],
);

/**
 * Facts measured from the parse of a script's current version and its newest completed coverage
 * (issue 35, migration 0026), read by the page filters of the lists. Written by
 * coverage/refresh-script-facts.ts; no row while the current version has no successful parse.
 * Shares are whole percentages.
 */
export const scriptFacts = pgTable(
  "script_facts",
  {
    scriptId: uuid("script_id")
      .primaryKey()
      .references(() => scripts.id, { onDelete: "cascade" }),
    versionId: uuid("version_id").references(() => scriptVersions.id, { onDelete: "set null" }),
    pageCount: integer("page_count").notNull(),
    format: text("format", { enum: ["feature", "pilot", "short", "play"] }).notNull(),
    speakingCast: integer("speaking_cast").notNull(),
    locations: integer("locations").notNull(),
    exteriorPct: smallint("exterior_pct").notNull(),
    nightPct: smallint("night_pct").notNull(),
    dialoguePct: smallint("dialogue_pct").notNull(),
    leadPct: smallint("lead_pct").notNull(),
    budgetBand: text("budget_band", { enum: ["Micro", "Low", "Medium", "High"] }).notNull(),
    hasCoverage: boolean("has_coverage").notNull().default(false),
    coverageScore: integer("coverage_score"),
    coverageGrade: text("coverage_grade"),
    recommendation: text("recommendation"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The script's visibility, type and sort keys (migration 0028), kept by triggers on `scripts` and
    // on insert: page-filtered public lists walk this table's indexes in list order. Never written by the app.
    isPublic: boolean("is_public").notNull().default(false),
    screenplayType: text("screenplay_type", { enum: ["movie", "tv", "play", "short"] })
      .notNull()
      .default("movie"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    receivedClout: integer("received_clout").notNull().default(0),
    views: integer("views").notNull().default(0),
    title: text("title").notNull().default(""),
    // The script's genres (migration 0031), kept by triggers on insert and on script_genres: kept
    // totals of filters with a genre read them from the row. Never written by the app.
    genreIds: integer("genre_ids")
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    // The four list-order indexes also INCLUDE every fact column and the type in the migration
    // (0029): a page-filtered walk reads the index alone.
    index("script_facts_public_created_idx")
      .on(t.createdAt.desc(), t.scriptId.desc())
      .where(sql`${t.isPublic}`),
    index("script_facts_public_clout_idx")
      .on(t.receivedClout.desc(), t.createdAt.desc(), t.scriptId.desc())
      .where(sql`${t.isPublic}`),
    index("script_facts_public_views_idx")
      .on(t.views.desc(), t.createdAt.desc(), t.scriptId.desc())
      .where(sql`${t.isPublic}`),
    index("script_facts_public_title_idx")
      .on(t.title, t.scriptId)
      .where(sql`${t.isPublic}`),
    // Also INCLUDE (every fact column and the script id) in the migration: counts read it alone.
    index("script_facts_public_facts_idx")
      .on(t.format, t.budgetBand, t.pageCount)
      .where(sql`${t.isPublic}`),
    index("script_facts_public_cast_idx")
      .on(t.speakingCast)
      .where(sql`${t.isPublic}`),
    index("script_facts_public_locations_idx")
      .on(t.locations)
      .where(sql`${t.isPublic}`),
    index("script_facts_coverage_idx")
      .on(t.coverageScore)
      .where(sql`${t.hasCoverage}`),
    check("script_facts_format_check", sql`${t.format} in ('feature', 'pilot', 'short', 'play')`),
    check("script_facts_budget_check", sql`${t.budgetBand} in ('Micro', 'Low', 'Medium', 'High')`),
  ],
);

/**
 * Exact totals of public page filters asked for again (issue 35, migration 0031): one row per filter
 * (a genre, a type and the page filters set; NULL where not set), registered by
 * modules/discover/filter-counts.ts and kept by triggers on script_facts and script_genres in the
 * writing transaction, as rows of scriptFilterCountMoves folded in later. `matchIds`: the matching
 * scripts while they are at most FEW_MATCHES (as of the last fold), else NULL.
 */
export const scriptFilterCounts = pgTable("script_filter_counts", {
  filterKey: text("filter_key").primaryKey(),
  id: bigint("id", { mode: "number" }).generatedAlwaysAsIdentity().notNull().unique(),
  genreId: integer("genre_id").references(() => genres.id, { onDelete: "cascade" }),
  screenplayType: text("screenplay_type"),
  format: text("format"),
  budgetBand: text("budget_band"),
  pagesMin: integer("pages_min"),
  pagesMax: integer("pages_max"),
  castMin: integer("cast_min"),
  castMax: integer("cast_max"),
  locationsMin: integer("locations_min"),
  locationsMax: integer("locations_max"),
  exteriorMin: integer("exterior_min"),
  exteriorMax: integer("exterior_max"),
  nightMin: integer("night_min"),
  nightMax: integer("night_max"),
  dialogueMin: integer("dialogue_min"),
  dialogueMax: integer("dialogue_max"),
  leadMin: integer("lead_min"),
  leadMax: integer("lead_max"),
  hasCoverage: boolean("has_coverage"),
  minScore: integer("min_score"),
  recommendation: text("recommendation"),
  matches: integer("matches").notNull(),
  matchIds: uuid("match_ids").array(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What writes moved a kept total by since its last fold (migration 0031): inserted by the triggers
 * (never updated, so writers never wait for each other), folded into scriptFilterCounts by
 * modules/discover/filter-counts.ts. `countId` is scriptFilterCounts.id (no foreign key: a writer
 * never waits for a total being dropped).
 */
export const scriptFilterCountMoves = pgTable(
  "script_filter_count_moves",
  {
    countId: bigint("count_id", { mode: "number" }).notNull(),
    matches: integer("matches").notNull(),
    entered: uuid("entered").array(),
    gone: uuid("gone").array(),
  },
  (t) => [index("script_filter_count_moves_count_idx").on(t.countId)],
);
