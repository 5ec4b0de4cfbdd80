import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

import type { Config } from "../../config/env.ts";
import { AUTH_BASE_PATH, authBaseUrl } from "./create-auth.ts";

/**
 * Login CSRF defence for the provider hand-off. Before the browser leaves for the provider, POST
 * /oauth/start sets a random nonce in an HttpOnly cookie scoped to /api/auth. The one-time code minted
 * at /complete is bound to that nonce (exchange-codes.ts stores hash(code + nonce)), and /exchange
 * redeems it only together with the same cookie. A code minted in an attacker's browser and sent to a
 * victim as /auth/callback?code=... therefore fails in the victim's browser, which holds no nonce or
 * another one.
 */
export const SIGN_IN_BINDING_COOKIE = "twl.sign_in_binding";
const MAX_AGE_SECONDS = 15 * 60;

function attributes(config: Config, maxAge: number): string {
  const secure = authBaseUrl(config).startsWith("https://") ? "; Secure" : "";
  return `Path=${AUTH_BASE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** Sets a fresh nonce on the browser that starts a provider sign-in. */
export function startSignInBinding(reply: FastifyReply, config: Config): void {
  const nonce = randomBytes(32).toString("base64url");
  reply.header("set-cookie", `${SIGN_IN_BINDING_COOKIE}=${nonce}; ${attributes(config, MAX_AGE_SECONDS)}`);
}

/** The nonce this browser holds, if any. */
export function readSignInBinding(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SIGN_IN_BINDING_COOKIE) {
      const value = rest.join("=");
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The nonce is single-use: dropped once the code is redeemed. */
export function clearSignInBinding(reply: FastifyReply, config: Config): void {
  reply.header("set-cookie", `${SIGN_IN_BINDING_COOKIE}=; ${attributes(config, 0)}`);
}
