import { clampCategoryScore, type CoverageCategory } from "@twl/contract";

/**
 * The local engine's vocabulary. Every category is scored from a handful of measured rules; each
 * rule yields a Finding with its own 0-10 score, a weight, what was measured (with page and scene
 * citations) and, when it is a weakness, a suggested fix. A category's score is the weighted mean
 * of its findings' scores, so every point of it can be traced back to a measurement.
 */
export type Verdict = "strength" | "weakness" | "neutral";

export interface Finding {
  /** Stable rule id, e.g. "structure.timeline". */
  rule: string;
  /** Short name shown in the notes, e.g. "Timeline". */
  label: string;
  /** The rule's score, 0-10. */
  score: number;
  /** Relative weight inside its category. */
  weight: number;
  /** What was measured, in markdown, citing pages and scenes. */
  observation: string;
  /** A concrete fix, kept for anything short of a strength. */
  fix?: string;
}

export interface CategoryResult {
  category: CoverageCategory;
  /** Weighted mean of the findings, clamped to 0-10 with one decimal. */
  score: number;
  findings: Finding[];
}

/** A finding at or above this score is a strength; below WEAKNESS_BELOW it is a weakness. */
export const STRENGTH_FROM = 7.5;
export const WEAKNESS_BELOW = 6;

export function verdictOf(finding: Finding): Verdict {
  if (finding.score >= STRENGTH_FROM) return "strength";
  if (finding.score < WEAKNESS_BELOW) return "weakness";
  return "neutral";
}

/**
 * A finding from a rule's wording: the score is clamped to 0-10 with one decimal, like a
 * category's (NaN counts as 0), and the fix is kept only for anything short of a strength.
 */
export function finding({ rule, label, weight, score, observation, fix }: Finding): Finding {
  const f: Finding = { rule, label, weight, score: clampCategoryScore(score), observation };
  if (fix && f.score < STRENGTH_FROM) f.fix = fix;
  return f;
}

/** Weighted mean of the findings' scores; 0 when there are none. */
export function categoryResult(category: CoverageCategory, findings: Finding[]): CategoryResult {
  const weight = findings.reduce((n, f) => n + f.weight, 0);
  const total = findings.reduce((n, f) => n + f.weight * f.score, 0);
  return { category, score: clampCategoryScore(weight > 0 ? total / weight : 0), findings };
}

/** Linear ramp: 0 at `zero`, 1 at `one` (either direction), clamped to 0..1. */
export function ramp(value: number, zero: number, one: number): number {
  if (!Number.isFinite(value)) return 0;
  if (one === zero) return value >= one ? 1 : 0;
  return Math.min(1, Math.max(0, (value - zero) / (one - zero)));
}

/**
 * 10 inside [lo, hi]; outside, minus `below` points per unit under lo and `above` per unit over hi.
 * The workhorse for "against the norm" rules.
 */
export function bandScore(value: number, lo: number, hi: number, below: number, above: number): number {
  if (!Number.isFinite(value)) return 0;
  if (value < lo) return 10 - (lo - value) * below;
  if (value > hi) return 10 - (value - hi) * above;
  return 10;
}
