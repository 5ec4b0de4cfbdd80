import { describe, expect, it, vi } from "vitest";

import { GENERIC_SERVER_ERROR, healthResponseSchema, NETWORK_ERROR } from "@twl/contract";

import { HEALTH_OK } from "../test/mock-fetch.ts";
import { mockXhr } from "../test/mock-xhr.ts";
import { ApiRequestError, onUnauthorized } from "./api-client.ts";
import { getToken, setToken } from "./auth-token.ts";
import { uploadWithProgress } from "./upload-with-progress.ts";

function start(onProgress = vi.fn()) {
  const xhr = mockXhr();
  const body = new FormData();
  const promise = uploadWithProgress("/api/upload", { body, schema: healthResponseSchema, onProgress });
  const request = xhr.requests[0];
  if (!request) throw new Error("no request sent");
  return { promise, request, body, onProgress };
}

describe("uploadWithProgress", () => {
  it("posts the form with the bearer token, reports progress and parses the answer", async () => {
    setToken("tok");
    const { promise, request, body, onProgress } = start();
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe("Bearer tok");
    expect(request.body).toBe(body);
    request.progress(25, 200);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 25, total: 200, percent: 13 });
    request.respond(200, HEALTH_OK);
    await expect(promise).resolves.toEqual(HEALTH_OK);
  });

  it("throws the server's text with the status", async () => {
    const { promise, request } = start();
    request.respond(413, { success: false, error: "File must be less than 10MB" });
    await expect(promise).rejects.toMatchObject({ message: "File must be less than 10MB", status: 413 });
  });

  it("uses the generic text for a bad answer and the network text when none arrives", async () => {
    const first = start();
    first.request.respond(200, { unexpected: true });
    await expect(first.promise).rejects.toMatchObject({ message: GENERIC_SERVER_ERROR });

    const second = start();
    second.request.fail();
    const error = await second.promise.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: NETWORK_ERROR, status: null });
  });

  it("ends the session on a 401 to the stored token, like apiFetch", async () => {
    setToken("old");
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const { promise, request } = start();
    request.respond(401, { success: false, error: "Please sign in to continue" });
    await expect(promise).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledWith({ path: "/api/upload" });
    stop();
  });
});
