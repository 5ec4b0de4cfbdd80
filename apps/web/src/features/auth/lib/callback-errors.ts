import { AUTH_CALLBACK_TIMEOUT_MS, AUTH_FAILURE_REDIRECT_MS } from "@twl/contract";

/** /auth/callback outcomes. The timings are spec constants from the contract. */
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
const CONFIG_ERROR_MARKERS = [
  "invalid_client",
  "oauth_code_verification_failed",
  "unable_to_get_user_info",
  "failed exchanging",
  "e061301",
];

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

/**
 * The only texts /auth/callback shows for `?error=`: a known code maps to our own sentence. The
 * `error` and `error_description` values themselves are never shown — anyone can put a link to
 * /auth/callback?error_description=... in front of a user, so they are not ours to print.
 */
const KNOWN_ERRORS: Record<string, string> = {
  access_denied: "The sign-in was cancelled at the provider.",
  state_mismatch: "The sign-in expired or was started in another tab. Please try again.",
  state_not_found: "The sign-in expired or was started in another tab. Please try again.",
  please_restart_the_process: "The sign-in expired or was started in another tab. Please try again.",
  invalid_state: "The sign-in expired or was started in another tab. Please try again.",
  sign_in_not_started: "This sign-in was not started in this browser. Please sign in again from here.",
  session_missing: "We could not finish signing you in. Please try again.",
  invalid_code: "The provider's sign-in code was not accepted. Please try again.",
  no_code: "The provider did not send a sign-in code. Please try again.",
  email_not_found: "The provider did not share an email address for your account.",
  unable_to_get_user_info: "The provider did not share your account details.",
  invalid_client: "The provider did not accept this server's client id or secret.",
  oauth_code_verification_failed: "The provider did not accept the sign-in code.",
  oauth_provider_not_found: "This sign-in provider is not configured on this server.",
  unable_to_link_account: "This sign-in could not be linked to your account.",
  verification_failed:
    "This confirmation link is not valid or has expired. Ask for a new one from your profile.",
  server_error: "The provider reported an error. Please try again.",
  internal_server_error: "Something went wrong on our side. Please try again.",
};
const GENERIC_ERROR = "Something went wrong. Please try again.";

/** The provider (or the server's OAuth bridge) sent `?error=` back. */
export function providerFailure(error: string, description: string | null): CallbackFailure {
  const code = error.trim().toLowerCase();
  let message = `Authentication failed: ${Object.hasOwn(KNOWN_ERRORS, code) ? KNOWN_ERRORS[code] : GENERIC_ERROR}`;
  if (code === "account_not_linked") message = `Authentication failed: ${ACCOUNT_NOT_LINKED_MESSAGE}`;
  else if (code === "signup_disabled" || /E062209|user must exist/i.test(`${error} ${description ?? ""}`))
    message = NEW_USER_MESSAGE;
  // The description only decides whether to offer the configuration diagnostic; it is never displayed.
  return { message, isConfigError: isConfigError(error, description), redirectTo: "/?error=auth_failed" };
}

export function noCodeFailure(): CallbackFailure {
  return { message: NO_CODE_MESSAGE, isConfigError: false, redirectTo: "/?error=no_code" };
}

/** POST /api/auth/exchange failed (expired or reused code, server down...). */
export function exchangeFailure(serverMessage: string): CallbackFailure {
  return {
    message: `OAuth exchange failed: ${serverMessage}`,
    isConfigError: isConfigError(serverMessage),
    redirectTo: "/?error=callback_error",
  };
}

/** The exchange got no answer (network failure): our own message, e.g. the network error. */
export function authErrorFailure(message: string): CallbackFailure {
  return {
    message: `Authentication error: ${message}`,
    isConfigError: false,
    redirectTo: "/?error=callback_error",
  };
}

export function timeoutFailure(): CallbackFailure {
  return { message: TIMEOUT_MESSAGE, isConfigError: false, redirectTo: "/?error=callback_error" };
}
