import { useMutation } from "@tanstack/react-query";

import { successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/auth/resend-verification (bearer): a new confirmation link to the user's own address (3 an hour). */
export function resendVerification(): Promise<unknown> {
  return apiFetch("/api/auth/resend-verification", { method: "POST", schema: successResponseSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
