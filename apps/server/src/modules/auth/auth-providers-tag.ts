import { AUTH_PROVIDERS_DATA_ID, authProvidersResponseSchema } from "@twl/contract";

import type { Config } from "../../config/env.ts";
import { jsonDataTag } from "../seo/html-meta.ts";
import { authProviders } from "./auth-providers.ts";

/**
 * GET /api/auth/providers' answer as a JSON data block for every HTML page the server sends
 * (lib/built-spa.ts writes it into each built page once, at start). The answer is the same for every
 * visitor for the life of the process, so the web app knows the sign-in configuration (the header's
 * Log in) without a request. Serialized through the route's response schema, as the route's is.
 */
export function authProvidersDataTag(config: Config): string {
  const providers = authProvidersResponseSchema.parse(authProviders(config));
  return jsonDataTag(AUTH_PROVIDERS_DATA_ID, JSON.stringify(providers));
}
