import { ApiRequestError } from "../../../lib/api-client.ts";

/** A 4xx answer is final (an unknown user); other failures get one retry. */
export function isRetryable(failureCount: number, error: unknown): boolean {
  const status = error instanceof ApiRequestError ? error.status : null;
  return !(status !== null && status >= 400 && status < 500) && failureCount < 1;
}
