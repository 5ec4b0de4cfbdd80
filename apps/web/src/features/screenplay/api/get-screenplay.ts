import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";

import { screenplayResponseSchema, type ScreenplayParts } from "@twl/contract";
import type { ScreenplayStats } from "@twl/screenplay";

import { apiFetch } from "../../../lib/api-client.ts";
import { asScreenplay, asScreenplayStats, type ServedScreenplay } from "../lib/screenplay-shape.ts";
import { screenplayKeys } from "./screenplay-keys.ts";

/** A fresh upload is parsed in the background (seconds): ask again every 2 s, for about 2 minutes. */
export const SCREENPLAY_POLL_MS = 2000;
export const SCREENPLAY_MAX_POLLS = 60;

export type ScreenplayStatus = "pending" | "done" | "failed";

export interface ScreenplayResult {
  version: number;
  status: ScreenplayStatus;
  /** Part 1 of the model: the head and the first pages (see `parts` for the others). */
  model: ServedScreenplay | null;
  stats: ScreenplayStats | null;
  error: string | null;
  /** The parts the model is served in and the pages each holds (null for an unfinished parse). */
  parts: ScreenplayParts | null;
}

/**
 * GET /api/scripts/{id}/screenplay?version=: the parsed model and statistics of a version (the
 * active one when `version` is null). The bearer goes along when signed in; readers who are not
 * editors get the active version only (404 otherwise). The answer is part 1 of the model.
 */
export async function getScreenplay(
  scriptId: string,
  version: number | null,
  signal?: AbortSignal,
): Promise<ScreenplayResult> {
  const query = version === null ? "" : `?${new URLSearchParams({ version: String(version) })}`;
  const answer = await apiFetch(`/api/scripts/${encodeURIComponent(scriptId)}/screenplay${query}`, {
    schema: screenplayResponseSchema,
    signal,
  });
  return {
    version: answer.version,
    status: answer.status,
    model: asScreenplay(answer.model),
    stats: asScreenplayStats(answer.stats),
    error: answer.error ?? null,
    parts: answer.parts ?? null,
  };
}

export function screenplayQueryOptions(scriptId: string, version: number | null, enabled = true) {
  return queryOptions({
    queryKey: screenplayKeys.version(scriptId, version),
    queryFn: ({ signal }) => getScreenplay(scriptId, version, signal),
    enabled,
    // A finished parse never changes; a pending one is polled.
    staleTime: (query) => (query.state.data?.status === "pending" ? 0 : Infinity),
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.data?.status === "pending" && query.state.dataUpdateCount < SCREENPLAY_MAX_POLLS
        ? SCREENPLAY_POLL_MS
        : false,
  });
}

/**
 * The parsed screenplay of a version, polled while the worker parses it. `isTimedOut` says the
 * polling gave up while still pending; `retry` starts over (polling included).
 */
export function useScreenplay(scriptId: string, version: number | null, enabled = true) {
  const queryClient = useQueryClient();
  const options = screenplayQueryOptions(scriptId, version, enabled);
  const query = useQuery(options);
  // Reading dataUpdatedAt subscribes to every answer, so the poll count below stays current.
  const updates = query.dataUpdatedAt
    ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0)
    : 0;
  const isTimedOut = query.data?.status === "pending" && updates >= SCREENPLAY_MAX_POLLS;
  const retry = () => void queryClient.resetQueries({ queryKey: options.queryKey });
  return { ...query, isTimedOut, retry };
}
