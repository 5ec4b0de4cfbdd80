import { AUTH_PROVIDERS_DATA_ID, authProvidersResponseSchema } from "@twl/contract";

import type { Config } from "../../config/env.ts";
import { authProviders } from "../auth/auth-providers.ts";
import { jsonDataTag } from "./html-meta.ts";

/**
 * The JSON data blocks every HTML page the server sends carries (lib/built-spa.ts writes them into
 * each built page once, at start): the answer of GET /api/auth/providers, which is the same for
 * every visitor for the life of the process, so the web app knows the sign-in configuration (the
 * header's Log in) without a request. Serialized through the route's response schema, as it is.
 */
export function siteDataTags(config: Config): string {
  const providers = authProvidersResponseSchema.parse(authProviders(config));
  return jsonDataTag(AUTH_PROVIDERS_DATA_ID, JSON.stringify(providers));
}
