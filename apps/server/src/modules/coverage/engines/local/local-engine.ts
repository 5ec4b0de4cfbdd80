import { LOCAL_ANALYSIS_LABEL, type CoverageDraft } from "@twl/contract";

import type { CoverageEngineImpl, CoverageInput } from "../types.ts";
import { buildMeasuredReport } from "./build-report.ts";
import { canonicalInput, mapCitations } from "./canonical.ts";
import { evidenceOf } from "./report-evidence.ts";
import { judgeAsWhatItIs } from "./report-format.ts";
import { scoreCharacters } from "./score-characters.ts";
import { scoreDialogue } from "./score-dialogue.ts";
import { scoreMarketability } from "./score-marketability.ts";
import { scorePacing } from "./score-pacing.ts";
import { scoreStructure } from "./score-structure.ts";
import { measure } from "./signals.ts";
import { measureText } from "./text/measure-text.ts";
import { withTextFindings } from "./text/merge-text.ts";
import {
  charactersText,
  dialogueText,
  marketabilityText,
  pacingText,
  structureText,
} from "./text/score-text.ts";
import { measureTurns } from "./turns.ts";
import { categoryAnalysis, categoryFeedback } from "./write-notes.ts";
import {
  writeOverallAnalysis,
  writeOverallFeedback,
  writePlot,
  writeSummary,
  type Results,
} from "./write-summary.ts";

/**
 * The local coverage engine: a measured, deterministic analysis of the parsed screenplay and its
 * statistics. No model, no randomness, no clock: the same input always gives the same report.
 * Category scores come from measured craft signals (see the score-*.ts files for every rule);
 * the overall score and grade are derived from them by the contract's formula (finalizeAnalysis).
 */
export function analyzeLocally(declared: CoverageInput): CoverageDraft {
  const canonical = canonicalInput(declared);
  return mapCitations(analyzeCanonical(canonical.input), canonical.mapPage);
}

/** The analysis of a script in the standard layout (see canonical.ts). */
function analyzeCanonical(declared: CoverageInput): CoverageDraft {
  const input = judgeAsWhatItIs(declared);
  const sig = measure(input);
  const turns = measureTurns(sig);
  const text = measureText(input.model);
  const isPlay = input.screenplayType === "play";
  const results: Results = {
    structure: withTextFindings(
      scoreStructure(sig, turns, text.chains.endingMark),
      structureText(text, sig.norms.completeFrom, sig.pages),
    ),
    characters: withTextFindings(scoreCharacters(sig), charactersText(text)),
    dialogue: withTextFindings(scoreDialogue(sig), dialogueText(text)),
    pacing: withTextFindings(scorePacing(sig), pacingText(text)),
    marketability: withTextFindings(scoreMarketability(sig), marketabilityText(text, isPlay)),
  };
  const detail = (key: keyof Results) => ({
    feedback: categoryFeedback(results[key]),
    score: results[key].score,
    evidence: evidenceOf(results[key]),
  });
  return {
    summary: writeSummary(sig, results),
    fullAnalysis: {
      plot: writePlot(sig, turns),
      structure: categoryAnalysis(results.structure),
      characters: categoryAnalysis(results.characters),
      dialogue: categoryAnalysis(results.dialogue),
      pacing: categoryAnalysis(results.pacing),
      marketability: categoryAnalysis(results.marketability),
      overall: writeOverallAnalysis(sig, results),
    },
    detailedFeedback: {
      structure: detail("structure"),
      characters: detail("characters"),
      dialogue: detail("dialogue"),
      pacing: detail("pacing"),
      marketability: detail("marketability"),
      overall: { feedback: writeOverallFeedback(sig, results) },
    },
    report: buildMeasuredReport(input, sig),
  };
}

export function createLocalEngine(): CoverageEngineImpl {
  return {
    kind: "local",
    providerName: LOCAL_ANALYSIS_LABEL,
    model: null,
    async analyze(input, signal) {
      signal.throwIfAborted();
      const draft = analyzeLocally(input);
      signal.throwIfAborted();
      return draft;
    },
  };
}
