import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import {
  cloutHistoryResponseSchema,
  DASHBOARD_TRANSACTIONS_FETCH,
  type CloutHistoryResponse,
} from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { cloutKeys } from "./clout-keys.ts";

/** GET /api/clout/history?limit=&before= (bearer): the user's transactions, newest first. */
export function getCloutHistory(
  limit: number,
  before?: string,
  signal?: AbortSignal,
): Promise<CloutHistoryResponse> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (before) query.set("before", before);
  return apiFetch(`/api/clout/history?${query}`, { schema: cloutHistoryResponseSchema, signal });
}

/** Pages of `limit` rows; the next page starts after the last row shown (`before`). */
export function cloutHistoryQueryOptions(limit = DASHBOARD_TRANSACTIONS_FETCH) {
  return infiniteQueryOptions({
    queryKey: cloutKeys.history(limit),
    queryFn: ({ pageParam, signal }) => getCloutHistory(limit, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.transactions.at(-1)?.id : undefined),
  });
}

export function useCloutHistory(limit?: number) {
  return useInfiniteQuery(cloutHistoryQueryOptions(limit));
}
