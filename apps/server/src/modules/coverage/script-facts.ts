import { SCRIPT_FORMAT_OF, type BudgetBand, type ScriptFormat } from "@twl/contract";

import { countSceneKinds, estimateBudget } from "./engines/local/report-budget.ts";
import { measure, speechShare } from "./engines/local/signals.ts";
import type { CoverageInput } from "./engines/types.ts";

/** The measured facts the page filters read (issue 35); shares are whole percentages. */
export interface MeasuredScriptFacts {
  pageCount: number;
  format: ScriptFormat;
  speakingCast: number;
  locations: number;
  exteriorPct: number;
  nightPct: number;
  dialoguePct: number;
  leadPct: number;
  budgetBand: BudgetBand;
}

const percent = (share: number) => Math.max(0, Math.min(100, Math.round(share * 100)));

/**
 * The facts of a parsed script, measured exactly as the coverage report measures them: the format
 * it is judged as (the declared type unless its pages contradict it), the speaking roles, locations,
 * night and exterior scenes and the budget band of the report's budget section (estimateBudget, the
 * same rule), and the lead (the speaker with the most speeches) with their share of all speeches.
 * `input` is a coverage input (loadCoverageInput: already judged as what it is).
 */
export function measureScriptFacts(input: CoverageInput): MeasuredScriptFacts {
  const sig = measure(input);
  const scenes = sig.scenes.length;
  const share = (n: number) => (scenes ? n / scenes : 0);
  const { night, exterior } = countSceneKinds(sig);
  return {
    pageCount: sig.pages,
    format: SCRIPT_FORMAT_OF[input.screenplayType],
    speakingCast: sig.speakers.length,
    locations: (input.stats.locations ?? []).length,
    exteriorPct: percent(share(exterior)),
    nightPct: percent(share(night)),
    dialoguePct: percent(input.stats.dialogue?.dialogueShare ?? 0),
    leadPct: sig.lead ? percent(speechShare(sig, sig.lead)) : 0,
    budgetBand: estimateBudget(sig).band,
  };
}
