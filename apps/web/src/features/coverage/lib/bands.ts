import { gradeBand, scoreBand, type GradeBand, type ScoreBand } from "@twl/contract";

/** Text colours of the score bands, readable on the surface in both themes. */
const SCORE_TEXT: Record<ScoreBand, string> = {
  green: "text-emerald-700 dark:text-emerald-400",
  blue: "text-blue-700 dark:text-blue-400",
  yellow: "text-yellow-700 dark:text-yellow-400",
  red: "text-red-700 dark:text-red-400",
};

/** Bar fills of the score bands. */
const SCORE_FILL: Record<ScoreBand, string> = {
  green: "bg-emerald-500",
  blue: "bg-blue-500",
  yellow: "bg-yellow-400",
  red: "bg-red-500",
};

const GRADE_TEXT: Record<GradeBand, string> = {
  green: "text-emerald-700 dark:text-emerald-400",
  blue: "text-blue-700 dark:text-blue-400",
  yellow: "text-yellow-700 dark:text-yellow-400",
  orange: "text-orange-700 dark:text-orange-400",
  red: "text-red-700 dark:text-red-400",
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
