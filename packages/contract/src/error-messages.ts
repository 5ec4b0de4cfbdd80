/*
 * The zod-free part of the error contract (errors.ts holds the schema). The web client's first
 * paint imports only this file, so it does not load zod: keep zod imports out of here.
 */
import type { ApiError } from "./errors.ts";

/**
 * The same test as `apiErrorSchema.safeParse(value).success`, without zod: the web client checks
 * every answer with it (contract.test.ts keeps the two in step).
 */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const candidate = value as Record<string, unknown>;
  return candidate.success === false && typeof candidate.error === "string";
}

/** Fallback texts from the error catalogue. */
export const GENERIC_SERVER_ERROR = "Server error occurred";
export const NETWORK_ERROR = "Network error - please check your connection";
/** Every sign-in and protected call when sign-in is turned off by configuration (AUTH_ENABLED=false). */
export const SIGN_IN_OFF_MESSAGE = "Sign-in is turned off on this server";
/** Sign-in is on but neither email accounts nor a provider is configured: the configuration-required notice. */
export const CONFIGURATION_REQUIRED_TITLE = "Configuration required";
export const CONFIGURATION_REQUIRED_MESSAGE =
  "Sign-in is turned on, but this server has no sign-in method configured yet: neither email accounts nor a sign-in provider. The server's operator needs to set one up.";
