import type { Coverage, CoverageAnalysis } from "@twl/contract";

type AnalysisKey = keyof CoverageAnalysis["fullAnalysis"];
type FeedbackKey = keyof CoverageAnalysis["detailedFeedback"];

export interface CoverageSection {
  value: string;
  label: string;
  /** Prose from fullAnalysis, in order (Plot adds the structure analysis under the synopsis). */
  analysis: readonly AnalysisKey[];
  /** The matching detailedFeedback entry, whose score the tab shows (plot -> structure). */
  feedback: FeedbackKey;
}

/** The six tabs of a completed report; Plot is the default. */
export const COVERAGE_SECTIONS: readonly CoverageSection[] = [
  { value: "plot", label: "Plot Analysis", analysis: ["plot", "structure"], feedback: "structure" },
  { value: "characters", label: "Character Analysis", analysis: ["characters"], feedback: "characters" },
  { value: "dialogue", label: "Dialogue Analysis", analysis: ["dialogue"], feedback: "dialogue" },
  { value: "pacing", label: "Pacing Analysis", analysis: ["pacing"], feedback: "pacing" },
  { value: "marketability", label: "Marketability", analysis: ["marketability"], feedback: "marketability" },
  { value: "overall", label: "Overall Evaluation", analysis: ["overall"], feedback: "overall" },
];

/** The five scored categories of the chart, on the 0-10 scale. */
export const SCORED_CATEGORIES = [
  { key: "structure", label: "Structure" },
  { key: "characters", label: "Characters" },
  { key: "dialogue", label: "Dialogue" },
  { key: "pacing", label: "Pacing" },
  { key: "marketability", label: "Marketability" },
] as const;

/** First load: the first completed report, else the first one. */
export function initialCoverageOf(coverages: readonly Coverage[]): Coverage | undefined {
  return coverages.find((coverage) => coverage.status === "completed") ?? coverages[0];
}

export function isInProgress(status: string | null | undefined): boolean {
  return status === "pending" || status === "processing";
}
