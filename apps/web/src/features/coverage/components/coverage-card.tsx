import { clsx } from "clsx";

import type { Coverage } from "@twl/contract";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { formatDate } from "../../../lib/format.ts";
import { gradeTextClass, scoreTextClass } from "../lib/bands.ts";
import { CoverageStatusIcon, statusLookOf } from "./coverage-status-icon.tsx";

export function providerNameOf(coverage: Coverage): string {
  return coverage.provider.name.trim() || "Unknown";
}

interface CoverageCardProps {
  coverage: Coverage;
  isSelected: boolean;
  onSelect: () => void;
}

/**
 * One report in the list: version, status icon, score and grade when completed, provider,
 * date and pages, and a status line otherwise. A toggle button: pressed when selected.
 */
export function CoverageCard({ coverage, isSelected, onSelect }: CoverageCardProps) {
  const { analysis, status } = coverage;
  const isCompleted = status === "completed" && analysis !== null;
  const provider = providerNameOf(coverage);

  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onSelect}
      className={clsx(
        "w-full rounded-2xl border p-4 text-left transition-colors",
        isSelected
          ? "border-accent bg-accent-soft/40 ring-1 ring-accent"
          : "border-line bg-surface hover:border-line-strong hover:bg-surface-2",
      )}
    >
      <span className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-semibold text-ink">
          <CoverageStatusIcon status={status} isDecorative={!isCompleted} />
          Version {coverage.scriptVersion}
        </span>
        {isCompleted && (
          <span className="flex items-baseline gap-1.5 tabular-nums">
            <span
              data-band-for="score"
              className={clsx(
                "font-display-tight text-lg font-semibold",
                scoreTextClass(analysis.overallScore),
              )}
            >
              {analysis.overallScore}
            </span>
            <span className={clsx("text-sm font-bold", gradeTextClass(analysis.overallGrade))}>
              {analysis.overallGrade}
            </span>
          </span>
        )}
      </span>
      {!isCompleted && (
        <span className="mt-2 block text-sm text-ink-muted">
          {statusLookOf(status).text}
          {status === "failed" && coverage.error && (
            <span className="mt-0.5 block text-xs text-danger-ink">{coverage.error}</span>
          )}
        </span>
      )}
      <span className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
        <Avatar name={provider} src={coverage.provider.avatar} className="size-6 text-[0.6rem]" />
        <span className="truncate">{provider}</span>
      </span>
      <span className="mt-1.5 flex flex-wrap gap-x-3 text-xs text-ink-subtle">
        <span>{formatDate(coverage.createdAt)}</span>
        {coverage.pageCount !== null && <span>{coverage.pageCount} pages</span>}
      </span>
    </button>
  );
}
