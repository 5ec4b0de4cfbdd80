import { queryOptions, useQueries, type UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";

import { screenplayResponseSchema } from "@twl/contract";
import type { ScriptPage } from "@twl/screenplay";

import { apiFetch } from "../../../lib/api-client.ts";
import { asScriptPages } from "../lib/screenplay-shape.ts";
import type { ScreenplayResult } from "./get-screenplay.ts";
import { screenplayKeys } from "./screenplay-keys.ts";

/**
 * GET /api/scripts/{id}/screenplay?version=&part=: the pages of one part (2 and up) of a finished
 * parse. A large model is served in parts of whole pages; part 1 comes with the model
 * (getScreenplay) and the reader asks for the others as the reader scrolls or jumps to them.
 */
export async function getScreenplayPart(
  scriptId: string,
  version: number,
  part: number,
  signal?: AbortSignal,
): Promise<ScriptPage[]> {
  const query = new URLSearchParams({ version: String(version), part: String(part) });
  const answer = await apiFetch(`/api/scripts/${encodeURIComponent(scriptId)}/screenplay?${query}`, {
    schema: screenplayResponseSchema,
    signal,
  });
  const pages = asScriptPages(answer.pages);
  if (answer.status !== "done" || !pages) throw new Error("These pages could not be loaded.");
  return pages;
}

export function screenplayPartQueryOptions(scriptId: string, version: number, part: number) {
  return queryOptions({
    queryKey: screenplayKeys.part(scriptId, version, part),
    queryFn: ({ signal }) => getScreenplayPart(scriptId, version, part, signal),
    // A finished parse never changes.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The part (1-based) holding script page `page`, or 1. */
export function partOfPage(result: ScreenplayResult | undefined, page: number | undefined): number {
  const ranges = result?.parts?.ranges ?? [];
  const index = page === undefined ? -1 : ranges.findIndex((r) => page >= r.from && page <= r.to);
  return index < 0 ? 1 : index + 1;
}

/** The loaded parts in order, up to the first one not loaded yet, and that one's state. */
function combineParts(results: UseQueryResult<ScriptPage[]>[]) {
  const loaded: ScriptPage[][] = [];
  for (const result of results) {
    if (!result.data) break;
    loaded.push(result.data);
  }
  const next = results[loaded.length];
  return {
    loaded,
    isLoading: next?.isPending ?? false,
    isError: next?.isError ?? false,
    retry: () => void next?.refetch(),
  };
}

/**
 * The model's pages from part 1 through part `wanted` (parts are fetched together, shown in order:
 * the pages stop before the first part still loading). `loaded` counts the parts shown.
 */
export function useScreenplayPages(scriptId: string, result: ScreenplayResult | undefined, wanted: number) {
  const count = result?.parts?.count ?? 1;
  const version = result?.version ?? 0;
  const last = Math.min(Math.max(wanted, 1), count);
  const parts = useQueries({
    queries: Array.from({ length: Math.max(0, last - 1) }, (_, i) =>
      screenplayPartQueryOptions(scriptId, version, i + 2),
    ),
    combine: combineParts,
  });
  const first = result?.model?.pages;
  const pages = useMemo(() => [...(first ?? []), ...parts.loaded.flat()], [first, parts.loaded]);
  return {
    pages,
    loaded: parts.loaded.length + 1,
    count,
    isLoading: parts.isLoading,
    isError: parts.isError,
    retry: parts.retry,
  };
}
