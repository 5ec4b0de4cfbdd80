import { gradeBand, scoreBand, type GradeBand, type ScoreBand } from "@twl/contract";

/** Text colours of the score bands (status tokens, readable on the surface in both themes). */
const SCORE_TEXT: Record<ScoreBand, string> = {
  green: "text-success-ink",
  blue: "text-info-ink",
  yellow: "text-warning-ink",
  red: "text-danger-ink",
};

/** Bar fills of the score bands. */
const SCORE_FILL: Record<ScoreBand, string> = {
  green: "bg-success",
  blue: "bg-info",
  yellow: "bg-warning",
  red: "bg-danger",
};

/** Grade bands: the contract's yellow (C) and orange (D) both read as a warning. */
const GRADE_TEXT: Record<GradeBand, string> = {
  green: "text-success-ink",
  blue: "text-info-ink",
  yellow: "text-warning-ink",
  orange: "text-caution-ink",
  red: "text-danger-ink",
};

export function scoreTextClass(score: number): string {
  return SCORE_TEXT[scoreBand(score)];
}

export function scoreFillClass(score: number): string {
  return SCORE_FILL[scoreBand(score)];
}

export function gradeTextClass(grade: string): string {
  return GRADE_TEXT[gradeBand(grade)];
}

/** A score with its scale: 'out of 10', or 'out of 100' when above 10. */
export function scaleOf(score: number): 10 | 100 {
  return score > 10 ? 100 : 10;
}

/** One decimal at most: 7.5, 8, 72. */
export function formatScore(score: number): string {
  return String(Math.round(score * 10) / 10);
}
