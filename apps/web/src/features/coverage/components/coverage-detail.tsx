import { clsx } from "clsx";
import { CircleX, Clock, LoaderCircle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";

import type { Coverage, CoverageAnalysis } from "@twl/contract";

import { DownloadMenu } from "../../../components/download-menu.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { gradeTextClass, scoreTextClass } from "../lib/bands.ts";
import { CategoryScoreChart } from "./category-score-chart.tsx";
import { CoverageMarkdown } from "./coverage-markdown.tsx";
import { CoverageSectionTabs } from "./coverage-section-tabs.tsx";
import { ProviderLine } from "./provider-line.tsx";
import { CoverageReportPanels } from "./report/coverage-report-panels.tsx";

interface CoverageDetailProps {
  coverage: Coverage;
  /** Owner or admin acting for a dummy author: may re-analyze. */
  canManage: boolean;
  isReanalyzing: boolean;
  onReanalyze: () => void;
}

function StateMessage({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-4 py-12 text-center">
      {icon}
      <p className="mt-3 font-display-tight text-xl font-semibold text-ink">{title}</p>
      {children}
    </div>
  );
}

function ReanalyzeButton({ isBusy, onClick }: { isBusy: boolean; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={isBusy}>
      <RotateCw aria-hidden="true" className={clsx(isBusy && "motion-safe:animate-spin")} /> Re-analyze
    </Button>
  );
}

function reportDownloads(coverage: Coverage) {
  const base = `/api/coverage/${encodeURIComponent(coverage.id)}/export`;
  const stem = `coverage-v${coverage.scriptVersion}`;
  return [
    { label: "PDF (.pdf)", path: `${base}/pdf`, fallbackName: `${stem}.pdf` },
    { label: "JSON (.json)", path: `${base}/json`, fallbackName: `${stem}.json` },
  ];
}

function ScoreBlock({ analysis }: { analysis: CoverageAnalysis }) {
  return (
    <dl className="flex items-end gap-5">
      <div>
        <dt className="text-xs font-medium tracking-wide text-ink-subtle uppercase">Overall score</dt>
        <dd className="flex items-baseline gap-1">
          <span
            className={clsx(
              "font-display-tight text-4xl font-semibold tabular-nums",
              scoreTextClass(analysis.overallScore),
            )}
          >
            {analysis.overallScore}
          </span>
          <span className="text-sm text-ink-subtle">/ 100</span>
        </dd>
      </div>
      <div>
        <dt className="text-xs font-medium tracking-wide text-ink-subtle uppercase">Grade</dt>
        <dd
          className={clsx("font-display-tight text-4xl font-semibold", gradeTextClass(analysis.overallGrade))}
        >
          {analysis.overallGrade}
        </dd>
      </div>
    </dl>
  );
}

/** The selected report: its state, or the full analysis with scores and six sections. */
export function CoverageDetail({ coverage, canManage, isReanalyzing, onReanalyze }: CoverageDetailProps) {
  const { status, analysis } = coverage;
  if (status === "pending") {
    return (
      <StateMessage
        icon={<Clock aria-hidden="true" className="size-8 text-warning-ink" />}
        title="Coverage analysis is pending"
      />
    );
  }
  if (status === "processing") {
    return (
      <StateMessage
        icon={<LoaderCircle aria-hidden="true" className="size-8 text-info-ink motion-safe:animate-spin" />}
        title="Coverage analysis is being processed..."
      />
    );
  }
  if (status === "failed" || !analysis) {
    return (
      <StateMessage
        icon={<CircleX aria-hidden="true" className="size-8 text-danger-ink" />}
        title="Coverage analysis failed"
      >
        {coverage.error && <p className="mt-2 max-w-md text-sm text-ink-muted">{coverage.error}</p>}
        {canManage && (
          <div className="mt-5">
            <ReanalyzeButton isBusy={isReanalyzing} onClick={onReanalyze} />
          </div>
        )}
      </StateMessage>
    );
  }

  return (
    <article aria-labelledby="coverage-analysis-heading" className="space-y-6">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h2 id="coverage-analysis-heading" className="font-display-tight text-2xl font-semibold text-ink">
            Coverage Analysis
          </h2>
          <p className="text-sm text-ink-subtle">
            Version {coverage.scriptVersion} · {formatDate(coverage.completedAt ?? coverage.createdAt)}
          </p>
          <ProviderLine coverage={coverage} />
        </div>
        <div className="flex shrink-0 flex-col items-start gap-3 sm:items-end">
          <ScoreBlock analysis={analysis} />
          <div className="flex flex-wrap gap-2">
            <DownloadMenu label="Download report" choices={reportDownloads(coverage)} />
            {canManage && <ReanalyzeButton isBusy={isReanalyzing} onClick={onReanalyze} />}
          </div>
        </div>
      </header>

      <div className="grid gap-5 md:grid-cols-2">
        <section
          aria-labelledby="coverage-summary-heading"
          className="rounded-2xl border border-line bg-surface-2/50 p-4"
        >
          <h3
            id="coverage-summary-heading"
            className="mb-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
          >
            Summary
          </h3>
          {analysis.summary.trim() ? (
            <CoverageMarkdown>{analysis.summary}</CoverageMarkdown>
          ) : (
            <p className="text-sm text-ink-subtle">No summary.</p>
          )}
        </section>
        <section aria-labelledby="coverage-scores-heading" className="rounded-2xl border border-line p-4">
          <h3
            id="coverage-scores-heading"
            className="mb-3 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
          >
            Scores by category
          </h3>
          <CategoryScoreChart feedback={analysis.detailedFeedback} />
        </section>
      </div>

      {analysis.report && <CoverageReportPanels report={analysis.report} />}

      <CoverageSectionTabs analysis={analysis} />
    </article>
  );
}
