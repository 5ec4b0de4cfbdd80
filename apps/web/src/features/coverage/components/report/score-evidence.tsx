import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

import type { ScoreEvidence } from "@twl/contract";

/**
 * "Why this score": a disclosure (a real button with aria-expanded, so Enter and Space open it)
 * listing the measured facts behind a category's score.
 */
export function ScoreEvidencePanel({ label, evidence }: { label: string; evidence?: ScoreEvidence[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  if (!evidence?.length) return null;
  return (
    <div className="rounded-2xl border border-line">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left text-sm font-medium text-ink hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <span>
          Why this score <span className="sr-only">({label})</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 text-ink-subtle transition-transform ${isOpen ? "rotate-180" : ""}`}
        />
      </button>
      {isOpen && (
        <div id={panelId} role="region" aria-label={`Why this score: ${label}`} className="px-4 pb-4">
          <p className="mb-3 text-xs text-ink-subtle">
            The measured facts behind the {label.toLowerCase()} score.
          </p>
          <dl className="space-y-3">
            {evidence.map((item, index) => (
              <div key={index} className="border-t border-line pt-3 first:border-t-0 first:pt-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <dt className="text-sm font-medium text-ink">{item.label}</dt>
                  <dd className="text-sm font-semibold text-ink-muted tabular-nums">{item.value}</dd>
                </div>
                {item.detail && <dd className="mt-1 text-sm text-ink-muted">{item.detail}</dd>}
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
