import { clsx } from "clsx";

import type { CoverageAnalysis } from "@twl/contract";

import { formatScore, scoreFillClass, scoreTextClass } from "../lib/bands.ts";
import { SCORED_CATEGORIES } from "../lib/coverage-sections.ts";

/**
 * The five category scores as bars on a fixed 0-10 scale, each in its colour band. Not the
 * shared BarList: that one scales to the largest value and has a single colour.
 */
export function CategoryScoreChart({ feedback }: { feedback: CoverageAnalysis["detailedFeedback"] }) {
  return (
    <dl aria-label="Category scores out of 10" className="space-y-3">
      {SCORED_CATEGORIES.map(({ key, label }) => {
        const score = feedback[key].score;
        return (
          <div key={key} className="grid grid-cols-[6.5rem_minmax(0,1fr)_2.25rem] items-center gap-3 text-sm">
            <dt className="text-ink-muted">{label}</dt>
            <dd aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-2">
              <div
                className={clsx("h-full rounded-full", scoreFillClass(score))}
                style={{ width: `${Math.min(100, score * 10)}%` }}
              />
            </dd>
            <dd className={clsx("text-right font-semibold tabular-nums", scoreTextClass(score))}>
              {formatScore(score)}
              <span className="sr-only"> out of 10</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
