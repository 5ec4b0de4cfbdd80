import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

import type { DiscoverScript, ScriptsListResponse } from "@twl/contract";

import { Pagination } from "../../../components/ui/pagination.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { EmptyResults, ListError, ScriptGrid, ScriptGridSkeleton } from "./script-grid.tsx";

interface ScriptsResultsProps {
  list: UseQueryResult<ScriptsListResponse>;
  page: number;
  onPageChange: (page: number) => void;
  emptyAction?: ReactNode;
  /** Per-card buttons the page adds (e.g. "Add to list"). */
  renderActions?: (script: DiscoverScript) => ReactNode;
}

/** The /scripts results: placeholders, the error, 'No scripts found', or the grid and its pages. */
export function ScriptsResults({
  list,
  page,
  onPageChange,
  emptyAction,
  renderActions,
}: ScriptsResultsProps) {
  if (list.isPending) return <ScriptGridSkeleton />;
  if (list.isError) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  const { scripts, pagination } = list.data;
  if (scripts.length === 0) return <EmptyResults action={emptyAction}>No scripts found</EmptyResults>;
  return (
    <div className="space-y-8">
      <p role="status" className="text-sm text-ink-muted">
        {formatNumber(pagination.total)} {pagination.total === 1 ? "script" : "scripts"}
      </p>
      <ScriptGrid
        scripts={scripts}
        label="Scripts"
        isRefreshing={list.isPlaceholderData}
        renderActions={renderActions}
      />
      <Pagination page={page} pages={pagination.pages} onPageChange={onPageChange} label="Scripts pages" />
    </div>
  );
}
