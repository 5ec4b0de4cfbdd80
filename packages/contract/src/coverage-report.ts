import { z } from "zod";

/**
 * The parts of a coverage report a professional reader expects besides the category notes:
 * logline, synopsis, character breakdown, budget band, the format the script was judged as, and a
 * Pass / Consider / Recommend recommendation. All of it is measured from the parsed screenplay
 * (extractive, deterministic) except the recommendation, which follows from the scores by
 * RECOMMENDATION_RULE. Stored on the analysis as an optional field: older reports have none.
 */

const SCREENPLAY_FORMATS = ["movie", "tv", "play", "short"] as const;
export const reportFormatSchema = z.enum(SCREENPLAY_FORMATS);
export type ReportFormat = z.infer<typeof reportFormatSchema>;

const text = (max: number) => z.string().max(max);

export const reportLoglineSchema = z.object({
  /** The logline drawn from the script (lead, their introduction, the main place, the inciting event). */
  text: text(600),
  /** Pages the drawn logline quotes from. */
  pages: z.array(z.number().int()).max(10),
  /** The writer's own logline, when the script has one. */
  writers: text(1000).nullable(),
});

export const synopsisBeatSchema = z.object({
  page: z.number().int(),
  /** The scene heading as printed. */
  heading: text(300),
  /** Characters who speak in the scene. */
  characters: z.array(text(100)).max(12),
  /** The scene's first action sentence, quoted from the script. */
  action: text(400),
});
export type SynopsisBeat = z.infer<typeof synopsisBeatSchema>;

export const synopsisPartSchema = z.object({
  label: z.enum(["Beginning", "Middle", "End"]),
  firstPage: z.number().int(),
  lastPage: z.number().int(),
  beats: z.array(synopsisBeatSchema).max(4),
});
export type SynopsisPart = z.infer<typeof synopsisPartSchema>;

export const characterBreakdownSchema = z.object({
  name: text(100),
  role: z.enum(["Lead", "Principal", "Supporting"]),
  /** Speeches (cues) and words spoken. */
  lines: z.number().int(),
  words: z.number().int(),
  scenes: z.number().int(),
  firstPage: z.number().int(),
  lastPage: z.number().int(),
  /** From the character's introduction in the action, quoted; null when there is none. */
  description: text(300).nullable(),
});
export type CharacterBreakdown = z.infer<typeof characterBreakdownSchema>;

export const BUDGET_BANDS = ["Micro", "Low", "Medium", "High"] as const;
export const budgetBandSchema = z.enum(BUDGET_BANDS);
export type BudgetBand = z.infer<typeof budgetBandSchema>;

export const budgetFactSchema = z.object({
  label: text(100),
  value: text(100),
  points: z.number().int().min(0),
  /** Pages where it shows (set pieces). */
  pages: z.array(z.number().int()).max(12).optional(),
});
export type BudgetFact = z.infer<typeof budgetFactSchema>;

export const reportBudgetSchema = z.object({
  band: budgetBandSchema,
  points: z.number().int().min(0),
  facts: z.array(budgetFactSchema).max(20),
  rule: text(600),
});
export type ReportBudget = z.infer<typeof reportBudgetSchema>;

export const reportFormatCheckSchema = z.object({
  /** The type chosen at upload. */
  declared: reportFormatSchema,
  /** What the pages say the script is. */
  inferred: reportFormatSchema,
  /** The norms the report applied. */
  judgedAs: reportFormatSchema,
  pages: z.number().int(),
  /** The measured reasons for the inference. */
  reasons: z.array(text(300)).max(6),
  /** Shown when the declared type contradicts the pages; null when they agree. */
  note: text(600).nullable(),
});
export type ReportFormatCheck = z.infer<typeof reportFormatCheckSchema>;

export const RECOMMENDATIONS = ["Pass", "Consider", "Recommend"] as const;
export const recommendationSchema = z.object({
  verdict: z.enum(RECOMMENDATIONS),
  rule: text(600),
  /** Why this verdict, in measured terms (overall score, weakest category). */
  reason: text(600),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** What the measured report builder produces: everything but the recommendation. */
export const measuredReportSchema = z.object({
  logline: reportLoglineSchema,
  synopsis: z.array(synopsisPartSchema).max(3),
  characters: z.array(characterBreakdownSchema).max(12),
  budget: reportBudgetSchema,
  format: reportFormatCheckSchema,
});
export type MeasuredReport = z.infer<typeof measuredReportSchema>;

export const coverageReportSchema = measuredReportSchema.extend({ recommendation: recommendationSchema });
export type CoverageReport = z.infer<typeof coverageReportSchema>;

/** Recommendation thresholds on the 0-100 overall score and the weakest 0-10 category. */
export const RECOMMEND_FROM = { overall: 85, weakest: 7 } as const;
export const CONSIDER_FROM = { overall: 70, weakest: 5 } as const;
export const RECOMMENDATION_RULE = `Recommend: overall ${RECOMMEND_FROM.overall}+ and no category under ${RECOMMEND_FROM.weakest}. Consider: overall ${CONSIDER_FROM.overall}+ and no category under ${CONSIDER_FROM.weakest}. Pass: anything else.`;

/** The recommendation from the overall score (0-100) and the category scores (0-10), by RECOMMENDATION_RULE. */
export function recommendFromScores(overall: number, categories: Record<string, number>): Recommendation {
  const entries = Object.entries(categories).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const [weakestName, weakest] = entries[0] ?? ["none", 10];
  const meets = (t: { overall: number; weakest: number }) => overall >= t.overall && weakest >= t.weakest;
  const verdict = meets(RECOMMEND_FROM) ? "Recommend" : meets(CONSIDER_FROM) ? "Consider" : "Pass";
  return {
    verdict,
    rule: RECOMMENDATION_RULE,
    reason: `Overall ${overall}/100; weakest category ${weakestName} at ${weakest.toFixed(1)}/10.`,
  };
}

/** What a format guess reads: measured from the parse, or from a PDF in the browser at upload. */
export interface FormatClues {
  /** Script pages, title page excluded. */
  pages: number;
  /** "ACT ONE", "END OF ACT TWO" ... markers found. */
  actMarkers: number;
  /** "TEASER" / "COLD OPEN" / "TAG" markers found. */
  teaserMarkers: number;
  hasTitlePage: boolean;
}

/** Lines that mark TV acts and teasers: in capitals, alone on their line (a heading, centered text). */
export const ACT_MARKER =
  /^\s*(?:END OF\s+)?ACT\s+(?:ONE|TWO|THREE|FOUR|FIVE|SIX|[1-6]|I{1,3}|IV|V|VI)\s*[:.]?\s*$/;
export const TEASER_MARKER = /^\s*(?:(?:END OF\s+)?(?:TEASER|COLD OPEN)|TAG)\s*[:.]?\s*$/;

/** Page bands used to infer a format (one page ≈ one minute). */
export const SHORT_MAX_PAGES = 40;
export const PILOT_MAX_PAGES = 70;

/**
 * The format the pages say the script is, with the reasons. Act-out or teaser markers under
 * PILOT_MAX_PAGES pages read as a TV pilot; otherwise up to SHORT_MAX_PAGES pages is a short, more is
 * a feature. A stage play is never inferred (its page count overlaps a feature's); a declared play
 * keeps its norms unless it is a short.
 */
export function inferFormat(clues: FormatClues): { format: ReportFormat; reasons: string[] } {
  const reasons = [`${clues.pages} script pages${clues.hasTitlePage ? " after a title page" : ""}`];
  const markers = clues.actMarkers + clues.teaserMarkers;
  if (markers > 0)
    reasons.push(
      `${clues.actMarkers} act marker${clues.actMarkers === 1 ? "" : "s"} and ${clues.teaserMarkers} teaser/tag marker${clues.teaserMarkers === 1 ? "" : "s"}`,
    );
  else reasons.push("no act-out or teaser markers");
  if (markers > 0 && clues.pages <= PILOT_MAX_PAGES) return { format: "tv", reasons };
  if (clues.pages <= SHORT_MAX_PAGES) return { format: "short", reasons };
  return { format: "movie", reasons };
}

/**
 * The norms to judge by: the declared type, unless the pages contradict it. A "feature" of a short's
 * length is judged as a short (or a pilot when it has act markers); a "short" of feature length as a
 * feature only past PILOT_MAX_PAGES; a "pilot" with no act markers stays a pilot from
 * SHORT_MAX_PAGES/2 pages up (half-hour pilots run 25-35 pages) to 80.
 */
export function judgeFormat(declared: ReportFormat, clues: FormatClues): ReportFormat {
  const { format: inferred } = inferFormat(clues);
  if (declared === inferred) return declared;
  if (declared === "play") return inferred === "short" ? "short" : "play";
  if (declared === "tv") {
    if (inferred === "short" && clues.pages >= SHORT_MAX_PAGES / 2) return "tv";
    if (inferred === "movie" && clues.pages <= 80) return "tv";
    return inferred;
  }
  if (declared === "short" && inferred === "tv") return clues.pages > SHORT_MAX_PAGES ? "tv" : "short";
  if (declared === "short" && inferred === "movie") return clues.pages > PILOT_MAX_PAGES ? "movie" : "short";
  return inferred;
}

export const FORMAT_NOUNS: Record<ReportFormat, string> = {
  movie: "feature",
  tv: "TV pilot",
  play: "stage play",
  short: "short",
};
