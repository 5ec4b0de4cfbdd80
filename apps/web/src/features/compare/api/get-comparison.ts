import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { comparisonResponseSchema, COVERAGE_POLL_INTERVAL_MS, type Comparison } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { compareKeys, comparePath } from "./compare-keys.ts";

export interface ComparisonQuery {
  scriptId: string;
  from: number;
  to: number;
  page: number;
}

/** GET /api/protected/scripts/{id}/compare?from=&to=&page=: one page of the scene diff, the numbers and notes. */
export async function getComparison(q: ComparisonQuery, signal?: AbortSignal): Promise<Comparison> {
  const search = new URLSearchParams({ from: String(q.from), to: String(q.to), page: String(q.page) });
  const { comparison } = await apiFetch(`${comparePath(q.scriptId)}/compare?${search}`, {
    schema: comparisonResponseSchema,
    signal,
  });
  return comparison;
}

/** Polls while a draft is still being read or the newer draft's report is being written. */
export function isComparisonWaiting(c: Comparison | undefined): boolean {
  return (
    c?.status === "pending" ||
    c?.coverage?.afterPending === "pending" ||
    c?.coverage?.afterPending === "processing"
  );
}

export function comparisonQueryOptions(q: ComparisonQuery, enabled = true) {
  return queryOptions({
    queryKey: compareKeys.comparison(q.scriptId, q.from, q.to, q.page),
    queryFn: ({ signal }) => getComparison(q, signal),
    enabled: enabled && q.from !== q.to,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isComparisonWaiting(query.state.data) ? COVERAGE_POLL_INTERVAL_MS : false),
  });
}

export function useComparison(q: ComparisonQuery, enabled = true) {
  return useQuery(comparisonQueryOptions(q, enabled));
}
