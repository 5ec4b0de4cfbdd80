import type { CoverageDraft, CoverageEngine } from "@twl/contract";
import type { Screenplay, ScreenplayStats } from "@twl/screenplay";

/** What every coverage engine reads: the parsed screenplay, its statistics and the script's metadata. */
export interface CoverageInput {
  title: string;
  logline: string | null;
  genres: string[];
  /** The norms the script is judged by: the declared type unless its pages contradict it. */
  screenplayType: "movie" | "tv" | "play" | "short";
  /** The type chosen at upload, when the norms were switched (see report-format.ts). */
  declaredType?: "movie" | "tv" | "play" | "short";
  model: Screenplay;
  stats: ScreenplayStats;
}

/** One engine (local measured analysis, or an LLM): same input, the contract's draft shape out. */
export interface CoverageEngineImpl {
  kind: CoverageEngine;
  /** The provider shown on the report ('Local analysis', or the model's name). */
  providerName: string;
  model: string | null;
  analyze(input: CoverageInput, signal: AbortSignal): Promise<CoverageDraft>;
}
