/** Where a signed-in user lands when no (valid) redirect was asked for. */
export const DEFAULT_SIGNED_IN_PATH = "/home";

/** Pages that must never be a post-sign-in destination: they would loop back into sign-in. */
const SIGN_IN_PAGES = new Set(["/login", "/auth/callback"]);

function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A `redirect` query value is used only when it is a same-origin path: it must start with a single
 * "/" (not "//host", not "/\host", not "https://..."), and resolve to this origin. Anything else,
 * including a missing value, gives `fallback`.
 */
export function safeRedirectPath(
  value: string | null | undefined,
  fallback: string = DEFAULT_SIGNED_IN_PATH,
): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.includes("\\") || hasControlCharacters(value)) return fallback;
  try {
    const { origin } = window.location;
    const url = new URL(value, origin);
    if (url.origin !== origin || SIGN_IN_PAGES.has(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/login?redirect=<path>`: where "Sign In" buttons outside the header lead. */
export function signInPathFor(redirect?: string | null): string {
  const target = redirect ? safeRedirectPath(redirect, "") : "";
  return target ? `/login?redirect=${encodeURIComponent(target)}` : "/login";
}
