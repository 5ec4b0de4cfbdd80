import { z } from "zod";

import { tierSchema } from "./auth.ts";
import { coverageStatusSchema } from "./scripts.ts";

/**
 * AI coverage. The analysis shape is the spec's; scores per category are on a 0-10
 * scale and the overall score (0-100) and grade are computed from them by one formula, so the
 * parts and the whole never disagree.
 */
export const COVERAGE_CATEGORIES = [
  "structure",
  "characters",
  "dialogue",
  "pacing",
  "marketability",
] as const;
export type CoverageCategory = (typeof COVERAGE_CATEGORIES)[number];

/** Weights of the overall score (sum 1). Structure carries most, as readers' coverage does. */
export const COVERAGE_WEIGHTS: Record<CoverageCategory, number> = {
  structure: 0.25,
  characters: 0.2,
  dialogue: 0.2,
  pacing: 0.15,
  marketability: 0.2,
};

export const OVERALL_SCORE_FORMULA =
  "overallScore = round(10 × (0.25·structure + 0.20·characters + 0.20·dialogue + 0.15·pacing + 0.20·marketability)), category scores 0-10";

/** Grade cut-offs on the 0-100 overall score, highest first. Below the last: failing ('F'). */
export const GRADE_CUTOFFS = [
  ["A+", 97],
  ["A", 93],
  ["A-", 90],
  ["B+", 87],
  ["B", 83],
  ["B-", 80],
  ["C+", 77],
  ["C", 73],
  ["C-", 70],
  ["D+", 67],
  ["D", 63],
  ["D-", 60],
] as const;
export const GRADES = GRADE_CUTOFFS.map(([grade]) => grade);
export const FAILING_GRADE = "F";

/** Rounds a category score to one decimal and clamps it to 0-10. */
export function clampCategoryScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(10, Math.max(0, score)) * 10) / 10;
}

export function computeOverallScore(scores: Record<CoverageCategory, number>): number {
  let total = 0;
  for (const category of COVERAGE_CATEGORIES)
    total += COVERAGE_WEIGHTS[category] * clampCategoryScore(scores[category]);
  return Math.round(total * 10);
}

export function gradeForScore(overallScore: number): string {
  for (const [grade, cutoff] of GRADE_CUTOFFS) if (overallScore >= cutoff) return grade;
  return FAILING_GRADE;
}

/** A score above 10 is out of 100; returns the value on the 10 scale. */
export function toTenScale(score: number): number {
  return score > 10 ? score / 10 : score;
}

export type ScoreBand = "green" | "blue" | "yellow" | "red";
/** Colour bands on the 10 scale: 8+ green, 6+ blue, 4+ yellow, else red. */
export function scoreBand(score: number): ScoreBand {
  const s = toTenScale(score);
  if (s >= 8) return "green";
  if (s >= 6) return "blue";
  if (s >= 4) return "yellow";
  return "red";
}

export type GradeBand = "green" | "blue" | "yellow" | "orange" | "red";
/** Grade colours: A green, B blue, C yellow, D orange, anything else red. */
export function gradeBand(grade: string): GradeBand {
  if (!(GRADES as readonly string[]).includes(grade)) return "red";
  return ({ A: "green", B: "blue", C: "yellow", D: "orange" } as const)[grade[0] as "A" | "B" | "C" | "D"];
}

const markdown = z.string().max(20_000);
/** The measured facts behind a category score ("why this score"). */
export const scoreEvidenceSchema = z.object({
  label: z.string().max(200),
  value: z.string().max(200),
  detail: z.string().max(1000).optional(),
});
export type ScoreEvidence = z.infer<typeof scoreEvidenceSchema>;
export const categoryFeedbackSchema = z.object({
  feedback: markdown,
  score: z.number().min(0).max(10),
  evidence: z.array(scoreEvidenceSchema).max(20).optional(),
});

export const fullAnalysisSchema = z.object({
  plot: markdown,
  structure: markdown,
  characters: markdown,
  dialogue: markdown,
  pacing: markdown,
  marketability: markdown,
  overall: markdown,
});

/** What an engine writes: the prose and the category scores. The overall score and grade are derived. */
export const coverageDraftSchema = z.object({
  summary: markdown,
  fullAnalysis: fullAnalysisSchema,
  detailedFeedback: z.object({
    structure: categoryFeedbackSchema,
    characters: categoryFeedbackSchema,
    dialogue: categoryFeedbackSchema,
    pacing: categoryFeedbackSchema,
    marketability: categoryFeedbackSchema,
    overall: z.object({ feedback: markdown }),
  }),
});
export type CoverageDraft = z.infer<typeof coverageDraftSchema>;

export const coverageAnalysisSchema = z.object({
  overallScore: z.number().int().min(0).max(100),
  overallGrade: z.string(),
  summary: markdown,
  fullAnalysis: fullAnalysisSchema,
  detailedFeedback: z.object({
    structure: categoryFeedbackSchema,
    characters: categoryFeedbackSchema,
    dialogue: categoryFeedbackSchema,
    pacing: categoryFeedbackSchema,
    marketability: categoryFeedbackSchema,
    /** Overall score on the 100 scale. */
    overall: z.object({ feedback: markdown, score: z.number().min(0).max(100) }),
  }),
  /** The formula that produced overallScore, for readers who want to check it. */
  formula: z.string(),
});
export type CoverageAnalysis = z.infer<typeof coverageAnalysisSchema>;

/** Turns an engine's draft into the stored analysis: overall score and grade by the one formula. */
export function finalizeAnalysis(draft: CoverageDraft): CoverageAnalysis {
  const d = draft.detailedFeedback;
  const scores = {
    structure: clampCategoryScore(d.structure.score),
    characters: clampCategoryScore(d.characters.score),
    dialogue: clampCategoryScore(d.dialogue.score),
    pacing: clampCategoryScore(d.pacing.score),
    marketability: clampCategoryScore(d.marketability.score),
  };
  const overallScore = computeOverallScore(scores);
  return {
    overallScore,
    overallGrade: gradeForScore(overallScore),
    summary: draft.summary,
    fullAnalysis: draft.fullAnalysis,
    detailedFeedback: {
      structure: { ...d.structure, score: scores.structure },
      characters: { ...d.characters, score: scores.characters },
      dialogue: { ...d.dialogue, score: scores.dialogue },
      pacing: { ...d.pacing, score: scores.pacing },
      marketability: { ...d.marketability, score: scores.marketability },
      overall: { feedback: d.overall.feedback, score: overallScore },
    },
    formula: OVERALL_SCORE_FORMULA,
  };
}

export const COVERAGE_ENGINES = ["local", "llm"] as const;
export const coverageEngineSchema = z.enum(COVERAGE_ENGINES);
export type CoverageEngine = z.infer<typeof coverageEngineSchema>;
/** The label shown wherever the local engine's provider name shows (non-negotiable 3). */
export const LOCAL_ANALYSIS_LABEL = "Local analysis";

export const coverageProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});

export const coverageSchema = z.object({
  id: z.string(),
  scriptId: z.string(),
  status: coverageStatusSchema,
  /** The script version number this report is for. */
  scriptVersion: z.number().int(),
  engine: coverageEngineSchema,
  provider: coverageProviderSchema,
  pageCount: z.number().int().nullable(),
  analysis: coverageAnalysisSchema.nullable(),
  /** Why it failed, in words safe to show. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Coverage = z.infer<typeof coverageSchema>;

export const coverageListResponseSchema = z.object({
  success: z.literal(true),
  coverages: z.array(coverageSchema),
});
export const coverageResponseSchema = z.object({ success: z.literal(true), coverage: coverageSchema });

export const coverageUsageSchema = z.object({
  used: z.number().int(),
  allowance: z.number().int(),
  /** Bought tokens left, spent after the monthly allowance. */
  tokens: z.number().int(),
  /** ISO time of the next monthly reset (00:00 UTC on the 1st). */
  resetsAt: z.string(),
});
export type CoverageUsage = z.infer<typeof coverageUsageSchema>;

export const requestCoverageResponseSchema = z.object({
  success: z.literal(true),
  coverage: coverageSchema,
  coverageUsage: coverageUsageSchema,
  cloutAwarded: z.number().int(),
  /** The requester's solid clout (receivedClout) after the award. */
  newCloutBalance: z.number().int(),
});
export type RequestCoverageResponse = z.infer<typeof requestCoverageResponseSchema>;

/** 403 body when the monthly allowance and tokens are spent. */
export const coverageLimitErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  limit: z.number().int(),
  used: z.number().int(),
  tier: tierSchema,
});
export type CoverageLimitError = z.infer<typeof coverageLimitErrorSchema>;

export const reanalyzeResponseSchema = z.object({ success: z.literal(true), coverage: coverageSchema });

/** Messages of the coverage flow. */
export const COVERAGE_ALREADY_REQUESTED = "Coverage has already been requested for this script";
export const COVERAGE_LIMIT_REACHED = "Coverage limit reached";
export const COVERAGE_NO_FILE = "Upload a script file before requesting coverage";
export const COVERAGE_NOT_FOUND = "Coverage not found";
export const COVERAGE_IN_PROGRESS = "Coverage is already being analysed";
/** Polling while a coverage is pending or processing. */
export const COVERAGE_POLL_INTERVAL_MS = 5_000;
export const COVERAGE_POLL_MAX_MS = 30 * 60_000;
export const COVERAGE_REANALYZE_RELOAD_MS = 5_000;
/** Solid clout for requesting coverage. */
export const COVERAGE_REQUEST_AWARD = 50;

/** Monthly coverages per tier; enterprise is custom, it starts at the studio figure. */
export const COVERAGE_ALLOWANCE_BY_TIER = { free: 1, basic: 1, pro: 3, studio: 10, enterprise: 10 } as const;

/** 00:00 UTC on the 1st of the month after `now`: when the allowance resets. */
export function nextMonthlyReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
/** Whole days until the next reset, at least 1; 30 when unknown. */
export function daysUntilReset(resetsAt: string | null, now: Date = new Date()): number {
  if (!resetsAt) return 30;
  const ms = new Date(resetsAt).getTime() - now.getTime();
  if (!Number.isFinite(ms)) return 30;
  return Math.max(1, Math.ceil(ms / 86_400_000));
}
