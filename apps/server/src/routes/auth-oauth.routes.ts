import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  authTokenResponseSchema,
  oauthExchangeRequestSchema,
  oauthStartRequestSchema,
  oauthStartResponseSchema,
  type SocialProviderId,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { sendWebResponse } from "../modules/auth/better-auth-bridge.ts";
import {
  AUTH_BASE_PATH,
  OAUTH_COMPLETE_PATH,
  OIDC_PROVIDER_ID,
  SPA_CALLBACK_PATH,
} from "../modules/auth/create-auth.ts";
import { createExchangeCode, redeemExchangeCode } from "../modules/auth/exchange-codes.ts";
import { rememberDevice } from "../modules/auth/known-device.ts";
import { dropSession, loadSessionUser } from "../modules/auth/session-account.ts";
import {
  clearSignInBinding,
  readSignInBinding,
  startSignInBinding,
} from "../modules/auth/sign-in-binding.ts";

/** /exchange without the nonce set by /oauth/start: the link was not opened in the browser that started the sign-in. */
export const SIGN_IN_NOT_STARTED_HERE =
  "This sign-in was not started in this browser. Please sign in again from here.";

/** Provider sign-in: the start, better-auth's return to us, and the one-time code the SPA trades for a token. */
export const authOauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config, database } = app.ctx;
  const signInLimit = { rateLimit: { max: config.auth.signInRateLimit, timeWindow: 60_000 } };

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
};
