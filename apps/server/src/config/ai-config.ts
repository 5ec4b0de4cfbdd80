import { z } from "zod";

import { optionalString } from "./env-parsers.ts";

/** COVERAGE_*: the coverage engine and its LLM connection. */
export const coverageEnvSchema = z.object({
  COVERAGE_ENGINE: z.enum(["local", "llm"]).optional(),
  COVERAGE_LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  COVERAGE_LLM_MODEL: z.string().default("gpt-4o-mini"),
  COVERAGE_LLM_API_KEY: optionalString,
  COVERAGE_LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(60 * 60_000)
    .default(10 * 60_000),
  COVERAGE_LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  COVERAGE_LLM_CONTEXT_CHARS: z.coerce.number().int().min(10_000).max(2_000_000).default(400_000),
});

/** The image providers for cover posters (OpenAI, fal) and how long a generate call waits. */
export const postersEnvSchema = z.object({
  POSTER_OPENAI_API_KEY: optionalString,
  POSTER_OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  FAL_KEY: optionalString,
  FAL_BASE_URL: z.url().default("https://fal.run"),
  POSTER_PROVIDER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(10 * 60_000)
    .default(120_000),
  POSTER_REQUEST_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
});

type CoverageEnv = z.infer<typeof coverageEnvSchema>;
type PostersEnv = z.infer<typeof postersEnvSchema>;

/**
 * Coverage engine: `local` (measured analysis, the default) or `llm` (AI SDK against OpenAI or any
 * OpenAI-compatible server). `llm` is chosen by COVERAGE_ENGINE=llm, or by default when a key is set.
 */
export interface CoverageConfig {
  engine: "local" | "llm";
  llm: {
    baseUrl: string | undefined;
    model: string;
    apiKey: string | undefined;
    timeoutMs: number;
    maxRetries: number;
    contextChars: number;
  };
}

/**
 * Cover posters: OpenAI (gpt-image-1) and fal models are offered when their keys are set; the local
 * poster renderer always is. The generate calls wait up to `requestWaitMs` for the job, then the client polls.
 */
export interface PostersConfig {
  openai: { apiKey: string | undefined; baseUrl: string };
  fal: { apiKey: string | undefined; baseUrl: string };
  timeoutMs: number;
  requestWaitMs: number;
}

export function checkCoverageEnv(env: CoverageEnv, ctx: z.RefinementCtx): void {
  if (env.COVERAGE_ENGINE === "llm" && !env.COVERAGE_LLM_API_KEY && !env.COVERAGE_LLM_BASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["COVERAGE_LLM_API_KEY"],
      message: "is required when COVERAGE_ENGINE=llm (or set COVERAGE_LLM_BASE_URL)",
    });
  }
}

export function coverageConfig(env: CoverageEnv): CoverageConfig {
  return {
    engine: env.COVERAGE_ENGINE ?? (env.COVERAGE_LLM_API_KEY ? "llm" : "local"),
    llm: {
      baseUrl: env.COVERAGE_LLM_BASE_URL,
      model: env.COVERAGE_LLM_MODEL,
      apiKey: env.COVERAGE_LLM_API_KEY,
      timeoutMs: env.COVERAGE_LLM_TIMEOUT_MS,
      maxRetries: env.COVERAGE_LLM_MAX_RETRIES,
      contextChars: env.COVERAGE_LLM_CONTEXT_CHARS,
    },
  };
}

export function postersConfig(env: PostersEnv): PostersConfig {
  return {
    openai: { apiKey: env.POSTER_OPENAI_API_KEY, baseUrl: env.POSTER_OPENAI_BASE_URL.replace(/\/$/, "") },
    fal: { apiKey: env.FAL_KEY, baseUrl: env.FAL_BASE_URL.replace(/\/$/, "") },
    timeoutMs: env.POSTER_PROVIDER_TIMEOUT_MS,
    requestWaitMs: env.POSTER_REQUEST_WAIT_MS,
  };
}
