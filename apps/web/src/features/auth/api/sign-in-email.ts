import { useMutation } from "@tanstack/react-query";

import { authTokenResponseSchema, type AuthTokenResponse, type SignInRequest } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/auth/sign-in/email: 401 'Invalid email or password', 429 when rate limited. */
export function signInWithEmail(body: SignInRequest): Promise<AuthTokenResponse> {
  return apiFetch("/api/auth/sign-in/email", {
    method: "POST",
    body,
    schema: authTokenResponseSchema,
    token: null,
  });
}

export function useSignInWithEmail() {
  return useMutation({ mutationFn: signInWithEmail });
}
