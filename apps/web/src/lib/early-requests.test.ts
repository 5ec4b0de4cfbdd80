import { afterEach, describe, expect, it, vi } from "vitest";

import { jsonResponse, mockFetch } from "../test/mock-fetch.ts";
import { apiFetch, type ResponseSchema } from "./api-client.ts";
import { setToken } from "./auth-token.ts";
import { clearEarlyRequests, EARLY_REQUEST_MAX_AGE_MS, startEarlyRequest } from "./early-requests.ts";

const schema: ResponseSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

/** A server whose answers count up, so a test can tell an early answer from a fresh one. */
function countingServer() {
  let n = 0;
  return mockFetch({ "/api/things/1": () => jsonResponse({ success: true, n: ++n }) });
}

afterEach(() => {
  clearEarlyRequests();
  vi.useRealTimers();
});

describe("early requests", () => {
  it("answers the page's read from the request already in flight, once", async () => {
    const fetchMock = countingServer();
    startEarlyRequest("/api/things/1");
    startEarlyRequest("/api/things/1"); // started once however often the entry asks
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiFetch("/api/things/1", { schema })).toEqual({ success: true, n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The next read (a refetch) goes to the server.
    expect(await apiFetch("/api/things/1", { schema })).toEqual({ success: true, n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("hands the answer to the next read when the read that took it is cancelled before it arrives", async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let n = 0;
    const fetchMock = mockFetch({
      "/api/things/1": async () => {
        await arrived;
        return jsonResponse({ success: true, n: ++n });
      },
    });
    startEarlyRequest("/api/things/1");
    // React Query cancels the read of a component that unmounted; it mounts again and asks anew.
    const cancelled = new AbortController();
    const first = apiFetch("/api/things/1", { schema, signal: cancelled.signal });
    cancelled.abort();
    const second = apiFetch("/api/things/1", { schema, signal: new AbortController().signal });
    release();
    await expect(first).rejects.toMatchObject({ name: "AbortError" });
    expect(await second).toEqual({ success: true, n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is not handed back once the read that took it has its answer", async () => {
    const fetchMock = countingServer();
    startEarlyRequest("/api/things/1");
    const done = new AbortController();
    expect(await apiFetch("/api/things/1", { schema, signal: done.signal })).toEqual({ success: true, n: 1 });
    done.abort();
    expect(await apiFetch("/api/things/1", { schema })).toEqual({ success: true, n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends the stored token as apiFetch would", async () => {
    setToken("stored-token");
    const fetchMock = countingServer();
    startEarlyRequest("/api/things/1");
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("Authorization")).toBe("Bearer stored-token");
    expect(headers.get("Accept")).toBe("application/json");
    expect(await apiFetch("/api/things/1", { schema })).toEqual({ success: true, n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is not used by a read sent with another token (signed in or out since)", async () => {
    const fetchMock = countingServer();
    startEarlyRequest("/api/things/1"); // anonymous
    setToken("new-token");
    expect(await apiFetch("/api/things/1", { schema })).toEqual({ success: true, n: 2 });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get("Authorization")).toBe("Bearer new-token");
  });

  it("is not used once it is old, nor by a write or a read with its own headers", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetchMock = countingServer();
    startEarlyRequest("/api/things/1");
    vi.setSystemTime(Date.now() + EARLY_REQUEST_MAX_AGE_MS + 1);
    expect(await apiFetch("/api/things/1", { schema })).toEqual({ success: true, n: 2 });

    startEarlyRequest("/api/things/1");
    await apiFetch("/api/things/1", { schema, method: "POST", body: {} });
    await apiFetch("/api/things/1", { schema, headers: { "Idempotency-Key": "k" } });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    // Still there for the plain read it was started for.
    expect(await apiFetch("/api/things/1", { schema })).toEqual({ success: true, n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("reports a network failure to the page that takes it", async () => {
    mockFetch({});
    startEarlyRequest("/api/things/1");
    await expect(apiFetch("/api/things/1", { schema })).rejects.toMatchObject({ status: null });
  });
});
