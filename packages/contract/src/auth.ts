import { z } from "zod";

import { cleanDisplayText, cleanMultilineText } from "./text.ts";

export const ROLES = ["customer", "admin"] as const;
export const TIERS = ["free", "basic", "pro", "studio", "enterprise"] as const;
export const roleSchema = z.enum(ROLES);
export const tierSchema = z.enum(TIERS);

/** Social providers the product supports; each is enabled when its client id and secret are set. */
export const SOCIAL_PROVIDERS = [
  { id: "google", name: "Google" },
  { id: "github", name: "GitHub" },
  { id: "microsoft", name: "Microsoft" },
  { id: "facebook", name: "Facebook" },
  { id: "discord", name: "Discord" },
  { id: "linkedin", name: "LinkedIn" },
] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]["id"];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;
export const BIO_MAX_LENGTH = 1000;

/** GET /api/auth/providers: what the sign-in dialog offers. */
export const authProvidersResponseSchema = z.object({
  success: z.literal(true),
  providers: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(["social", "oidc"]) })),
  localAccounts: z.boolean(),
  /** The variables that would enable the providers not yet configured, shown as a hint on localhost. */
  configHint: z.array(z.string()),
  /** Providers must redirect to `${callbackBaseUrl}/{provider id}` (built from PUBLIC_URL on the server). */
  callbackBaseUrl: z.string(),
  /** False when sign-in is turned off by configuration: the web app uses its reduced route set. */
  authEnabled: z.boolean(),
  /** A demo or staging server: visitors see the demo navigation (clout 100, Dashboard). */
  demo: z.boolean(),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

/**
 * The id of the JSON data block in every HTML page the server sends: the answer of
 * GET /api/auth/providers, so the web app knows the sign-in configuration without asking for it.
 */
export const AUTH_PROVIDERS_DATA_ID = "twl-auth-providers";

/** The signed-in user as the product sees it. Never includes secrets. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  tier: tierSchema,
  availableClout: z.number().int(),
  receivedClout: z.number().int(),
  coverageAllowance: z.number().int(),
  coverageUsed: z.number().int(),
  coverageResetAt: z.string().nullable(),
  /** Bought coverage tokens: never expire, spent after the monthly allowance. */
  coverageTokens: z.number().int(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  isDummy: z.boolean(),
  createdAt: z.string(),
  /** Whether the address is confirmed (emailed link or a provider's claim); until then no clout grant or admin role. */
  emailVerified: z.boolean().optional(),
  /** Liquid clout granted on the 1st: the tier's figure, or an Enterprise account's custom grant. */
  monthlyCloutGrant: z.number().int().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const signUpRequestSchema = z.object({
  name: z
    .string()
    .overwrite(cleanDisplayText)
    .trim()
    .min(1, "Please enter your name")
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  email: z.email("Please enter a valid email address").max(254),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: z.email("Please enter a valid email address"),
  password: z.string().min(1, "Please enter your password"),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Local sign-in, sign-up and the OAuth code exchange all answer with a bearer token and the user. */
export const authTokenResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUserSchema,
});
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;

/** POST /api/auth/oauth/start: the address of the provider's consent page. */
export const oauthStartRequestSchema = z.object({ provider: z.string().min(1).max(64) });
export const oauthStartResponseSchema = z.object({ success: z.literal(true), url: z.string() });

/** POST /api/auth/exchange: trades the one-time code from /auth/callback for a bearer token. */
export const oauthExchangeRequestSchema = z.object({ code: z.string().min(10).max(200) });

/** GET /api/auth/profile. */
export const authProfileResponseSchema = z.object({ success: z.literal(true), user: sessionUserSchema });
/** GET /api/auth/current-user: `data.name` is what the callback reads. */
export const currentUserResponseSchema = z.object({ success: z.literal(true), data: sessionUserSchema });

/** POST /api/auth/update-profile. */
export const updateNameRequestSchema = z.object({
  name: z.string().overwrite(cleanDisplayText).trim().min(1, "Please enter your name").max(NAME_MAX_LENGTH),
});

/** GET/PUT /api/protected/profile: snake_case aliases kept for the spec's readers. */
export const profileSchema = sessionUserSchema.extend({
  userId: z.string(),
  clout: z.number().int(),
  available_clout: z.number().int(),
  coverage_allowance: z.number().int(),
  coverage_used: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ success: z.literal(true), profile: profileSchema });

export const updateProfileRequestSchema = z
  .object({
    name: z
      .string()
      .overwrite(cleanDisplayText)
      .trim()
      .min(1, "Please enter your name")
      .max(NAME_MAX_LENGTH)
      .optional(),
    bio: z
      .string()
      .overwrite(cleanMultilineText)
      .trim()
      .max(BIO_MAX_LENGTH, `Bio must be at most ${BIO_MAX_LENGTH} characters`)
      .nullable()
      .optional(),
  })
  .strict();

/** POST /api/debug/token: what the current bearer token stands for (never the token or secrets). */
export const debugTokenResponseSchema = z.object({
  success: z.literal(true),
  session: z.object({
    id: z.string(),
    userId: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    tokenPreview: z.string(),
  }),
  user: sessionUserSchema,
});
export type DebugTokenResponse = z.infer<typeof debugTokenResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });
