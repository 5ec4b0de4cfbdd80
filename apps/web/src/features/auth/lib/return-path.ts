/**
 * Where to go after a provider sign-in. The browser leaves the app for the provider, so the
 * `redirect` wanted before leaving is parked in sessionStorage and taken back on /auth/callback.
 */
const RETURN_PATH_KEY = "twl.returnPath";

export function rememberReturnPath(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(RETURN_PATH_KEY, path);
    else window.sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    /* Storage unavailable: the user lands on /home. */
  }
}

/** The parked path (once: it is removed). Validate it with safeRedirectPath before use. */
export function takeReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_PATH_KEY);
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
    return path;
  } catch {
    return null;
  }
}

/** Leaves the app for a provider's consent page (its own module so tests can stand in for it). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}
