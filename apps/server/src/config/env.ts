import path from "node:path";
import { z } from "zod";

import {
  ANALYTICS_RATE_LIMIT_PER_MINUTE,
  SCREENPLAY_READS_PER_MINUTE_ANONYMOUS,
  SCREENPLAY_READS_PER_MINUTE_SIGNED_IN,
  UPLOADS_PER_USER_PER_MINUTE,
} from "@twl/contract";

import { projectRoot } from "../lib/paths.ts";
import {
  checkCoverageEnv,
  coverageConfig,
  coverageEnvSchema,
  postersConfig,
  postersEnvSchema,
  type CoverageConfig,
  type PostersConfig,
} from "./ai-config.ts";
import {
  authConfig,
  authEnvSchema,
  checkSignInProvidersEnv,
  signInProvidersEnvSchema,
  type AuthConfig,
} from "./auth-config.ts";
import { billingConfig, billingEnvSchema, checkBillingEnv, type BillingConfig } from "./billing-config.ts";
import { bool, optionalString } from "./env-parsers.ts";
import {
  checkFilesEnv,
  databaseConfig,
  databaseEnvSchema,
  filesConfig,
  filesEnvSchema,
  s3Config,
  type DatabaseConfig,
  type FilesConfig,
  type S3Config,
} from "./storage-config.ts";

/**
 * Every environment variable the server reads, parsed once at start-up.
 * Nothing else in the server reads process.env. `.env.example` documents each one.
 * The areas' variables (storage, auth, AI providers, billing) are declared in their own files.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().default("./data"),
    ...databaseEnvSchema.shape,
    CORS_ORIGIN: optionalString,
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
    /** Analytics calls per client per minute (page views and events). */
    ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(ANALYTICS_RATE_LIMIT_PER_MINUTE),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    /** Files one user may upload a minute across every upload route (issue 28 finding 4). */
    UPLOAD_RATE_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).default(UPLOADS_PER_USER_PER_MINUTE),
    /** How long reading an uploaded file (page count, FDX/Fountain parse) may take before a 503. */
    UPLOAD_INSPECT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
    TRUST_PROXY: bool.default(false),
    ...filesEnvSchema.shape,
    WEB_DIST_DIR: optionalString,
    ...authEnvSchema.shape,
    DEMO_MODE: bool.default(false),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: z.string().default("The White List <no-reply@localhost>"),
    ...signInProvidersEnvSchema.shape,
    DISCOVER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    DISCOVER_COUNT_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    /** How often buffered script views are written (0: only at shutdown or when a test flushes). */
    VIEWS_FLUSH_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
    /** Screenplay model reads per client network and minute (GET /api/scripts/{id}/screenplay). */
    SCREENPLAY_RATE_LIMIT_ANONYMOUS: z.coerce
      .number()
      .int()
      .min(1)
      .default(SCREENPLAY_READS_PER_MINUTE_ANONYMOUS),
    SCREENPLAY_RATE_LIMIT_SIGNED_IN: z.coerce
      .number()
      .int()
      .min(1)
      .default(SCREENPLAY_READS_PER_MINUTE_SIGNED_IN),
    ...coverageEnvSchema.shape,
    ...postersEnvSchema.shape,
    ...billingEnvSchema.shape,
  })
  .superRefine((env, ctx) => {
    checkSignInProvidersEnv(env, ctx);
    checkCoverageEnv(env, ctx);
    checkBillingEnv(env, ctx);
    checkFilesEnv(env, ctx);
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  dataDir: string;
  database: DatabaseConfig;
  corsOrigin: string | undefined;
  rateLimit: { max: number; windowMs: number; analyticsMax: number };
  /** Per-user upload rate (files a minute, every upload route). */
  uploads: { perUserPerMinute: number; inspectTimeoutMs: number };
  trustProxy: boolean;
  files: FilesConfig;
  s3: S3Config;
  webDistDir: string | undefined;
  /** A demo or staging server (DEMO_MODE): visitors see the demo navigation, labelled as such. */
  demoMode: boolean;
  auth: AuthConfig;
  /** How long public list answers (discover, /scripts) are reused; 0 turns the cache off. */
  discoverCacheTtlMs: number;
  /** How long a public list's total (per filter, whatever the page or sort) is reused; 0 counts every time. */
  discoverCountTtlMs: number;
  /** How often buffered script views are written; 0 writes them only on flush (shutdown, tests). */
  viewsFlushMs: number;
  /** Screenplay model reads per client network and minute, anonymous and signed in. */
  screenplayReadsPerMinute: { anonymous: number; signedIn: number };
  /** Outgoing mail: SMTP when a URL is set, otherwise the local outbox (DATA_DIR/outbox). */
  mail: { smtpUrl: string | undefined; from: string };
  coverage: CoverageConfig;
  posters: PostersConfig;
  billing: BillingConfig;
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses an environment record into the typed config, or throws a ConfigError naming every bad variable. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  // `KEY=` (as in .env.example) means "not set": the default applies.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(projectRoot(), env.DATA_DIR);
  const config: Config = {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: databaseConfig(env, dataDir),
    corsOrigin: env.CORS_ORIGIN,
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      analyticsMax: env.ANALYTICS_RATE_LIMIT_MAX,
    },
    uploads: {
      perUserPerMinute: env.UPLOAD_RATE_PER_USER_PER_MINUTE,
      inspectTimeoutMs: env.UPLOAD_INSPECT_TIMEOUT_MS,
    },
    trustProxy: env.TRUST_PROXY,
    files: filesConfig(env),
    s3: s3Config(env),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(projectRoot(), env.WEB_DIST_DIR) : undefined,
    demoMode: env.DEMO_MODE,
    auth: authConfig(env),
    discoverCacheTtlMs: env.DISCOVER_CACHE_TTL_MS,
    discoverCountTtlMs: env.DISCOVER_COUNT_TTL_MS,
    viewsFlushMs: env.VIEWS_FLUSH_MS,
    screenplayReadsPerMinute: {
      anonymous: env.SCREENPLAY_RATE_LIMIT_ANONYMOUS,
      signedIn: env.SCREENPLAY_RATE_LIMIT_SIGNED_IN,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    coverage: coverageConfig(env),
    posters: postersConfig(env),
    billing: billingConfig(env),
  };
  return { ...config, ...overrides };
}
