/** PostgreSQL error codes the services react to. */
const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";
const DEADLOCK = "40P01";
const SERIALIZATION_FAILURE = "40001";
const LOCK_NOT_AVAILABLE = "55P03";

/** The SQLSTATE of a driver error, looking through Drizzle's wrapper (`cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === UNIQUE_VIOLATION;
export const isCheckViolation = (err: unknown) => pgErrorCode(err) === CHECK_VIOLATION;
export const isRetryableTransactionError = (err: unknown) => {
  const code = pgErrorCode(err);
  return code === DEADLOCK || code === SERIALIZATION_FAILURE;
};
/** A lock not granted within `lock_timeout`. */
export const isLockNotAvailable = (err: unknown) => pgErrorCode(err) === LOCK_NOT_AVAILABLE;
