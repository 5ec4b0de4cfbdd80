import type { HistoryEntry } from "@twl/contract";

import { formatDate } from "../../../lib/format.ts";

function delta(n: number | null, unit: string) {
  if (n === null || n === 0) return null;
  return (
    <span className={n > 0 ? "text-success-ink" : "text-danger-ink"}>
      {n > 0 ? "+" : ""}
      {n} {unit}
    </span>
  );
}

interface VersionTimelineProps {
  versions: HistoryEntry[];
  from: number;
  to: number;
  onPick: (from: number, to: number) => void;
}

/** Every version at a glance: date, pages, score and grade, and the change from the one before. */
export function VersionTimeline({ versions, from, to, onPick }: VersionTimelineProps) {
  return (
    <ol aria-label="Version history" className="flex gap-3 overflow-x-auto pb-2">
      {versions.map((v, i) => {
        const isPicked = v.version === from || v.version === to;
        const previous = versions[i - 1];
        return (
          <li key={v.version} className="min-w-44 flex-1">
            <button
              type="button"
              onClick={() => previous && onPick(previous.version, v.version)}
              disabled={!previous}
              aria-label={
                previous
                  ? `Compare version ${previous.version} with version ${v.version}`
                  : `Version ${v.version}`
              }
              className={`w-full rounded-2xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-focus ${
                isPicked
                  ? "border-accent bg-accent-soft/40"
                  : "border-line bg-surface hover:border-line-strong"
              }`}
            >
              <p className="flex items-center gap-2 font-semibold text-ink">
                Version {v.version}
                {v.isActive && <span className="text-xs font-medium text-success-ink">Active</span>}
              </p>
              <p className="text-xs text-ink-subtle">
                {formatDate(v.createdAt)} · {v.fileType.toUpperCase()}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {v.pageCount ?? "?"} pages{" "}
                {v.coverage?.overallScore !== null && v.coverage?.overallScore !== undefined
                  ? `· ${v.coverage.overallScore} (${v.coverage.grade})`
                  : v.coverage
                    ? `· coverage ${v.coverage.status}`
                    : "· no coverage"}
              </p>
              {v.change && (
                <p className="mt-1 flex flex-wrap gap-x-2 text-xs">
                  {delta(v.change.pages, "pages")}
                  {delta(v.change.score, "points")}
                </p>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
