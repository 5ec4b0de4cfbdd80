import { useMutation, useQueryClient } from "@tanstack/react-query";

import { giveCloutResponseSchema, type GiveCloutRequest, type GiveCloutResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { cloutKeys } from "./clout-keys.ts";

export interface GiveCloutInput {
  scriptId: string;
  amount: number;
  message?: string;
  /** One per confirmed gift, reused when that gift is retried, so it is never given twice. */
  idempotencyKey: string;
}

/** POST /api/clout/give/{scriptId} (bearer) with an Idempotency-Key header: a retried gift applies once. */
export function giveClout({
  scriptId,
  amount,
  message,
  idempotencyKey,
}: GiveCloutInput): Promise<GiveCloutResponse> {
  const note = message?.trim();
  const body: GiveCloutRequest = note ? { amount, message: note } : { amount };
  return apiFetch(`/api/clout/give/${encodeURIComponent(scriptId)}`, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: giveCloutResponseSchema,
  });
}

/** Gives clout; the history is refetched afterwards. Balances and the script total are the caller's. */
export function useGiveClout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveClout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloutKeys.all }),
  });
}
