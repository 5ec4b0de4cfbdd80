import type { MeasuredReport } from "@twl/contract";

import type { CoverageInput } from "../types.ts";
import { estimateBudget } from "./report-budget.ts";
import { breakdownCast, drawLogline } from "./report-cast.ts";
import { formatCheck } from "./report-format.ts";
import { buildSynopsis } from "./report-synopsis.ts";
import { measure, type Signals } from "./signals.ts";

/**
 * The report sections besides the category notes, measured from the parse for either engine:
 * logline, synopsis, character breakdown, budget band and the format check. Deterministic: the
 * same input gives the same sections. The recommendation is added from the scores afterwards
 * (finalizeAnalysis in the contract).
 */
export function buildMeasuredReport(input: CoverageInput, sig: Signals = measure(input)): MeasuredReport {
  return {
    logline: drawLogline(sig),
    synopsis: buildSynopsis(sig),
    characters: breakdownCast(sig),
    budget: estimateBudget(sig),
    format: formatCheck(input),
  };
}
