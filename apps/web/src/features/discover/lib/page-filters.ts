import {
  BUDGET_FILTERS,
  FACT_FILTER_KEYS,
  FACT_RANGE_KEYS,
  factFilterFields,
  GRADES,
  RECOMMENDATION_FILTERS,
  SCRIPT_FORMATS,
  type FactFilters,
} from "@twl/contract";

/**
 * The page filters (issue 35) in the address: page count, format, speaking cast, locations,
 * exterior, night and dialogue shares, budget band, the lead's share, coverage grade,
 * recommendation and "has coverage". Each is read with the contract's own field schema (a value the
 * server would refuse is dropped); unset ones are left out of the address.
 */
export type PageFilters = FactFilters;
export const NO_PAGE_FILTERS: PageFilters = {};

export function readPageFilters(params: URLSearchParams): PageFilters {
  const out: Record<string, unknown> = {};
  for (const key of FACT_FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === "") continue;
    const parsed = factFilterFields[key].safeParse(raw.trim());
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as PageFilters;
}

/** Address (and API) pairs of the filters set; the others are null, so queryOf leaves them out. */
export function pageFilterPairs(filters: PageFilters): Record<string, string | null> {
  const pairs: Record<string, string | null> = {};
  for (const key of FACT_FILTER_KEYS) {
    const value = filters[key];
    pairs[key] = value === undefined ? null : String(value);
  }
  return pairs;
}

/** How many filters are set, a range counting once. */
export function countPageFilters(filters: PageFilters): number {
  let count = 0;
  for (const range of FACT_RANGE_KEYS)
    if (filters[`${range}_min`] !== undefined || filters[`${range}_max`] !== undefined) count++;
  for (const key of ["format", "budget", "grade", "recommendation", "has_coverage"] as const)
    if (filters[key] !== undefined) count++;
  return count;
}

export const FORMAT_CHOICES = SCRIPT_FORMATS;
export const BUDGET_CHOICES = BUDGET_FILTERS;
export const GRADE_CHOICES = GRADES;
export const RECOMMENDATION_CHOICES = RECOMMENDATION_FILTERS;
