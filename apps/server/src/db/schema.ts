import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** PostgreSQL full-text document; maintained by a trigger (see migration 0005_discovery_search). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * Users. Column names match what better-auth expects for its core user model
 * (id, name, email, email_verified, image) plus the product's own fields.
 * Balances are integers guarded by CHECK constraints: they can never go negative.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: ["customer", "admin"] })
      .notNull()
      .default("customer"),
    tier: text("tier", { enum: ["free", "basic", "pro", "studio", "enterprise"] })
      .notNull()
      .default("free"),
    availableClout: integer("available_clout").notNull().default(0),
    receivedClout: integer("received_clout").notNull().default(0),
    coverageAllowance: integer("coverage_allowance").notNull().default(1),
    coverageUsed: integer("coverage_used").notNull().default(0),
    /** When the monthly allowance next resets (00:00 UTC on the 1st); null until first used. */
    coverageResetAt: timestamp("coverage_reset_at", { withTimezone: true }),
    /** Bought coverage tokens: spent after the monthly allowance, never expire. */
    coverageTokens: integer("coverage_tokens").notNull().default(0),
    /** Enterprise only: the liquid clout granted on the 1st, set by an admin (null: the tier's figure). */
    customCloutGrant: integer("custom_clout_grant"),
    bio: text("bio"),
    avatarKey: text("avatar_key"),
    /** Stored bytes of the avatar (counted in the storage quota; migration 0017). */
    avatarBytes: integer("avatar_bytes").notNull().default(0),
    isDummy: boolean("is_dummy").notNull().default(false),
    /** Shown in /community's member spotlight; off until the member opts in. */
    spotlightOptIn: boolean("spotlight_opt_in").notNull().default(false),
    /** Profile page views by others, once per viewer per UTC day (see profile_views). */
    profileViews: integer("profile_views").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('customer', 'admin')`),
    check("users_tier_check", sql`${t.tier} in ('free', 'basic', 'pro', 'studio', 'enterprise')`),
    check("users_available_clout_nonnegative", sql`${t.availableClout} >= 0`),
    check("users_received_clout_nonnegative", sql`${t.receivedClout} >= 0`),
    check("users_coverage_nonnegative", sql`${t.coverageAllowance} >= 0 and ${t.coverageUsed} >= 0`),
    check("users_coverage_tokens_nonnegative", sql`${t.coverageTokens} >= 0`),
    check("users_custom_clout_grant_nonnegative", sql`${t.customCloutGrant} >= 0`),
  ],
);

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

/** Sessions (better-auth). The bearer token is the signed session token; logout deletes the row. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Sign-in methods of a user (better-auth): one row per provider and subject, or `credential` for a password. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    accountId: text("account_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("accounts_provider_subject_unique").on(t.providerId, t.accountId),
    index("accounts_user_idx").on(t.userId),
  ],
);

/** Short-lived values better-auth keeps (OAuth state, PKCE verifiers). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * One-time codes that hand a finished OAuth sign-in to the SPA: /auth/callback?code=... is traded once,
 * within a minute, for the bearer token. Only a hash of the code is stored.
 */
export const authExchangeCodes = pgTable("auth_exchange_codes", {
  codeHash: text("code_hash").primaryKey(),
  sessionToken: text("session_token").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * Every admin change (balances, allowances, flags, removals): who acted, on whom or what, the values
 * before and after, and the reason. Moderation rows also tell an author what was removed and why.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetUserId: text("target_user_id").references(() => users.id, { onDelete: "cascade" }),
    /** No foreign key: a deleted script's rows stay. */
    targetScriptId: uuid("target_script_id"),
    /** What it was about in words (a script title, a comment excerpt), kept after deletion. */
    subject: text("subject"),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_target_user_created_idx").on(t.targetUserId, t.createdAt.desc()),
    index("admin_audit_log_created_idx").on(t.createdAt.desc()),
  ],
);

/** One row per profile, viewer and UTC day: a profile view counts once per viewer per day. */
export const profileViews = pgTable(
  "profile_views",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.viewerKey, t.day] })],
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

/**
 * Sign-in attempts by account (issue 28, finding 7): one row per attempt with a password, kept while
 * it counts (`SIGN_IN_ACCOUNT_WINDOW_MS`); a successful attempt's row is removed. The address and the
 * network are stored as hashes only. Shared by every API node.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountKey: text("account_key").notNull(),
    networkKey: text("network_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sign_in_failures_account_created_idx").on(t.accountKey, t.createdAt)],
);

/** Browsers that signed in to an account (a hash of the HttpOnly known-device cookie): they pass the account throttle. */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("known_devices_user_idx").on(t.userId)],
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
  },
  (t) => [
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
    // Also INCLUDE (every fact column) in the migration: counts read it alone.
    index("script_facts_public_facts_idx")
      .on(t.format, t.pageCount)
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
