import { APIError } from "better-auth/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  authProvidersResponseSchema,
  authTokenResponseSchema,
  oauthExchangeRequestSchema,
  oauthStartRequestSchema,
  oauthStartResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  successResponseSchema,
  type SocialProviderId,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { authProviders } from "../modules/auth/auth-providers.ts";
import { clientHeaders, sendWebResponse, toWebRequest } from "../modules/auth/better-auth-bridge.ts";
import {
  AUTH_BASE_PATH,
  OAUTH_COMPLETE_PATH,
  OIDC_PROVIDER_ID,
  SPA_CALLBACK_PATH,
} from "../modules/auth/create-auth.ts";
import { createExchangeCode, redeemExchangeCode } from "../modules/auth/exchange-codes.ts";
import { forwardedProviderIds, isForwardedAuthRoute } from "../modules/auth/forwarded-routes.ts";
import { isKnownDevice, rememberDevice } from "../modules/auth/known-device.ts";
import { dropSession, loadSessionUser } from "../modules/auth/session-account.ts";
import {
  clearSignInBinding,
  readSignInBinding,
  startSignInBinding,
} from "../modules/auth/sign-in-binding.ts";
import { beginSignInAttempt, clearSignInAttempt, userIdByEmail } from "../modules/auth/sign-in-throttle.ts";
import { SIGN_UP_MESSAGE, signUpLocalAccount } from "../modules/auth/sign-up-local.ts";
import { requireUser } from "../modules/identity/authenticate.ts";
import { accountSecurityRoutes } from "./account-security.routes.ts";

/** /exchange without the nonce set by /oauth/start: the link was not opened in the browser that started the sign-in. */
export const SIGN_IN_NOT_STARTED_HERE =
  "This sign-in was not started in this browser. Please sign in again from here.";

/** better-auth's errors carry a status and a user-facing message; keep both. */
function rethrow(err: unknown): never {
  if (err instanceof APIError) {
    const status = typeof err.statusCode === "number" ? err.statusCode : 400;
    const message = err.body?.message ?? err.message;
    const code =
      status === 401
        ? "UNAUTHORIZED"
        : status === 403
          ? "FORBIDDEN"
          : status === 404
            ? "NOT_FOUND"
            : status === 429
              ? "RATE_LIMITED"
              : status >= 500
                ? "INTERNAL"
                : status === 422
                  ? "UNPROCESSABLE"
                  : "BAD_REQUEST";
    throw new AppError(code, message);
  }
  throw err;
}

/** Sign-in, sign-up, sign-out and the OAuth hand-off to the SPA; everything else under /api/auth is better-auth's. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config, database } = app.ctx;
  const signInLimit = { rateLimit: { max: config.auth.signInRateLimit, timeWindow: 60_000 } };
  const signUpLimit = { rateLimit: { max: config.auth.signUpRateLimit, timeWindow: 60 * 60_000 } };

  app.get(
    `${AUTH_BASE_PATH}/providers`,
    { schema: { tags: ["auth"], response: { 200: authProvidersResponseSchema } } },
    async () => authProviders(config),
  );

  // The same answer whether or not the address is taken (sign-up-local.ts); the client signs in next.
  // New accounts per IP are limited by the hour, on top of the password and name rules.
  app.post(
    `${AUTH_BASE_PATH}/sign-up/email`,
    {
      config: signUpLimit,
      schema: { tags: ["auth"], body: signUpRequestSchema, response: { 200: signUpResponseSchema } },
    },
    async (request) => {
      if (!config.auth.localAccounts)
        throw new AppError("FORBIDDEN", "Email sign-up is turned off on this server");
      await signUpLocalAccount(app.ctx, request.body, clientHeaders(request)).catch(rethrow);
      return { success: true as const, message: SIGN_UP_MESSAGE };
    },
  );

  app.post(
    `${AUTH_BASE_PATH}/sign-in/email`,
    {
      config: signInLimit,
      schema: { tags: ["auth"], body: signInRequestSchema, response: { 200: authTokenResponseSchema } },
    },
    async (request, reply) => {
      if (!config.auth.localAccounts)
        throw new AppError("FORBIDDEN", "Email sign-in is turned off on this server");
      // The per-account throttle (sign-in-throttle.ts): the attempt is counted before the password is checked.
      const knownUserId = await userIdByEmail(database.db, request.body.email);
      const attempt = await beginSignInAttempt(database.db, {
        email: request.body.email,
        ip: request.ip,
        isKnownDevice: knownUserId !== null && (await isKnownDevice(database.db, request, knownUserId)),
      });
      const result = await auth.api
        .signInEmail({ body: request.body, headers: clientHeaders(request) })
        .catch(rethrow);
      await clearSignInAttempt(database.db, attempt);
      await rememberDevice(database.db, request, reply, config, result.user.id);
      return {
        success: true as const,
        token: result.token,
        user: await loadSessionUser(database.db, result.user.id),
      };
    },
  );

  app.post(
    `${AUTH_BASE_PATH}/sign-out`,
    {
      preHandler: requireUser,
      schema: { tags: ["auth"], security: [{ bearer: [] }], response: { 200: successResponseSchema } },
    },
    async (request) => {
      await auth.api
        .signOut({ headers: new Headers({ authorization: request.headers.authorization ?? "" }) })
        .catch(rethrow);
      return { success: true as const };
    },
  );

  /** Starts a provider sign-in; the browser is then sent to the returned URL (state and PKCE cookies are set here). */
  app.post(
    `${AUTH_BASE_PATH}/oauth/start`,
    {
      config: signInLimit,
      schema: { tags: ["auth"], body: oauthStartRequestSchema, response: { 200: oauthStartResponseSchema } },
    },
    async (request, reply) => {
      const { provider } = request.body;
      const body = {
        callbackURL: OAUTH_COMPLETE_PATH,
        errorCallbackURL: SPA_CALLBACK_PATH,
        newUserCallbackURL: OAUTH_COMPLETE_PATH,
        disableRedirect: true,
      };
      const isConfigured =
        (provider === OIDC_PROVIDER_ID && config.auth.oidc) ||
        config.auth.social.some((s) => s.id === provider);
      if (!isConfigured)
        throw new AppError("BAD_REQUEST", `Sign-in with ${provider} is not configured on this server`);
      // Social providers and the generic OIDC provider share better-auth's social sign-in endpoint.
      const response = await auth.api.signInSocial({
        body: { provider: provider as SocialProviderId, ...body },
        asResponse: true,
      });
      if (!response.ok) return sendWebResponse(response, reply);
      for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
      startSignInBinding(reply, config);
      const { url } = (await response.json()) as { url: string };
      return { success: true as const, url };
    },
  );

  /**
   * The provider sent the browser back and better-auth set its session cookie: swap it for a one-time
   * code, clear the cookie, and let the SPA trade the code for a bearer token.
   */
  app.get(OAUTH_COMPLETE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const cookie = request.headers.cookie ?? "";
    const result = await auth.api
      .getSession({ headers: new Headers({ cookie }), query: { disableCookieCache: true } })
      .catch(() => null);
    if (!result) return reply.redirect(`${SPA_CALLBACK_PATH}?error=session_missing`);
    // The session itself stays; only the cookie is dropped (the SPA authenticates with the bearer token).
    const { authCookies } = await auth.$context;
    const { name, attributes } = authCookies.sessionToken;
    reply.header(
      "set-cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${attributes.secure ? "; Secure" : ""}`,
    );
    // A browser that did not start this sign-in (no nonce) gets no code, and the session is dropped.
    const binding = readSignInBinding(request);
    if (!binding) {
      await dropSession(database.db, result.session.token);
      return reply.redirect(`${SPA_CALLBACK_PATH}?error=sign_in_not_started`);
    }
    const code = await createExchangeCode(database.db, result.session.token, binding);
    return reply.redirect(`${SPA_CALLBACK_PATH}?code=${encodeURIComponent(code)}`);
  });

  app.post(
    `${AUTH_BASE_PATH}/exchange`,
    {
      config: signInLimit,
      schema: {
        tags: ["auth"],
        body: oauthExchangeRequestSchema,
        response: { 200: authTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const binding = readSignInBinding(request);
      if (!binding) throw new AppError("BAD_REQUEST", SIGN_IN_NOT_STARTED_HERE);
      const token = await redeemExchangeCode(database.db, request.body.code, binding);
      if (!token)
        throw new AppError(
          "BAD_REQUEST",
          "This sign-in code has expired, was already used or was started in another browser. Please sign in again.",
        );
      clearSignInBinding(reply, config);
      const result = await auth.api.getSession({
        headers: new Headers({ authorization: `Bearer ${token}` }),
        query: { disableCookieCache: true },
      });
      if (!result) throw new AppError("UNAUTHORIZED", "Your session has expired. Please sign in again.");
      // A provider sign-in proves the account as well as a password: this browser is a known device.
      await rememberDevice(database.db, request, reply, config, result.user.id);
      return { success: true as const, token, user: await loadSessionUser(database.db, result.user.id) };
    },
  );

  await app.register(accountSecurityRoutes);

  // Only the provider callbacks are handed to better-auth itself; every other /api/auth path is a 404
  // (see forwarded-routes.ts). The path is canonical here: canonical-path.ts refused anything else.
  const providerIds = forwardedProviderIds(config);
  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const subPath = (request.params as { "*": string })["*"];
      if (!isForwardedAuthRoute(request.method, subPath, providerIds)) {
        throw new AppError("NOT_FOUND", `Route ${request.method} ${AUTH_BASE_PATH}/${subPath} not found`);
      }
      return sendWebResponse(await auth.handler(toWebRequest(request, config)), reply);
    },
  });
};
