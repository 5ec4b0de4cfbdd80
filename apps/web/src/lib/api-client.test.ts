import { describe, expect, it, vi } from "vitest";

import { GENERIC_SERVER_ERROR, healthResponseSchema, NETWORK_ERROR } from "@twl/contract";

import { HEALTH_OK, jsonResponse, mockFetch, networkFailure } from "../test/mock-fetch.ts";
import { WAIT_FOR } from "../test/wait-for.ts";
import { apiFetch, ApiRequestError, onUnauthorized } from "./api-client.ts";
import { getToken, setToken } from "./auth-token.ts";

function lastRequest(fetchMock: ReturnType<typeof mockFetch>) {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error("fetch was not called");
  const [path, init = {}] = call;
  return { path, init, headers: new Headers(init.headers) };
}

async function captureError(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe("apiFetch", () => {
  it("returns the body parsed with the given schema", async () => {
    mockFetch({ "/health": () => jsonResponse(HEALTH_OK) });
    await expect(apiFetch("/health", { schema: healthResponseSchema })).resolves.toEqual(HEALTH_OK);
  });

  it("takes a schema loaded on demand, loading it while the request is in flight", async () => {
    let resolveSchema: (schema: typeof healthResponseSchema) => void = () => undefined;
    const loadSchema = vi.fn(() => new Promise<typeof healthResponseSchema>((r) => (resolveSchema = r)));
    const fetchMock = mockFetch({ "/health": () => jsonResponse(HEALTH_OK) });
    const answer = apiFetch("/health", { schema: loadSchema });
    expect(loadSchema).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce(), WAIT_FOR);
    resolveSchema(healthResponseSchema);
    await expect(answer).resolves.toEqual(HEALTH_OK);
  });

  it("reports a schema that failed to load as a network error, and the server's error as it is", async () => {
    const failedLoad = () => Promise.reject(new Error("Failed to fetch dynamically imported module"));
    mockFetch({
      "/health": () => jsonResponse(HEALTH_OK),
      "/api/missing": () => jsonResponse({ success: false, error: "Script not found" }, 404),
    });
    const error = await captureError(apiFetch("/health", { schema: failedLoad }));
    expect(error.message).toBe(NETWORK_ERROR);
    expect(error.isNetworkError).toBe(true);
    const notFound = await captureError(apiFetch("/api/missing", { schema: failedLoad }));
    expect(notFound.message).toBe("Script not found");
    expect(notFound.status).toBe(404);
  });

  it("sends plain bodies as JSON with the method given", async () => {
    const fetchMock = mockFetch({ "/api/thing": () => jsonResponse(HEALTH_OK) });
    await apiFetch("/api/thing", {
      method: "POST",
      body: { title: "Night Shift" },
      schema: healthResponseSchema,
    });

    const { path, init, headers } = lastRequest(fetchMock);
    expect(path).toBe("/api/thing");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ title: "Night Shift" }));
    expect(headers.get("Content-Type")).toBe("application/json");
  });

  it("sends FormData untouched and lets the browser set its content type", async () => {
    const fetchMock = mockFetch({ "/api/upload": () => jsonResponse(HEALTH_OK) });
    const form = new FormData();
    form.append("title", "Night Shift");
    await apiFetch("/api/upload", { method: "POST", body: form, schema: healthResponseSchema });

    const { init, headers } = lastRequest(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has("Content-Type")).toBe(false);
  });

  it("adds the stored bearer token, and none when there is no token", async () => {
    const fetchMock = mockFetch({ "/api/me": () => jsonResponse(HEALTH_OK) });

    await apiFetch("/api/me", { schema: healthResponseSchema });
    expect(lastRequest(fetchMock).headers.has("Authorization")).toBe(false);

    setToken("stored-token");
    await apiFetch("/api/me", { schema: healthResponseSchema });
    expect(lastRequest(fetchMock).headers.get("Authorization")).toBe("Bearer stored-token");

    await apiFetch("/api/me", { schema: healthResponseSchema, token: "explicit" });
    expect(lastRequest(fetchMock).headers.get("Authorization")).toBe("Bearer explicit");

    await apiFetch("/api/me", { schema: healthResponseSchema, token: null });
    expect(lastRequest(fetchMock).headers.has("Authorization")).toBe(false);
  });

  it("turns { success: false, error } into an ApiRequestError carrying the server text and status", async () => {
    mockFetch({ "/api/scripts/1": () => jsonResponse({ success: false, error: "Script not found" }, 404) });
    const error = await captureError(apiFetch("/api/scripts/1", { schema: healthResponseSchema }));
    expect(error.message).toBe("Script not found");
    expect(error.status).toBe(404);
  });

  it("treats an error field in a 200 response as an error", async () => {
    mockFetch({
      "/api/x": () => jsonResponse({ success: false, error: "Coverage has already been requested" }),
    });
    const error = await captureError(apiFetch("/api/x", { schema: healthResponseSchema }));
    expect(error.message).toBe("Coverage has already been requested");
    expect(error.status).toBe(200);
  });

  it("falls back to the generic message when a failure has no usable error text", async () => {
    mockFetch({ "/api/x": () => new Response("<html>Bad gateway</html>", { status: 502 }) });
    const error = await captureError(apiFetch("/api/x", { schema: healthResponseSchema }));
    expect(error.message).toBe(GENERIC_SERVER_ERROR);
    expect(error.status).toBe(502);
  });

  it("reports a network failure with the network message and no status", async () => {
    mockFetch({ "/api/x": networkFailure });
    const error = await captureError(apiFetch("/api/x", { schema: healthResponseSchema }));
    expect(error.message).toBe(NETWORK_ERROR);
    expect(error.status).toBeNull();
    expect(error.isNetworkError).toBe(true);
  });

  it("rejects a successful response whose body does not match the schema", async () => {
    mockFetch({ "/health": () => jsonResponse({ success: true, status: "weird" }) });
    const error = await captureError(apiFetch("/health", { schema: healthResponseSchema }));
    expect(error.message).toBe(GENERIC_SERVER_ERROR);
    expect(error.status).toBe(200);
  });
});

describe("onUnauthorized", () => {
  it("clears the stored token and notifies once when a call made with it answers 401", async () => {
    mockFetch({
      "/api/me": () =>
        jsonResponse({ success: false, error: "Your session has expired. Please sign in again." }, 401),
    });
    setToken("stale-token");
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    const error = await captureError(apiFetch("/api/me", { schema: healthResponseSchema }));
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ path: "/api/me" });

    // Without a token (or after unsubscribing) a 401 is just an error.
    await captureError(apiFetch("/api/me", { schema: healthResponseSchema }));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("leaves the session alone for calls without the stored token or that opt out", async () => {
    mockFetch({
      "/api/auth/sign-in/email": () =>
        jsonResponse({ success: false, error: "Invalid email or password" }, 401),
    });
    setToken("good-token");
    const listener = vi.fn();
    onUnauthorized(listener);

    await captureError(apiFetch("/api/auth/sign-in/email", { schema: healthResponseSchema, token: null }));
    await captureError(
      apiFetch("/api/auth/sign-in/email", { schema: healthResponseSchema, token: "other-token" }),
    );
    await captureError(
      apiFetch("/api/auth/sign-in/email", { schema: healthResponseSchema, ignoreUnauthorized: true }),
    );
    expect(getToken()).toBe("good-token");
    expect(listener).not.toHaveBeenCalled();
  });
});
