import { z } from "zod";

import { BUDGET_BANDS, type BudgetBand, type RECOMMENDATIONS, type ReportFormat } from "./coverage-report.ts";
import { GRADE_CUTOFFS, GRADES } from "./coverage.ts";

/**
 * Filters on what is on the page (issue 35): facts measured from the parse of a script's current
 * version (and its newest completed coverage), kept per script by the server. Every field is
 * optional; a missing one does not filter, and the web address leaves it out.
 */

/** What the pages say the script is (the coverage report's "judged as" format). */
export const SCRIPT_FORMATS = ["feature", "pilot", "short", "play"] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];
export const SCRIPT_FORMAT_LABELS: Record<ScriptFormat, string> = {
  feature: "Feature",
  pilot: "Pilot",
  short: "Short",
  play: "Play",
};
/** The report's format (the screenplay types) as the filter names it. */
export const SCRIPT_FORMAT_OF: Record<ReportFormat, ScriptFormat> = {
  movie: "feature",
  tv: "pilot",
  short: "short",
  play: "play",
};

/** Budget bands as the address spells them (lower case), and the report's band for each. */
export const BUDGET_FILTERS = ["micro", "low", "medium", "high"] as const;
export type BudgetFilter = (typeof BUDGET_FILTERS)[number];
export const BUDGET_BAND_OF: Record<BudgetFilter, BudgetBand> = {
  micro: BUDGET_BANDS[0],
  low: BUDGET_BANDS[1],
  medium: BUDGET_BANDS[2],
  high: BUDGET_BANDS[3],
};

export const RECOMMENDATION_FILTERS = ["recommend", "consider", "pass"] as const;
export type RecommendationFilter = (typeof RECOMMENDATION_FILTERS)[number];
export const RECOMMENDATION_OF: Record<RecommendationFilter, (typeof RECOMMENDATIONS)[number]> = {
  recommend: "Recommend",
  consider: "Consider",
  pass: "Pass",
};

/** A grade filter keeps scripts graded this or better: the lowest overall score of the grade. */
export function minimumScoreOfGrade(grade: (typeof GRADES)[number]): number {
  return GRADE_CUTOFFS.find(([g]) => g === grade)![1];
}

/**
 * The numeric facts a range filters, with the largest value a bound may take. Shares (exterior,
 * night, dialogue, lead) are whole percentages 0-100.
 */
export const FACT_RANGES = {
  pages: { label: "Pages", max: 1000, unit: "" },
  cast: { label: "Speaking cast", max: 1000, unit: "" },
  locations: { label: "Locations", max: 1000, unit: "" },
  exterior: { label: "Exterior scenes", max: 100, unit: "%" },
  night: { label: "Night scenes", max: 100, unit: "%" },
  dialogue: { label: "Dialogue share", max: 100, unit: "%" },
  lead: { label: "Lead's share of the dialogue", max: 100, unit: "%" },
} as const;
export type FactRange = keyof typeof FACT_RANGES;
export const FACT_RANGE_KEYS = Object.keys(FACT_RANGES) as FactRange[];

const bound = (max: number) => z.coerce.number().int().min(0).max(max).optional();
const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** The query fields of the fact filters, shared by GET /api/scripts and GET /api/discover. */
export const factFilterFields = {
  pages_min: bound(FACT_RANGES.pages.max),
  pages_max: bound(FACT_RANGES.pages.max),
  cast_min: bound(FACT_RANGES.cast.max),
  cast_max: bound(FACT_RANGES.cast.max),
  locations_min: bound(FACT_RANGES.locations.max),
  locations_max: bound(FACT_RANGES.locations.max),
  exterior_min: bound(FACT_RANGES.exterior.max),
  exterior_max: bound(FACT_RANGES.exterior.max),
  night_min: bound(FACT_RANGES.night.max),
  night_max: bound(FACT_RANGES.night.max),
  dialogue_min: bound(FACT_RANGES.dialogue.max),
  dialogue_max: bound(FACT_RANGES.dialogue.max),
  lead_min: bound(FACT_RANGES.lead.max),
  lead_max: bound(FACT_RANGES.lead.max),
  format: z.enum(SCRIPT_FORMATS).optional(),
  budget: z.enum(BUDGET_FILTERS).optional(),
  /** This grade or better (the newest completed coverage of the current version). */
  grade: z.enum(GRADES).optional(),
  recommendation: z.enum(RECOMMENDATION_FILTERS).optional(),
  /** true: the current version has a completed coverage report; false: it has none. */
  has_coverage: flag.optional(),
};
export const factFiltersSchema = z.object(factFilterFields);
export type FactFilters = z.infer<typeof factFiltersSchema>;
export const FACT_FILTER_KEYS = Object.keys(factFilterFields) as (keyof FactFilters)[];

/** Only the fact filters that are set, in a fixed order (cache keys, statement shapes). */
export function setFactFilters(query: Partial<FactFilters>): FactFilters {
  const out: Record<string, unknown> = {};
  for (const key of FACT_FILTER_KEYS) if (query[key] !== undefined) out[key] = query[key];
  return out as FactFilters;
}
