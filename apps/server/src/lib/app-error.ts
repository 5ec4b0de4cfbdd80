/** Error codes the API uses, each with exactly one HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  GONE: 410,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error type services throw. The message is shown to users as is,
 * so it must never carry internals; 5xx messages are replaced by a generic text anyway.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const forbidden = (message = "Forbidden") => new AppError("FORBIDDEN", message);
export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
