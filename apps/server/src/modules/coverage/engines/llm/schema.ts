import { z } from "zod";

import type { CoverageDraft } from "@twl/contract";

/**
 * The structured-output schema sent to the model: the contract's `coverageDraftSchema` shape, with a
 * description on every field (the model reads them) and without the string length limits, which
 * strict JSON-schema modes reject. The answer is validated again with `coverageDraftSchema`.
 */
const prose = (description: string) => z.string().describe(description);
const CITE = "Markdown. Cite page numbers for every point, like (p. 12) or (pp. 30-34).";

const scored = (category: string, focus: string) =>
  z.object({
    feedback: prose(
      `${category}: ${focus} Markdown bullets: strengths, weaknesses, concrete revision suggestions. ${CITE}`,
    ),
    score: z.number().min(0).max(10).describe(`${category} score, 0-10 on the rubric (one decimal allowed).`),
  });

export const llmDraftSchema = z.object({
  summary: prose(
    "Two to four sentences: what the script is and the reader's verdict (Pass / Consider / Recommend) with the main reason. Markdown.",
  ),
  fullAnalysis: z.object({
    plot: prose(
      `Synopsis of the story from beginning to end, beat by beat, in the order of the script. ${CITE}`,
    ),
    structure: prose(
      `Analysis of the structure: setup, inciting incident, act breaks, midpoint, climax, resolution, with their pages. ${CITE}`,
    ),
    characters: prose(
      `Analysis of the protagonist, antagonist and supporting cast: goals, arcs, agency, distinctness. ${CITE}`,
    ),
    dialogue: prose(
      `Analysis of the dialogue: voice, subtext, economy, exposition; quote short lines. ${CITE}`,
    ),
    pacing: prose(
      `Analysis of the pacing: momentum, sags, rushed stretches, scene lengths, using the measured tempo. ${CITE}`,
    ),
    marketability: prose(
      `Analysis of the marketability: hook, genre, audience, comparable titles, budget and casting. ${CITE}`,
    ),
    overall: prose(`Overall assessment and recommendation (Pass / Consider / Recommend). ${CITE}`),
  }),
  detailedFeedback: z.object({
    structure: scored("Structure", "Does the story's architecture work?"),
    characters: scored("Characters", "Are the characters compelling, distinct and changing?"),
    dialogue: scored("Dialogue", "Does the dialogue sound like people and carry subtext?"),
    pacing: scored("Pacing", "Does the script keep moving?"),
    marketability: scored("Marketability", "Can this be sold, cast and made?"),
    overall: z.object({
      feedback: prose(`The three to five most important revision priorities, most important first. ${CITE}`),
    }),
  }),
});

export type LlmDraft = z.infer<typeof llmDraftSchema>;

// The model's shape and the contract's must stay the same (a compile error here if they drift).
const _sameShape: [LlmDraft, CoverageDraft] = [null as unknown as CoverageDraft, null as unknown as LlmDraft];
void _sameShape;
