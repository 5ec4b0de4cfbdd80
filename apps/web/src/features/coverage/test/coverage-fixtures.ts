import {
  finalizeAnalysis,
  type Coverage,
  type CoverageAnalysis,
  type MeasuredReport,
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

/** A report's measured sections (written here, not taken from any real script). */
export function makeReport(overrides: Partial<MeasuredReport> = {}): MeasuredReport {
  return {
    logline: {
      text: "MARA VOSS (30s), a night nurse, counts the pills twice. · Mostly at WARD 9 (12 scenes) · Turn on p. 14: Mara finds the ward asleep, all at once.",
      pages: [1, 14],
      writers: "A night nurse discovers her patients share one dream.",
    },
    synopsis: [
      {
        label: "Beginning",
        firstPage: 1,
        lastPage: 27,
        beats: [
          { page: 1, heading: "INT. WARD 9 - NIGHT", characters: ["MARA"], action: "The monitors hum." },
        ],
      },
      {
        label: "Middle",
        firstPage: 28,
        lastPage: 83,
        beats: [
          {
            page: 51,
            heading: "EXT. ROOF - NIGHT",
            characters: ["MARA", "DR. ELLIS"],
            action: "Mara climbs onto the ledge.",
          },
        ],
      },
      {
        label: "End",
        firstPage: 84,
        lastPage: 110,
        beats: [
          {
            page: 109,
            heading: "INT. WARD 9 - DAWN",
            characters: ["MARA"],
            action: "Mara opens the blinds.",
          },
        ],
      },
    ],
    characters: [
      {
        name: "MARA",
        role: "Lead",
        lines: 210,
        words: 2400,
        scenes: 40,
        firstPage: 1,
        lastPage: 110,
        description: "MARA VOSS (30s), a night nurse, counts the pills twice.",
      },
      {
        name: "DR. ELLIS",
        role: "Principal",
        lines: 80,
        words: 900,
        scenes: 14,
        firstPage: 6,
        lastPage: 101,
        description: null,
      },
    ],
    budget: {
      band: "Low",
      points: 4,
      facts: [
        { label: "Speaking roles", value: "9", points: 1 },
        { label: "Locations", value: "7", points: 1 },
        { label: "Night scenes", value: "30 of 50 (60%)", points: 1 },
        { label: "Exterior scenes", value: "5 of 50 (10%)", points: 0 },
        { label: "Set piece: weather effects", value: "2 scenes", points: 1, pages: [51, 77] },
      ],
      rule: "Band: 0-2 Micro, 3-5 Low, 6-8 Medium, 9+ High.",
    },
    format: {
      declared: "movie",
      inferred: "movie",
      judgedAs: "movie",
      pages: 110,
      reasons: ["110 script pages"],
      note: null,
    },
    ...overrides,
  };
}

/** makeAnalysis with the measured report sections and "why this score" evidence on structure. */
export function makeReportedAnalysis(report: MeasuredReport = makeReport()): CoverageAnalysis {
  const base = makeAnalysis();
  const analysis = finalizeAnalysis({ ...base, detailedFeedback: { ...base.detailedFeedback }, report });
  analysis.detailedFeedback.structure.evidence = [
    {
      label: "Inciting incident",
      value: "8.0/10 · 20% of the score",
      detail: "The lead's world turns on p. 14.",
    },
  ];
  return analysis;
}
