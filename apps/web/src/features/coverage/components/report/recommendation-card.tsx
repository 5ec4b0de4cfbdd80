import { clsx } from "clsx";

import type { Recommendation } from "@twl/contract";

const TONE: Record<Recommendation["verdict"], string> = {
  Recommend: "border-success-line bg-success-soft text-success-ink",
  Consider: "border-info-line bg-info-soft text-info-ink",
  Pass: "border-warning-line bg-warning-soft text-warning-ink",
};

/** The verdict, the reason in measured terms, and the rule it follows (shown, not hidden). */
export function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  return (
    <section
      aria-labelledby="coverage-recommendation-heading"
      className={clsx("rounded-2xl border p-4", TONE[recommendation.verdict])}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id="coverage-recommendation-heading" className="text-xs font-semibold tracking-wide uppercase">
          Recommendation
        </h3>
        <p className="font-display-tight text-2xl font-semibold" data-testid="coverage-verdict">
          {recommendation.verdict}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink">{recommendation.reason}</p>
      <p className="mt-1 text-xs text-ink-muted">Rule: {recommendation.rule}</p>
    </section>
  );
}
