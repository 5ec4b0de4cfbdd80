import { useMutation } from "@tanstack/react-query";

import { signUpResponseSchema, type AuthTokenResponse, type SignUpRequest } from "@twl/contract";

import { apiFetch, ApiRequestError } from "../../../lib/api-client.ts";
import { signInWithEmail } from "./sign-in-email.ts";

/** Shown when the new password does not open the account: the address already had one (its owner was emailed). */
export const SIGN_UP_THEN_SIGN_IN_FAILED =
  "We couldn't sign you in with this password. If this email already has an account, sign in with its password instead.";

/**
 * POST /api/auth/sign-up/email, then sign-in with the same credentials. Sign-up answers alike whether
 * or not the address is taken (so it reveals nothing) and carries no token; a confirmation link is
 * emailed. 400 for a weak password (the server's message says why), 429 after a burst.
 */
export async function signUpWithEmail(body: SignUpRequest): Promise<AuthTokenResponse> {
  await apiFetch("/api/auth/sign-up/email", {
    method: "POST",
    body,
    schema: signUpResponseSchema,
    token: null,
  });
  try {
    return await signInWithEmail({ email: body.email, password: body.password });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 401)
      throw new ApiRequestError(SIGN_UP_THEN_SIGN_IN_FAILED, 401);
    throw err;
  }
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}
