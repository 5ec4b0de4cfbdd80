import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

import type { DiscoverScript, ScriptsListResponse } from "@twl/contract";

import { NumberedPagination } from "../../../components/ui/numbered-pagination.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { EmptyResults, ListError, ScriptGrid, ScriptGridSkeleton } from "./script-grid.tsx";

interface DiscoverResultsProps {
  list: UseQueryResult<ScriptsListResponse>;
  page: number;
  onPageChange: (page: number) => void;
  /** Per-card buttons the page adds (e.g. "Add to list"). */
  renderActions?: (script: DiscoverScript) => ReactNode;
  /** Beside the heading (e.g. "Save search"). */
  headerAction?: ReactNode;
}

/** 'All Scripts' on Discover: the grid, its states and numbered pages. */
export function DiscoverResults({
  list,
  page,
  onPageChange,
  renderActions,
  headerAction,
}: DiscoverResultsProps) {
  const total = list.data?.pagination.total;
  let body;
  if (list.isPending) body = <ScriptGridSkeleton />;
  else if (list.isError) body = <ListError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.scripts.length === 0)
    body = <EmptyResults>No scripts found. Try adjusting your filters.</EmptyResults>;
  else
    body = (
      <div className="space-y-10">
        <ScriptGrid
          scripts={list.data.scripts}
          label="All scripts"
          showDiscoverStats
          isRefreshing={list.isPlaceholderData}
          renderActions={renderActions}
        />
        <NumberedPagination
          page={page}
          pages={list.data.pagination.pages}
          onPageChange={onPageChange}
          label="All scripts pages"
        />
      </div>
    );

  return (
    <section aria-labelledby="all-scripts-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="all-scripts-heading"
          className="flex items-baseline gap-2 font-display-tight text-2xl font-semibold text-ink sm:text-3xl"
        >
          All Scripts
          {total !== undefined && !list.isError && total > 0 && (
            <span className="font-sans text-base font-normal text-ink-subtle tabular-nums">
              ({formatNumber(total)})
            </span>
          )}
        </h2>
        {headerAction}
      </div>
      {body}
    </section>
  );
}
