/** Where the bearer token lives until the sign-in issue replaces it with a session hook. */
export const TOKEN_STORAGE_KEY = "twl.token";

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* Storage unavailable: the session simply will not persist. */
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* Nothing to clear. */
  }
}
