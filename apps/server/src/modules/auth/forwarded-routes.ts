import type { Config } from "../../config/env.ts";
import { OIDC_PROVIDER_ID } from "./create-auth.ts";

/**
 * The only better-auth endpoints reachable from outside: the provider callbacks (GET, and POST for
 * providers that answer with a form post) of the providers configured on this server. Everything
 * else better-auth ships (update-user, change-email, list-sessions, link-social, reset-password...)
 * stays internal: our own routes call what we need through `auth.api`, with our validation and limits.
 */
export function forwardedProviderIds(config: Config): Set<string> {
  return new Set([...config.auth.social.map((p) => p.id), ...(config.auth.oidc ? [OIDC_PROVIDER_ID] : [])]);
}

/** Whether `/api/auth/<subPath>` may be handed to better-auth for this method. */
export function isForwardedAuthRoute(method: string, subPath: string, providerIds: Set<string>): boolean {
  if (method !== "GET" && method !== "POST") return false;
  const match = /^callback\/([a-z0-9-]+)$/.exec(subPath);
  return match !== null && providerIds.has(match[1]!);
}
