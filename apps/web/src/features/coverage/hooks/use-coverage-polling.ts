import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";

import { COVERAGE_POLL_INTERVAL_MS, COVERAGE_POLL_MAX_MS, type Coverage } from "@twl/contract";

import { coveragesQueryOptions } from "../api/get-coverages.ts";
import { isInProgress } from "../lib/coverage-sections.ts";

/** The report being waited for: the one just requested, else the newest. */
export function trackedCoverageOf(
  coverages: readonly Coverage[] | undefined,
  coverageId: string | null,
): Coverage | undefined {
  if (!coverages) return undefined;
  return coverageId ? coverages.find((coverage) => coverage.id === coverageId) : coverages[0];
}

/**
 * While `isActive`, reloads the script's reports every 5 s for up to 30 min and stops
 * once the tracked report is completed or failed. Returns the tracked report as last seen.
 */
export function useCoveragePolling(
  scriptId: string,
  { isActive, coverageId }: { isActive: boolean; coverageId: string | null },
) {
  // Set when polling starts, cleared when it ends: only read and written by the query's callback.
  const deadline = useRef<number | null>(null);
  const query = useQuery({
    ...coveragesQueryOptions(scriptId, true),
    enabled: isActive,
    refetchInterval: (current) => {
      const tracked = trackedCoverageOf(current.state.data, coverageId);
      if (!isActive || (tracked && !isInProgress(tracked.status))) {
        deadline.current = null;
        return false;
      }
      deadline.current ??= Date.now() + COVERAGE_POLL_MAX_MS;
      return Date.now() < deadline.current ? COVERAGE_POLL_INTERVAL_MS : false;
    },
  });
  return isActive ? trackedCoverageOf(query.data, coverageId) : undefined;
}
