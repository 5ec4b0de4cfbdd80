import { SOCIAL_PROVIDERS } from "@twl/contract";

import type { Config } from "../../config/env.ts";
import { AUTH_BASE_PATH, authBaseUrl, OIDC_PROVIDER_ID } from "./create-auth.ts";

/** The variables that would enable each provider not yet configured (the sign-in dialog's localhost hint). */
function providerEnvHint(config: Config): string[] {
  const social = SOCIAL_PROVIDERS.filter((p) => !config.auth.social.some((s) => s.id === p.id)).map((p) => {
    const prefix = p.id.toUpperCase();
    return `${prefix}_CLIENT_ID / ${prefix}_CLIENT_SECRET`;
  });
  return config.auth.oidc ? social : [...social, "OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET"];
}

/**
 * GET /api/auth/providers, the server's public sign-in configuration: the configured providers, what
 * would enable the others, whether sign-in is on at all and whether this is a demo server.
 */
export function authProviders(config: Config) {
  return {
    success: true as const,
    providers: [
      ...SOCIAL_PROVIDERS.filter((p) => config.auth.social.some((s) => s.id === p.id)).map((p) => ({
        ...p,
        kind: "social" as const,
      })),
      ...(config.auth.oidc
        ? [{ id: OIDC_PROVIDER_ID, name: config.auth.oidc.name, kind: "oidc" as const }]
        : []),
    ],
    localAccounts: config.auth.localAccounts,
    configHint: providerEnvHint(config),
    callbackBaseUrl: `${authBaseUrl(config)}${AUTH_BASE_PATH}/callback`,
    authEnabled: config.auth.enabled,
    demo: config.demoMode,
  };
}
