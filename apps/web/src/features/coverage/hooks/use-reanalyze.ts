import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";

import { COVERAGE_REANALYZE_RELOAD_MS, type Coverage } from "@twl/contract";

import { coverageKeys } from "../api/coverage-keys.ts";
import { useReanalyzeCoverage } from "../api/reanalyze-coverage.ts";
import { isInProgress } from "../lib/coverage-sections.ts";

export const REANALYZE_QUEUED = "Coverage re-analysis has been queued. Please refresh in a few minutes.";

/**
 * Re-analysis: ignored without a selection or while one is running; otherwise queued,
 * announced, and the list reloads 5 s later.
 */
export function useReanalyze(scriptId: string) {
  const queryClient = useQueryClient();
  const mutation = useReanalyzeCoverage();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reanalyze = (coverage: Coverage | undefined) => {
    if (!coverage || mutation.isPending || isInProgress(coverage.status)) return;
    mutation.mutate(coverage.id, {
      onSuccess: () => {
        toast.success(REANALYZE_QUEUED);
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: coverageKeys.list(scriptId) }),
          COVERAGE_REANALYZE_RELOAD_MS,
        );
      },
      onError: (error) => toast.error(`Failed to re-analyze coverage: ${error.message}`),
    });
  };

  return { reanalyze, isPending: mutation.isPending };
}
