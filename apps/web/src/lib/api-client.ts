import { GENERIC_SERVER_ERROR, isApiError, NETWORK_ERROR } from "@twl/contract";

import { bearerOf, clearToken, getToken } from "./auth-token.ts";
import { takeEarlyResponse } from "./early-requests.ts";

/**
 * Anything with zod's `safeParse` (every schema in @twl/contract). Typed structurally so the web
 * app does not need its own dependency on zod.
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * A schema loaded on demand (`() => import("./x-schema.ts").then((m) => m.schema)`): for calls made
 * by the first page shown, which then does not wait for zod. `apiFetch` starts loading it together
 * with the request, so the answer does not wait for it either.
 */
export type LazyResponseSchema<T> = () => Promise<ResponseSchema<T>>;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** Plain values are sent as JSON; FormData is sent as is (the browser sets the boundary). */
  body?: unknown;
  schema: ResponseSchema<T> | LazyResponseSchema<T>;
  /** Overrides the stored token; `null` sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * A 401 normally ends the session (see `onUnauthorized`). Calls that expect a dead token, such as
   * sign-out, opt out.
   */
  ignoreUnauthorized?: boolean;
}

/** The one error type of the client: `message` is safe to show to the user. */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  /** HTTP status, or null when no response arrived (network failure). */
  readonly status: number | null;
  /** The error answer's whole body, for calls whose errors carry more than a message (a coverage limit). */
  readonly body: unknown;

  constructor(message: string, status: number | null, options?: { cause?: unknown; body?: unknown }) {
    super(message, options);
    this.status = status;
    this.body = options?.body ?? null;
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

export interface UnauthorizedEvent {
  /** The path of the call that was refused. */
  path: string;
}
type UnauthorizedListener = (event: UnauthorizedEvent) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Subscribes to "the stored token was refused": a call sent with the stored token answered 401.
 * By then the token is already cleared; the session provider resets itself and asks the user to
 * sign in again. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function handleUnauthorized(sentToken: string, path: string): void {
  // Only the token still stored ends the session: a stale token from an older request does not
  // sign out a newer session, and concurrent 401s are reported once.
  if (getToken() !== sentToken) return;
  clearToken();
  unauthorizedListeners.forEach((listener) => listener({ path }));
}

type ServiceTroubleListener = () => void;
const serviceTroubleListeners = new Set<ServiceTroubleListener>();

/**
 * Subscribes to "a call did not get through": no answer at all, or a 502, 503 or 504 from the API.
 * The health checks (features/health) start at once on it instead of at their first interval.
 * Returns the unsubscribe function.
 */
export function onServiceTrouble(listener: ServiceTroubleListener): () => void {
  serviceTroubleListeners.add(listener);
  return () => serviceTroubleListeners.delete(listener);
}

function reportServiceTrouble(): void {
  serviceTroubleListeners.forEach((listener) => listener());
}

/**
 * Turns an answer into the value or the one error type: a 401 to the stored token ends the
 * session, `{ success: false, error }` or a non-2xx status throws with the server's text, and the
 * body must match `schema`. Shared by `apiFetch` and the upload helper (`upload-with-progress.ts`).
 */
export function resolveApiResponse<T>(
  answer: { status: number; payload: unknown },
  request: { path: string; token: string | null; schema: ResponseSchema<T>; ignoreUnauthorized?: boolean },
): T {
  const { status, payload } = answer;
  const { path, token, schema } = request;
  if (status === 401 && token && !request.ignoreUnauthorized) handleUnauthorized(token, path);
  if (status === 502 || status === 503 || status === 504) reportServiceTrouble();

  const apiError = isApiError(payload) ? payload : null;
  if (status < 200 || status > 299 || apiError) {
    const serverText = apiError ? apiError.error.trim() : "";
    throw new ApiRequestError(serverText || GENERIC_SERVER_ERROR, status, { body: payload });
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError(GENERIC_SERVER_ERROR, status, { cause: parsed.error });
  }
  return parsed.data;
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions<T>): Promise<T> {
  const { method = "GET", body, signal } = options;
  // A lazy schema loads while the request is in flight (a failed load is reported after the answer).
  const schema =
    typeof options.schema === "function" ? settle(options.schema()) : Promise.resolve(options.schema);
  const token = options.token === undefined ? getToken() : options.token;

  const headers = new Headers({ ...options.headers, Accept: "application/json" });
  const authorization = bearerOf(token);
  if (authorization) headers.set("Authorization", authorization);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    requestBody = JSON.stringify(body);
  }

  // A plain read the opened page's first render makes may already be in flight (early-requests.ts).
  const early =
    method === "GET" && !options.headers ? takeEarlyResponse(path, authorization, signal) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(path, { method, headers, body: requestBody, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    reportServiceTrouble();
    throw new ApiRequestError(NETWORK_ERROR, null, { cause: error });
  }

  const payload = await readJson(response);
  let resolvedSchema: ResponseSchema<T>;
  try {
    resolvedSchema = await schema;
  } catch (error) {
    // The schema's chunk did not load (offline, or a deploy replaced it): the answer cannot be checked.
    if (response.status >= 200 && response.status <= 299 && !isApiError(payload))
      throw new ApiRequestError(NETWORK_ERROR, null, { cause: error });
    resolvedSchema = { safeParse: () => ({ success: false, error }) };
  }
  return resolveApiResponse(
    { status: response.status, payload },
    { path, token, schema: resolvedSchema, ignoreUnauthorized: options.ignoreUnauthorized },
  );
}

/** The promise, with its rejection marked as handled until awaited (it may settle before the answer). */
function settle<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  return parseJson(text);
}

/** JSON text to a value; null when empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The query client's retry rule: a 4xx answer is final (missing, private, refused); anything else gets one retry. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = error instanceof ApiRequestError ? error.status : null;
  return !(status !== null && status >= 400 && status < 500) && failureCount < 1;
}
