import { z } from "zod";

import { SOCIAL_PROVIDERS, type SocialProviderId } from "@twl/contract";

import { bool, optionalString } from "./env-parsers.ts";

/** AUTH_*: the session secret, email accounts and their rate limits, sign-in on or off. */
export const authEnvSchema = z.object({
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  AUTH_LOCAL_ACCOUNTS: bool.default(true),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  // Sign-in on or off (the reduced route set); DEMO_MODE labels a demo or staging server's header.
  AUTH_ENABLED: bool.default(true),
});

/** Admin addresses and the sign-in providers (OAuth apps and a generic OIDC issuer). */
export const signInProvidersEnvSchema = z.object({
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
});

type AuthEnv = z.infer<typeof authEnvSchema> & z.infer<typeof signInProvidersEnvSchema>;
type SignInProvidersEnv = z.infer<typeof signInProvidersEnvSchema>;

export interface AuthConfig {
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
}

/** Each provider needs both its client id and secret; OIDC also its issuer. */
export function checkSignInProvidersEnv(env: SignInProvidersEnv, ctx: z.RefinementCtx): void {
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
}

export function authConfig(env: AuthEnv): AuthConfig {
  return {
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
  };
}
