import type { z } from "zod";

import type { AppContext } from "../context.ts";

export interface JobRetryPolicy {
  /** Attempts after the first one. */
  retryLimit: number;
  /** First retry delay in seconds; doubles with each retry (with jitter). */
  retryDelaySeconds: number;
  /** A job still running after this long is failed (and retried while attempts remain). */
  expireInSeconds: number;
}

export interface JobDefinition<P> {
  name: string;
  payload: z.ZodType<P>;
  retry: JobRetryPolicy;
  /** A recurring job: a cron expression in UTC; `runAtStart` also enqueues one run when a worker starts. */
  schedule?: { cron: string; runAtStart?: boolean };
  /**
   * Handlers running at once in one worker process (`local`, default 1), and at most `perGroup` of
   * them for one group (jobs sent with `group`, e.g. the uploader), across all worker processes.
   */
  concurrency?: { local: number; perGroup?: number };
  /** Must be safe to run twice for the same payload: retries and crashed workers re-run jobs. */
  handler: (payload: P, ctx: AppContext & { signal: AbortSignal; attempt: number }) => Promise<void>;
}

export const DEFAULT_RETRY: JobRetryPolicy = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 15 * 60,
};

/** A job is a name, a zod payload and an idempotent handler (conventions: definitions plus handlers). */
export function defineJob<P>(
  definition: Omit<JobDefinition<P>, "retry"> & { retry?: Partial<JobRetryPolicy> },
): JobDefinition<P> {
  return { ...definition, retry: { ...DEFAULT_RETRY, ...definition.retry } };
}
