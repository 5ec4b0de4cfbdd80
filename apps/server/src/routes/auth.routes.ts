import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { AppError } from "../lib/app-error.ts";
import { sendWebResponse, toWebRequest } from "../modules/auth/better-auth-bridge.ts";
import { AUTH_BASE_PATH } from "../modules/auth/create-auth.ts";
import { forwardedProviderIds, isForwardedAuthRoute } from "../modules/auth/forwarded-routes.ts";
import { accountSecurityRoutes } from "./account-security.routes.ts";
import { authOauthRoutes } from "./auth-oauth.routes.ts";
import { authSignInRoutes } from "./auth-sign-in.routes.ts";

/** Sign-in, sign-up, sign-out and the OAuth hand-off to the SPA; everything else under /api/auth is better-auth's. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config } = app.ctx;
  await app.register(authSignInRoutes);
  await app.register(authOauthRoutes);

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
