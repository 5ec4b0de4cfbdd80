// Accounts: users, sign-in (better-auth sessions, accounts, verifications), throttles, profile views, the admin audit log.
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

import { timestamps } from "./columns.ts";

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
