import { bearerOf, getToken } from "./auth-token.ts";

/**
 * API reads the opened page will make in its first render, started by the app's entry while the
 * page's own code is still downloading (on a phone, several round trips). When the page asks,
 * `apiFetch` takes the answer already in flight instead of sending the request again.
 *
 * An early answer is used once, only for the same GET sent with the same token (a sign-in or
 * sign-out in between means the page asks anew), and only soon after it was started: a page that
 * asks later (or never) gets a fresh answer.
 */
interface EarlyRequest {
  authorization: string | null;
  startedAt: number;
  response: Promise<Response>;
}

/** An answer older than this is not used: the page's own request gets fresh data. */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

const pending = new Map<string, EarlyRequest>();

/** Starts GET `path` (a same-origin API path) as `apiFetch` would send it with the stored token. */
export function startEarlyRequest(path: string): void {
  if (pending.has(path)) return;
  const authorization = bearerOf(getToken());
  const headers: Record<string, string> = { Accept: "application/json" };
  if (authorization) headers.Authorization = authorization;
  const response = fetch(path, { headers });
  // A failure is reported to the page that takes the answer; until then it is handled here.
  response.catch(() => undefined);
  pending.set(path, { authorization, startedAt: Date.now(), response });
}

/**
 * The early answer to GET `path` sent with `authorization`, at most once; undefined when there is none.
 * With `signal`, a read cancelled before its answer arrived hands the answer back for the next ask
 * (React Query cancels the read of a component that unmounted; React's strict mode, or a page that
 * renders again, mounts it again at once): that ask takes it rather than sending the request anew.
 */
export function takeEarlyResponse(
  path: string,
  authorization: string | null,
  signal?: AbortSignal,
): Promise<Response> | undefined {
  const early = pending.get(path);
  if (!early) return undefined;
  pending.delete(path);
  if (early.authorization !== authorization || Date.now() - early.startedAt > EARLY_REQUEST_MAX_AGE_MS)
    return undefined;
  if (!signal) return early.response;
  const handBack = () => {
    if (!pending.has(path)) pending.set(path, early);
  };
  if (signal.aborted) {
    handBack();
    return Promise.reject(signal.reason as Error);
  }
  signal.addEventListener("abort", handBack, { once: true });
  return early.response.then(
    (response) => {
      signal.removeEventListener("abort", handBack);
      // Handed back: the answer is the next ask's to read.
      if (signal.aborted) throw signal.reason;
      return response;
    },
    (error: unknown) => {
      signal.removeEventListener("abort", handBack);
      throw error;
    },
  );
}

/** Forgets every early request (tests). */
export function clearEarlyRequests(): void {
  pending.clear();
}
