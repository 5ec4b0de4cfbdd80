import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/**
 * POST /api/auth/sign-out (bearer): invalidates the token on the server. Takes the token explicitly
 * because the session clears it locally first; a 401 here (token already dead) is not a new sign-out.
 * No hook: the session's `signOut()` is the one caller.
 */
export async function signOutOnServer(token: string): Promise<void> {
  await apiFetch("/api/auth/sign-out", {
    method: "POST",
    schema: successResponseSchema,
    token,
    ignoreUnauthorized: true,
  });
}
