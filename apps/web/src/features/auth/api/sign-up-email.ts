import { authTokenResponseSchema, type AuthTokenResponse, type SignUpRequest } from "@twl/contract";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/auth/sign-up/email: creates the account and answers with a token (429 after a burst). */
export function signUpWithEmail(body: SignUpRequest): Promise<AuthTokenResponse> {
  return apiFetch("/api/auth/sign-up/email", { method: "POST", body, schema: authTokenResponseSchema, token: null });
}

export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}
