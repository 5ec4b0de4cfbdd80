import { useMutation } from "@tanstack/react-query";

import { oauthStartResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/auth/oauth/start: the provider's consent page, where the browser goes next. */
export async function startOAuth(provider: string): Promise<string> {
  const { url } = await apiFetch("/api/auth/oauth/start", {
    method: "POST",
    body: { provider },
    schema: oauthStartResponseSchema,
    token: null,
  });
  return url;
}

export function useStartOAuth() {
  return useMutation({ mutationFn: startOAuth });
}
