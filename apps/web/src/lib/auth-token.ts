import { useSyncExternalStore } from "react";

/** Where the bearer token lives. The session (features/auth) reads it through `useStoredToken()`. */
export const TOKEN_STORAGE_KEY = "twl.token";

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The Authorization header value for `token`, or null. */
export function bearerOf(token: string | null): string | null {
  return token ? `Bearer ${token}` : null;
}

export function setToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* Storage unavailable: the session simply will not persist. */
  }
  notify();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* Nothing to clear. */
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing in or out in another tab changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored token, re-rendering when it is set or cleared (here or in another tab). */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
