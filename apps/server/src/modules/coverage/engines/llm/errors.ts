import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
  TypeValidationError,
} from "ai";

export type LlmCoverageErrorCode =
  | "timeout"
  | "cancelled"
  | "http"
  | "network"
  | "invalid_report"
  | "missing_citations"
  | "empty_answer"
  | "unknown";

/**
 * Every failure of the LLM coverage engine. `message` is for logs (it may name the provider's own
 * words); `publicMessage` is safe to store on the coverage and show the user; `cause` keeps the
 * underlying error.
 */
export class LlmCoverageError extends Error {
  readonly code: LlmCoverageErrorCode;
  readonly publicMessage: string;
  /** HTTP status of the provider's answer, when it answered with an error. */
  readonly statusCode: number | undefined;

  constructor(
    code: LlmCoverageErrorCode,
    publicMessage: string,
    options: { message?: string; cause?: unknown; statusCode?: number } = {},
  ) {
    super(options.message ?? publicMessage, { cause: options.cause });
    this.name = "LlmCoverageError";
    this.code = code;
    this.publicMessage = publicMessage;
    this.statusCode = options.statusCode;
  }
}

export const isLlmCoverageError = (error: unknown): error is LlmCoverageError =>
  error instanceof LlmCoverageError;

export const PUBLIC_MESSAGES = {
  timeout: "The AI provider did not answer in time",
  cancelled: "The AI coverage was cancelled",
  network: "The AI provider could not be reached",
  invalidReport: "The AI provider returned an invalid report",
  missingCitations: "The AI provider returned a report without page references",
  emptyAnswer: "The AI provider returned an empty answer",
  unknown: "The AI provider failed",
} as const;

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Maps whatever an AI SDK call threw to an LlmCoverageError. The signals decide first: an abort
 * surfaces in many shapes (DOMException, AbortError, an APICallError around it), the signal that
 * fired says which it was.
 */
export function toLlmCoverageError(
  error: unknown,
  signals: { timeout: AbortSignal; job: AbortSignal },
  step: string,
): LlmCoverageError {
  if (error instanceof LlmCoverageError) return error;
  const where = `LLM coverage (${step})`;
  if (signals.job.aborted)
    return new LlmCoverageError("cancelled", PUBLIC_MESSAGES.cancelled, {
      message: `${where}: cancelled`,
      cause: error,
    });
  if (signals.timeout.aborted || isTimeoutLike(error)) {
    return new LlmCoverageError("timeout", PUBLIC_MESSAGES.timeout, {
      message: `${where}: timed out (${describe(error)})`,
      cause: error,
    });
  }
  const inner = RetryError.isInstance(error) ? (error.lastError ?? error) : error;
  if (APICallError.isInstance(inner)) {
    // A 2xx that failed: the provider answered, but not in the chat-completions shape.
    if (inner.statusCode != null && inner.statusCode < 300) {
      return new LlmCoverageError("invalid_report", PUBLIC_MESSAGES.invalidReport, {
        message: `${where}: ${describe(inner)}`,
        cause: error,
      });
    }
    if (inner.statusCode != null) {
      return new LlmCoverageError("http", `The AI provider failed (HTTP ${inner.statusCode})`, {
        message: `${where}: HTTP ${inner.statusCode} from ${inner.url}: ${inner.message}`,
        cause: error,
        statusCode: inner.statusCode,
      });
    }
    return new LlmCoverageError("network", PUBLIC_MESSAGES.network, {
      message: `${where}: ${describe(inner)}`,
      cause: error,
    });
  }
  if (
    NoObjectGeneratedError.isInstance(inner) ||
    TypeValidationError.isInstance(inner) ||
    JSONParseError.isInstance(inner) ||
    InvalidResponseDataError.isInstance(inner)
  ) {
    return new LlmCoverageError("invalid_report", PUBLIC_MESSAGES.invalidReport, {
      message: `${where}: ${describe(inner)}`,
      cause: error,
    });
  }
  if (NoOutputGeneratedError.isInstance(inner) || EmptyResponseBodyError.isInstance(inner)) {
    return new LlmCoverageError("empty_answer", PUBLIC_MESSAGES.emptyAnswer, {
      message: `${where}: ${describe(inner)}`,
      cause: error,
    });
  }
  if (inner instanceof TypeError && /fetch failed/i.test(inner.message)) {
    return new LlmCoverageError("network", PUBLIC_MESSAGES.network, {
      message: `${where}: ${describe(inner)}`,
      cause: error,
    });
  }
  return new LlmCoverageError("unknown", PUBLIC_MESSAGES.unknown, {
    message: `${where}: ${describe(inner)}`,
    cause: error,
  });
}

function isTimeoutLike(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === "TimeoutError" || (error.cause instanceof Error && error.cause.name === "TimeoutError"))
  );
}
