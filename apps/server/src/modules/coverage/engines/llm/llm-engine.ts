import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output, type LanguageModel } from "ai";

import { coverageDraftSchema, type CoverageDraft } from "@twl/contract";

import type { Config } from "../../../../config/env.ts";
import { buildMeasuredReport } from "../local/build-report.ts";
import { analyzeLocally } from "../local/local-engine.ts";
import { judgeAsWhatItIs } from "../local/report-format.ts";
import type { CoverageEngineImpl, CoverageInput } from "../types.ts";
import { categoriesWithoutCitations } from "./citations.ts";
import { LlmCoverageError, PUBLIC_MESSAGES, toLlmCoverageError } from "./errors.ts";
import {
  combinePrompt,
  COVERAGE_SYSTEM_PROMPT,
  evidenceSection,
  PART_NOTES_SYSTEM_PROMPT,
  partNotesPrompt,
  singlePassPrompt,
} from "./prompt.ts";
import { llmDraftSchema } from "./schema.ts";
import { chunkScreenplayText, renderScreenplayText, type TextPart } from "./screenplay-text.ts";

export type LlmCoverageSettings = Config["coverage"]["llm"];

export interface LlmEngineOptions {
  /** The fetch used for provider calls (a proxy, a test); the global fetch by default. */
  fetch?: typeof globalThis.fetch;
  /** Parts of a long script analysed at once in the map step (default 3). */
  mapConcurrency?: number;
}

/**
 * The LLM coverage engine: the AI SDK against OpenAI, or any OpenAI-compatible server (chat
 * completions with JSON-schema structured outputs) when `baseUrl` is set.
 *
 * A script whose text fits `contextChars` is covered in one structured call. A longer one is cut
 * into consecutive parts; each part gets page-cited notes (map), then one structured call turns all
 * notes and the statistics into the report (reduce). `timeoutMs` bounds the whole analysis.
 * Every failure is thrown as an LlmCoverageError.
 */
export function createLlmEngine(
  settings: LlmCoverageSettings,
  options: LlmEngineOptions = {},
): CoverageEngineImpl {
  const model = languageModel(settings, options.fetch);
  return {
    kind: "llm",
    providerName: `AI coverage · ${settings.model}`,
    model: settings.model,
    // The report sections are measured, not asked of the model: a logline or budget it made up
    // could not be checked. The model is told the norms of what the script is, like the local engine.
    async analyze(declared, signal) {
      const input = judgeAsWhatItIs(declared);
      const draft = await analyzeWithLlm(model, settings, input, signal, options.mapConcurrency ?? 3);
      return { ...draft, report: buildMeasuredReport(input) };
    },
  };
}

/**
 * The provider's no-retention option where it offers one (the no-training promise): OpenAI's
 * `store: false` keeps the request out of its stored completions. A self-hosted OpenAI-compatible
 * server (baseUrl) keeps nothing unless its operator makes it.
 */
export function noRetention(settings: Pick<LlmCoverageSettings, "baseUrl">) {
  return settings.baseUrl ? undefined : { openai: { store: false } };
}

function languageModel(
  settings: LlmCoverageSettings,
  fetch: typeof globalThis.fetch | undefined,
): LanguageModel {
  if (settings.baseUrl) {
    return createOpenAICompatible({
      name: "coverage",
      baseURL: settings.baseUrl.replace(/\/+$/, ""),
      apiKey: settings.apiKey,
      supportsStructuredOutputs: true,
      fetch,
    }).chatModel(settings.model);
  }
  return createOpenAI({ apiKey: settings.apiKey, fetch }).chat(settings.model);
}

async function analyzeWithLlm(
  model: LanguageModel,
  settings: LlmCoverageSettings,
  input: CoverageInput,
  jobSignal: AbortSignal,
  concurrency: number,
): Promise<CoverageDraft> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signals = { timeout, job: jobSignal };
  // Stops the other map calls once one has failed.
  const stop = new AbortController();
  const abortSignal = AbortSignal.any([jobSignal, timeout, stop.signal]);
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    try {
      if (abortSignal.aborted) throw abortSignal.reason;
      return await run();
    } catch (error) {
      stop.abort();
      throw toLlmCoverageError(error, signals, name);
    }
  };
  const common = {
    model,
    maxRetries: settings.maxRetries,
    abortSignal,
    providerOptions: noRetention(settings),
  };

  const rendered = renderScreenplayText(input.model);
  // The measured facts go into the prompt and back onto the report as each score's evidence.
  const measured = analyzeLocally(input);
  const evidence = evidenceSection(measured);
  let prompt: string;
  if (rendered.text.length <= settings.contextChars) {
    prompt = singlePassPrompt(input, rendered.text, evidence);
  } else {
    const parts = chunkScreenplayText(rendered, settings.contextChars);
    const notes = await mapLimit(parts, concurrency, (part) =>
      step(`notes on part ${part.index + 1} of ${parts.length}`, async () => {
        const { text } = await generateText({
          ...common,
          system: PART_NOTES_SYSTEM_PROMPT,
          prompt: partNotesPrompt(input, part, parts.length),
        });
        if (!text.trim())
          throw new LlmCoverageError("empty_answer", PUBLIC_MESSAGES.emptyAnswer, {
            message: `LLM coverage: empty notes on part ${part.index + 1}`,
          });
        return text;
      }),
    );
    prompt = combinePrompt(input, parts, notes, evidence);
  }

  const answer = await step("report", async () => {
    const result = await generateText({
      ...common,
      system: COVERAGE_SYSTEM_PROMPT,
      prompt,
      output: Output.object({
        schema: llmDraftSchema,
        name: "coverage_report",
        description: "Studio coverage of a screenplay with category scores.",
      }),
    });
    return result.output;
  });

  const parsed = coverageDraftSchema.safeParse(answer);
  if (!parsed.success) {
    throw new LlmCoverageError("invalid_report", PUBLIC_MESSAGES.invalidReport, {
      message: `LLM coverage: report does not match the contract: ${parsed.error.message}`,
      cause: parsed.error,
    });
  }
  const uncited = categoriesWithoutCitations(parsed.data, input.stats.pages);
  if (uncited.length) {
    throw new LlmCoverageError("missing_citations", PUBLIC_MESSAGES.missingCitations, {
      message: `LLM coverage: feedback without page citations: ${uncited.join(", ")}`,
    });
  }
  return withMeasuredEvidence(parsed.data, measured);
}

/** Each category keeps the measured evidence the model was given (its "why this score" facts). */
function withMeasuredEvidence(draft: CoverageDraft, measured: CoverageDraft): CoverageDraft {
  const d = draft.detailedFeedback;
  const m = measured.detailedFeedback;
  const keep = <T extends { evidence?: unknown }>(own: T, from: { evidence?: T["evidence"] }): T =>
    own.evidence || !from.evidence ? own : { ...own, evidence: from.evidence };
  return {
    ...draft,
    detailedFeedback: {
      ...d,
      structure: keep(d.structure, m.structure),
      characters: keep(d.characters, m.characters),
      dialogue: keep(d.dialogue, m.dialogue),
      pacing: keep(d.pacing, m.pacing),
      marketability: keep(d.marketability, m.marketability),
    },
  };
}

/** Runs `run` over the parts with at most `limit` at once; results in order; the first failure wins. */
async function mapLimit<R>(
  parts: TextPart[],
  limit: number,
  run: (part: TextPart) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(parts.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < parts.length) {
      const i = next++;
      try {
        results[i] = await run(parts[i]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, parts.length)) }, worker));
  if (failure) throw failure.error;
  return results;
}
