import {
  finalizeAnalysis,
  type Coverage,
  type CoverageAnalysis,
  type RequestCoverageResponse,
} from "@twl/contract";

const PROSE = {
  plot: "A night nurse finds her ward **dreaming as one** (p. 12).",
  structure: "The inciting incident lands on p. 14.",
  characters: "Mara is active and specific (pp. 3-9).",
  dialogue: "Lean lines, real subtext (p. 40).",
  pacing: "The middle sags around pp. 55-70.",
  marketability: "Contained thriller, one location.",
  overall: "Consider.",
};

/** A finished analysis; category scores override the defaults (8, 7, 6.5, 5, 3). */
export function makeAnalysis(
  scores: Partial<Record<"structure" | "characters" | "dialogue" | "pacing" | "marketability", number>> = {},
): CoverageAnalysis {
  const score = { structure: 8, characters: 7, dialogue: 6.5, pacing: 5, marketability: 3, ...scores };
  return finalizeAnalysis({
    summary: "A tense, contained thriller with a strong lead.",
    fullAnalysis: PROSE,
    detailedFeedback: {
      structure: { feedback: "- Tighten act two", score: score.structure },
      characters: { feedback: "- Give the doctor a want", score: score.characters },
      dialogue: { feedback: "- Cut the exposition on p. 22", score: score.dialogue },
      pacing: { feedback: "- Trim pp. 55-70", score: score.pacing },
      marketability: { feedback: "- Find comparable titles", score: score.marketability },
      overall: { feedback: "1. Act two\n2. The doctor" },
    },
  });
}

export function makeCoverage(overrides: Partial<Coverage> = {}): Coverage {
  return {
    id: "cov-1",
    scriptId: "script-1",
    status: "completed",
    scriptVersion: 1,
    engine: "llm",
    provider: { id: "llm", name: "GPT Reader", avatar: null },
    pageCount: 112,
    analysis: makeAnalysis(),
    error: null,
    createdAt: "2025-03-04T10:00:00.000Z",
    updatedAt: "2025-03-04T10:02:00.000Z",
    completedAt: "2025-03-04T10:02:00.000Z",
    ...overrides,
  };
}

export function coverageList(coverages: Coverage[]) {
  return { success: true, coverages };
}

export function requestResponse(coverage: Coverage, cloutAwarded = 50): RequestCoverageResponse {
  return {
    success: true,
    coverage,
    coverageUsage: { used: 1, allowance: 1, tokens: 0, resetsAt: "2025-04-01T00:00:00.000Z" },
    cloutAwarded,
    newCloutBalance: 95,
  };
}
