import { clsx } from "clsx";
import { Tabs } from "radix-ui";

import type { CoverageAnalysis } from "@twl/contract";

import { formatScore, scaleOf, scoreTextClass } from "../lib/bands.ts";
import { COVERAGE_SECTIONS, type CoverageSection } from "../lib/coverage-sections.ts";
import { CoverageMarkdown } from "./coverage-markdown.tsx";
import { ScoreEvidencePanel } from "./report/score-evidence.tsx";

export const EMPTY_SECTION_TEXT = "No analysis available for this section.";

function SectionScore({ score }: { score: number }) {
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="text-xs font-medium tracking-wide text-ink-subtle uppercase">Score</span>
      <span className={clsx("font-display-tight text-2xl font-semibold tabular-nums", scoreTextClass(score))}>
        {formatScore(score)}
      </span>
      <span className="text-sm text-ink-subtle">out of {scaleOf(score)}</span>
    </p>
  );
}

function SectionBody({ section, analysis }: { section: CoverageSection; analysis: CoverageAnalysis }) {
  const prose = section.analysis.map((key) => analysis.fullAnalysis[key].trim()).filter(Boolean);
  const feedback = analysis.detailedFeedback[section.feedback];
  const feedbackText = feedback.feedback.trim();
  const hasText = prose.length > 0 || feedbackText.length > 0;

  return (
    <div className="space-y-5">
      <SectionScore score={feedback.score} />
      {"evidence" in feedback && <ScoreEvidencePanel label={section.label} evidence={feedback.evidence} />}
      {hasText ? (
        <>
          {prose.map((text, index) => (
            <CoverageMarkdown key={index}>{text}</CoverageMarkdown>
          ))}
          {feedbackText && (
            <div className="rounded-2xl border border-line bg-surface-2/60 p-4">
              <h4 className="mb-2 text-xs font-semibold tracking-wide text-ink-subtle uppercase">Feedback</h4>
              <CoverageMarkdown>{feedbackText}</CoverageMarkdown>
            </div>
          )}
        </>
      ) : (
        <p className="text-sm text-ink-subtle">{EMPTY_SECTION_TEXT}</p>
      )}
    </div>
  );
}

/** Plot / Character / Dialogue / Pacing / Marketability / Overall, Plot first. */
export function CoverageSectionTabs({ analysis }: { analysis: CoverageAnalysis }) {
  return (
    <Tabs.Root defaultValue="plot">
      <Tabs.List aria-label="Coverage sections" className="flex gap-1 overflow-x-auto border-b border-line">
        {COVERAGE_SECTIONS.map((section) => (
          <Tabs.Trigger
            key={section.value}
            value={section.value}
            className={clsx(
              "-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors",
              "hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink",
            )}
          >
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {COVERAGE_SECTIONS.map((section) => (
        <Tabs.Content key={section.value} value={section.value} className="pt-5 focus:outline-none">
          <SectionBody section={section} analysis={analysis} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
