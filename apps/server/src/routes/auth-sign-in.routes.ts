import { APIError } from "better-auth/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  authProvidersResponseSchema,
  authTokenResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  successResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { authProviders } from "../modules/auth/auth-providers.ts";
import { clientHeaders } from "../modules/auth/better-auth-bridge.ts";
import { AUTH_BASE_PATH } from "../modules/auth/create-auth.ts";
import { isKnownDevice, rememberDevice } from "../modules/auth/known-device.ts";
import { loadSessionUser } from "../modules/auth/session-account.ts";
import { beginSignInAttempt, clearSignInAttempt, userIdByEmail } from "../modules/auth/sign-in-throttle.ts";
import { SIGN_UP_MESSAGE, signUpLocalAccount } from "../modules/auth/sign-up-local.ts";
import { requireUser } from "../modules/identity/authenticate.ts";

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

/** The sign-in choices, and email sign-up, sign-in and sign-out. */
export const authSignInRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
