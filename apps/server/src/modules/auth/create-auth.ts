import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, genericOAuth } from "better-auth/plugins";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@twl/contract";

import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import { accounts, sessions, users, verifications } from "../../db/schema.ts";
import { grantMonthlyClout } from "../clout/monthly-grants.ts";
import type { Mailer } from "../mail/mailer.ts";
import { isAdminEmail } from "./admin-emails.ts";
import { verificationMail } from "./auth-mail.ts";
import { onEmailVerified } from "./on-email-verified.ts";

export const OIDC_PROVIDER_ID = "oidc";
export const AUTH_BASE_PATH = "/api/auth";
/** Where better-auth sends the browser after a provider sign-in: our bridge mints a one-time code. */
export const OAUTH_COMPLETE_PATH = `${AUTH_BASE_PATH}/complete`;
/** The SPA page that finishes sign-in. */
export const SPA_CALLBACK_PATH = "/auth/callback";
/** How long an emailed verification link works. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
/** Internal header carrying the client IP from Fastify to better-auth. */
export const CLIENT_IP_HEADER = "x-twl-client-ip";

/** The server's own origin, used for provider redirect URIs. */
export function authBaseUrl(config: Config): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, "");
}

/**
 * better-auth on our Drizzle schema: email + password accounts (unless turned off), the social
 * providers whose keys are configured, any OpenID Connect issuer, and bearer tokens for the SPA.
 * Product fields on the user (role, tier, balances...) are `input: false`: no sign-up or
 * update call can set them.
 */
/** How passwords are hashed and checked: better-auth's scrypt unless a caller passes its own. */
export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

export function createAuth(
  config: Config,
  db: Db,
  secret: string,
  mailer: Mailer,
  passwordHashing?: PasswordHashing,
) {
  const social = Object.fromEntries(
    config.auth.social.map((p) => [
      p.id,
      { clientId: p.clientId, clientSecret: p.clientSecret, ...(p.tenantId ? { tenantId: p.tenantId } : {}) },
    ]),
  );
  const baseURL = authBaseUrl(config);
  const adminEmails = config.auth.adminEmails;
  return betterAuth({
    appName: "The White List",
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [
      baseURL,
      ...(config.corsOrigin ?? "")
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    ],
    database: drizzleAdapter(db, { provider: "pg", schema: { users, sessions, accounts, verifications } }),
    // Fastify's rate limiter guards the sign-in routes (shared per IP, see auth.routes.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === "silent",
      level: config.logLevel === "debug" || config.logLevel === "trace" ? "debug" : "warn",
    },
    // Provider errors (bad state, refused code...) land on the SPA's callback page with ?error=.
    onAPIError: { errorURL: SPA_CALLBACK_PATH },
    emailAndPassword: {
      enabled: config.auth.localAccounts,
      disableSignUp: !config.auth.localAccounts,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers alike for new and taken addresses (sign-up-local.ts): the client signs in next.
      autoSignIn: false,
      ...(passwordHashing ? { password: passwordHashing } : {}),
    },
    // Sign-in does not wait for it, but the admin role (ADMIN_EMAILS) and the clout grant do: an address
    // counts once its owner opened the emailed link or a provider vouched for it (verified-email claim).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        // A mail failure must not fail the sign-up; the user can ask for a new link.
        await mailer.send(verificationMail(user.email, user.name, url)).catch(() => undefined);
      },
      afterEmailVerification: async (user) => {
        await onEmailVerified(db, user.id, config.auth.adminEmails);
      },
    },
    socialProviders: social,
    account: {
      modelName: "accounts",
      // Accounts are keyed by provider and subject: a provider sign-in never joins an existing user by email.
      accountLinking: { enabled: true, disableImplicitLinking: true },
    },
    session: { modelName: "sessions", expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    verification: { modelName: "verifications" },
    user: {
      modelName: "users",
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "customer" },
        tier: { type: "string", input: false, defaultValue: "free" },
        availableClout: { type: "number", input: false, defaultValue: 0 },
        receivedClout: { type: "number", input: false, defaultValue: 0 },
        coverageAllowance: { type: "number", input: false, defaultValue: 1 },
        coverageUsed: { type: "number", input: false, defaultValue: 0 },
        coverageResetAt: { type: "date", input: false, required: false },
        coverageTokens: { type: "number", input: false, defaultValue: 0 },
        bio: { type: "string", input: false, required: false },
        avatarKey: { type: "string", input: false, required: false },
        isDummy: { type: "boolean", input: false, defaultValue: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS makes an admin only of a verified address (a provider's claim); a local
          // account is promoted when its owner opens the emailed link (on-email-verified.ts).
          before: async (user) => ({
            data: {
              ...user,
              role: user.emailVerified && isAdminEmail(user.email, adminEmails) ? "admin" : "customer",
            },
          }),
          // A new account receives its tier's grant for the current month, keyed like the monthly
          // job's grant so the two never both apply. An account without a verified address (no
          // provider claim) holds it as pending until it verifies (clout/liquid-grants.ts): throwaway
          // sign-ups hold no clout to give.
          after: async (user) => {
            await grantMonthlyClout(db, new Date(), user.id);
          },
        },
      },
    },
    plugins: [
      bearer(),
      ...(config.auth.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  clientId: config.auth.oidc.clientId,
                  clientSecret: config.auth.oidc.clientSecret,
                  discoveryUrl: `${config.auth.oidc.issuer}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    advanced: {
      cookiePrefix: "twl",
      useSecureCookies: baseURL.startsWith("https://"),
      // Fastify resolves the client IP (honouring TRUST_PROXY) and passes it in this header, which is
      // always overwritten on the way in, so a client cannot choose the address stored on its session.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
