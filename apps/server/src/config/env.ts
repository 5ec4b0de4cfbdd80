import path from "node:path";
import { z } from "zod";

import {
  ANALYTICS_RATE_LIMIT_PER_MINUTE,
  SCREENPLAY_READS_PER_MINUTE_ANONYMOUS,
  SCREENPLAY_READS_PER_MINUTE_SIGNED_IN,
  SOCIAL_PROVIDERS,
  UPLOADS_PER_USER_PER_MINUTE,
  type SocialProviderId,
} from "@twl/contract";

import { projectRoot } from "../lib/paths.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/**
 * Every environment variable the server reads, parsed once at start-up.
 * Nothing else in the server reads process.env. `.env.example` documents each one.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
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
    FILE_URL_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    FILE_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(30)
      .max(7 * 24 * 3600)
      .default(900),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: bool.default(false),
    WEB_DIST_DIR: optionalString,
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    AUTH_LOCAL_ACCOUNTS: bool.default(true),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    // Sign-in on or off (the reduced route set); DEMO_MODE labels a demo or staging server's header.
    AUTH_ENABLED: bool.default(true),
    DEMO_MODE: bool.default(false),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: z.string().default("The White List <no-reply@localhost>"),
    ADMIN_EMAILS: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GITHUB_CLIENT_ID: optionalString,
    GITHUB_CLIENT_SECRET: optionalString,
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
    MICROSOFT_TENANT_ID: z.string().default("common"),
    FACEBOOK_CLIENT_ID: optionalString,
    FACEBOOK_CLIENT_SECRET: optionalString,
    DISCORD_CLIENT_ID: optionalString,
    DISCORD_CLIENT_SECRET: optionalString,
    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: optionalString.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_PROVIDER_NAME: z.string().default("Single sign-on"),
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
    COVERAGE_ENGINE: z.enum(["local", "llm"]).optional(),
    COVERAGE_LLM_BASE_URL: optionalString.pipe(z.url().optional()),
    COVERAGE_LLM_MODEL: z.string().default("gpt-4o-mini"),
    COVERAGE_LLM_API_KEY: optionalString,
    COVERAGE_LLM_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(60 * 60_000)
      .default(10 * 60_000),
    COVERAGE_LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    COVERAGE_LLM_CONTEXT_CHARS: z.coerce.number().int().min(10_000).max(2_000_000).default(400_000),
    POSTER_OPENAI_API_KEY: optionalString,
    POSTER_OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
    FAL_KEY: optionalString,
    FAL_BASE_URL: z.url().default("https://fal.run"),
    POSTER_PROVIDER_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(10 * 60_000)
      .default(120_000),
    POSTER_REQUEST_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_BASIC: optionalString,
    STRIPE_PRICE_PRO: optionalString,
    STRIPE_PRICE_STUDIO: optionalString,
    STRIPE_PRICE_TOKEN: optionalString,
    STRIPE_PRICE_TOKEN_PACK: optionalString,
    STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
    /** Without Stripe keys: the test-mode checkout (grants plans free). auto = only where plainly not public. */
    PAYMENTS_TEST_MODE: z.enum(["auto", "true", "false"]).default("auto"),
  })
  .superRefine((env, ctx) => {
    for (const p of ["GOOGLE", "GITHUB", "MICROSOFT", "FACEBOOK", "DISCORD", "LINKEDIN", "OIDC"] as const) {
      const id = env[`${p}_CLIENT_ID`];
      const secret = env[`${p}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: "custom",
          path: [id ? `${p}_CLIENT_SECRET` : `${p}_CLIENT_ID`],
          message: `is required when ${id ? `${p}_CLIENT_ID` : `${p}_CLIENT_SECRET`} is set`,
        });
      }
    }
    if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "is required when OIDC_CLIENT_ID is set",
      });
    }
    if (env.COVERAGE_ENGINE === "llm" && !env.COVERAGE_LLM_API_KEY && !env.COVERAGE_LLM_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["COVERAGE_LLM_API_KEY"],
        message: "is required when COVERAGE_ENGINE=llm (or set COVERAGE_LLM_BASE_URL)",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: "Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
      });
    }
    if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "is required when S3_ACCESS_KEY_ID is set",
      });
    }
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
  database: { kind: "postgres"; url: string; poolMax: number } | { kind: "pglite"; dir: string | "memory" };
  corsOrigin: string | undefined;
  rateLimit: { max: number; windowMs: number; analyticsMax: number };
  /** Per-user upload rate (files a minute, every upload route). */
  uploads: { perUserPerMinute: number; inspectTimeoutMs: number };
  trustProxy: boolean;
  files: { urlSecret: string; urlTtlSeconds: number };
  s3:
    | {
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      }
    | undefined;
  webDistDir: string | undefined;
  /** A demo or staging server (DEMO_MODE): visitors see the demo navigation, labelled as such. */
  demoMode: boolean;
  auth: {
    /** Empty when not configured: a per-install secret is then kept in DATA_DIR. */
    secret: string;
    localAccounts: boolean;
    signInRateLimit: number;
    /** Sign-ups per client IP per hour. */
    signUpRateLimit: number;
    /** False: no sign-in at all (AUTH_ENABLED=false): the web uses its reduced route set, protected calls are refused. */
    enabled: boolean;
    adminEmails: string[];
    social: { id: SocialProviderId; clientId: string; clientSecret: string; tenantId?: string }[];
    oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  };
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
  /**
   * Coverage engine: `local` (measured analysis, the default) or `llm` (AI SDK against OpenAI or any
   * OpenAI-compatible server). `llm` is chosen by COVERAGE_ENGINE=llm, or by default when a key is set.
   */
  coverage: {
    engine: "local" | "llm";
    llm: {
      baseUrl: string | undefined;
      model: string;
      apiKey: string | undefined;
      timeoutMs: number;
      maxRetries: number;
      contextChars: number;
    };
  };
  /**
   * Cover posters: OpenAI (gpt-image-1) and fal models are offered when their keys are set; the local
   * poster renderer always is. The generate calls wait up to `requestWaitMs` for the job, then the client polls.
   */
  posters: {
    openai: { apiKey: string | undefined; baseUrl: string };
    fal: { apiKey: string | undefined; baseUrl: string };
    timeoutMs: number;
    requestWaitMs: number;
  };
  /**
   * Payments: Stripe when both keys are set (price ids from STRIPE_PRICE_*; STRIPE_API_BASE points the
   * SDK at stripe-mock or a test server), otherwise the labelled test-mode checkout.
   */
  billing: {
    stripe:
      | {
          secretKey: string;
          webhookSecret: string;
          apiBase: string | undefined;
          prices: { basic?: string; pro?: string; studio?: string; token?: string; tokenPack?: string };
        }
      | undefined;
    /**
     * PAYMENTS_TEST_MODE, used only without Stripe: `on` offers the test-mode checkout to everyone,
     * `off` makes payments unavailable, `auto` offers it in development and test, and in production
     * only to loopback requests on a loopback PUBLIC_URL (modules/billing/payment-mode.ts).
     */
    testMode: "auto" | "on" | "off";
  };
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
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: "pglite", dir: path.join(dataDir, "pglite") },
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
    // Without a configured secret (development) a per-install secret is derived later from DATA_DIR.
    files: { urlSecret: env.FILE_URL_SECRET ?? "", urlTtlSeconds: env.FILE_URL_TTL_SECONDS },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(projectRoot(), env.WEB_DIST_DIR) : undefined,
    demoMode: env.DEMO_MODE,
    auth: {
      secret: env.AUTH_SECRET ?? "",
      localAccounts: env.AUTH_LOCAL_ACCOUNTS,
      signInRateLimit: env.AUTH_RATE_LIMIT_MAX,
      signUpRateLimit: env.AUTH_SIGNUP_RATE_LIMIT_MAX,
      enabled: env.AUTH_ENABLED,
      adminEmails: (env.ADMIN_EMAILS ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
      social: SOCIAL_PROVIDERS.flatMap(({ id }) => {
        const prefix = id.toUpperCase() as Uppercase<SocialProviderId>;
        const clientId = env[`${prefix}_CLIENT_ID`];
        const clientSecret = env[`${prefix}_CLIENT_SECRET`];
        if (!clientId || !clientSecret) return [];
        return [
          {
            id,
            clientId,
            clientSecret,
            ...(id === "microsoft" ? { tenantId: env.MICROSOFT_TENANT_ID } : {}),
          },
        ];
      }),
      oidc:
        env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
          ? {
              issuer: env.OIDC_ISSUER.replace(/\/$/, ""),
              clientId: env.OIDC_CLIENT_ID,
              clientSecret: env.OIDC_CLIENT_SECRET,
              name: env.OIDC_PROVIDER_NAME,
            }
          : undefined,
    },
    discoverCacheTtlMs: env.DISCOVER_CACHE_TTL_MS,
    discoverCountTtlMs: env.DISCOVER_COUNT_TTL_MS,
    viewsFlushMs: env.VIEWS_FLUSH_MS,
    screenplayReadsPerMinute: {
      anonymous: env.SCREENPLAY_RATE_LIMIT_ANONYMOUS,
      signedIn: env.SCREENPLAY_RATE_LIMIT_SIGNED_IN,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    coverage: {
      engine: env.COVERAGE_ENGINE ?? (env.COVERAGE_LLM_API_KEY ? "llm" : "local"),
      llm: {
        baseUrl: env.COVERAGE_LLM_BASE_URL,
        model: env.COVERAGE_LLM_MODEL,
        apiKey: env.COVERAGE_LLM_API_KEY,
        timeoutMs: env.COVERAGE_LLM_TIMEOUT_MS,
        maxRetries: env.COVERAGE_LLM_MAX_RETRIES,
        contextChars: env.COVERAGE_LLM_CONTEXT_CHARS,
      },
    },
    posters: {
      openai: { apiKey: env.POSTER_OPENAI_API_KEY, baseUrl: env.POSTER_OPENAI_BASE_URL.replace(/\/$/, "") },
      fal: { apiKey: env.FAL_KEY, baseUrl: env.FAL_BASE_URL.replace(/\/$/, "") },
      timeoutMs: env.POSTER_PROVIDER_TIMEOUT_MS,
      requestWaitMs: env.POSTER_REQUEST_WAIT_MS,
    },
    billing: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiBase: env.STRIPE_API_BASE,
              prices: {
                basic: env.STRIPE_PRICE_BASIC,
                pro: env.STRIPE_PRICE_PRO,
                studio: env.STRIPE_PRICE_STUDIO,
                token: env.STRIPE_PRICE_TOKEN,
                tokenPack: env.STRIPE_PRICE_TOKEN_PACK,
              },
            }
          : undefined,
      testMode: env.PAYMENTS_TEST_MODE === "auto" ? "auto" : env.PAYMENTS_TEST_MODE === "true" ? "on" : "off",
    },
  };
  return { ...config, ...overrides };
}
