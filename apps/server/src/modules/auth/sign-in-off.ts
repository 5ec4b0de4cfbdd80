import fp from "fastify-plugin";

import { SIGN_IN_OFF_MESSAGE } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";
import { AUTH_BASE_PATH } from "./create-auth.ts";

/** The one sign-in call that still answers when sign-in is off: the public configuration. */
const PUBLIC_CONFIG_ROUTE = `${AUTH_BASE_PATH}/providers`;

/**
 * With sign-in turned off (AUTH_ENABLED=false) every route under /api/auth but the public
 * configuration answers 403 before its body is read: no sign-up, sign-in, provider start, code
 * exchange or callback. Protected calls elsewhere are refused by requireUser.
 */
export const signInOffPlugin = fp(async (app) => {
  if (app.ctx.config.auth.enabled) return;
  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    if (route && route.startsWith(`${AUTH_BASE_PATH}/`) && route !== PUBLIC_CONFIG_ROUTE)
      throw new AppError("FORBIDDEN", SIGN_IN_OFF_MESSAGE);
  });
});
