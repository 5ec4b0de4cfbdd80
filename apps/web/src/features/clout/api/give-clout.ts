import { giveCloutResponseSchema, NETWORK_ERROR, type GiveCloutRequest, type GiveCloutResponse } from "@twl/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, bearerOf, parseJson, resolveApiResponse } from "../../../lib/api-client.ts";
import { getToken } from "../../../lib/auth-token.ts";
import { cloutKeys } from "./clout-keys.ts";

export interface GiveCloutInput {
  scriptId: string;
  amount: number;
  message?: string;
  /** One per confirmed gift, reused when that gift is retried, so it is never given twice. */
  idempotencyKey: string;
}

/**
 * POST /api/clout/give/{scriptId} (bearer) with an Idempotency-Key header. apiFetch sends no custom
 * headers, so this call builds its own request and shares apiFetch's answer handling
 * (resolveApiResponse): 400 own script / not enough clout, 404, or the new totals.
 */
export async function giveClout({ scriptId, amount, message, idempotencyKey }: GiveCloutInput): Promise<GiveCloutResponse> {
  const path = `/api/clout/give/${encodeURIComponent(scriptId)}`;
  const token = getToken();
  const headers = new Headers({ Accept: "application/json", "Content-Type": "application/json", "Idempotency-Key": idempotencyKey });
  const authorization = bearerOf(token);
  if (authorization) headers.set("Authorization", authorization);

  const note = message?.trim();
  const body: GiveCloutRequest = note ? { amount, message: note } : { amount };
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  } catch (error) {
    throw new ApiRequestError(NETWORK_ERROR, null, { cause: error });
  }
  const payload = parseJson(await response.text().catch(() => ""));
  return resolveApiResponse({ status: response.status, payload }, { path, token, schema: giveCloutResponseSchema });
}

/** Gives clout; the history is refetched afterwards. Balances and the script total are the caller's. */
export function useGiveClout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveClout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloutKeys.all }),
  });
}
