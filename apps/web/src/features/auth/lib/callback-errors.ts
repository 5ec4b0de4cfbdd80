import { AUTH_CALLBACK_TIMEOUT_MS, AUTH_FAILURE_REDIRECT_MS } from "@twl/contract";

/** /auth/callback outcomes (01 §2, §4, §8). The timings are spec constants (01 §9) from the contract. */
export const OAUTH_CALLBACK_TIMEOUT_MS = AUTH_CALLBACK_TIMEOUT_MS;
export { AUTH_FAILURE_REDIRECT_MS };

export const NO_CODE_MESSAGE = "No authorization code received from OAuth provider";
export const TIMEOUT_MESSAGE = "Authentication timeout - please try again";
export const CONFIG_REQUIRED_MESSAGE =
  "OAuth Provider Configuration Required - check the client id, secret and redirect URL of this provider";
const ACCOUNT_NOT_LINKED_MESSAGE =
  "This email already has an account with another sign-in method. Please sign in with that method instead.";
const NEW_USER_MESSAGE = "New user registration may be required. Please contact support.";

/** Error codes and texts that mean the provider's client id, secret or redirect URL is wrong. */
const CONFIG_ERROR_MARKERS = ["invalid_client", "oauth_code_verification_failed", "unable_to_get_user_info", "failed exchanging", "e061301"];

/** Where a failure sends the user when not on localhost (the landing page shows a notice). */
export type CallbackErrorCode = "auth_failed" | "no_code" | "callback_error";

export interface CallbackFailure {
  message: string;
  isConfigError: boolean;
  redirectTo: `/?error=${CallbackErrorCode}`;
}

function isConfigError(...texts: (string | null)[]): boolean {
  const haystack = texts.filter(Boolean).join(" ").toLowerCase();
  return CONFIG_ERROR_MARKERS.some((marker) => haystack.includes(marker));
}

/** "state_mismatch" -> "State mismatch". */
function readable(code: string): string {
  const words = code.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Unknown error";
}

/** The provider (or the server's OAuth bridge) sent `?error=` back. */
export function providerFailure(error: string, description: string | null): CallbackFailure {
  const detail = description?.trim() || readable(error);
  let message = `Authentication failed: ${detail}`;
  if (error === "account_not_linked") message = `Authentication failed: ${ACCOUNT_NOT_LINKED_MESSAGE}`;
  else if (/E062209|user must exist/i.test(`${error} ${description ?? ""}`)) message = NEW_USER_MESSAGE;
  return { message, isConfigError: isConfigError(error, description), redirectTo: "/?error=auth_failed" };
}

export function noCodeFailure(): CallbackFailure {
  return { message: NO_CODE_MESSAGE, isConfigError: false, redirectTo: "/?error=no_code" };
}

/** POST /api/auth/exchange failed (expired or reused code, server down...). */
export function exchangeFailure(serverMessage: string): CallbackFailure {
  return { message: `OAuth exchange failed: ${serverMessage}`, isConfigError: isConfigError(serverMessage), redirectTo: "/?error=callback_error" };
}

export function timeoutFailure(): CallbackFailure {
  return { message: TIMEOUT_MESSAGE, isConfigError: false, redirectTo: "/?error=callback_error" };
}
