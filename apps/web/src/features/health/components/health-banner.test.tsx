import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { HEALTH_POLL_INTERVAL_MS } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import {
  DB_HEALTH_DOWN,
  DB_HEALTH_OK,
  HEALTH_OK,
  HEALTHY_ROUTES,
  jsonResponse,
  mockFetch,
  networkFailure,
} from "../../../test/mock-fetch.ts";
import { createTestQueryClient } from "../../../test/render-app.tsx";
import { HealthBanner } from "./health-banner.tsx";

const SERVER_DOWN = "We can't reach The White List servers right now. Retrying…";
const DATABASE_DOWN = "The database is unavailable — some features may not work. Retrying…";

function renderBanner() {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <HealthBanner />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** The banner once its first poll interval has passed (the checks then run as they will every 30 s). */
function renderPolling() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  const queryClient = renderBanner();
  act(() => vi.advanceTimersByTime(HEALTH_POLL_INTERVAL_MS));
  vi.useRealTimers();
  return queryClient;
}

const healthPaths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("health"));

async function settled(queryClient: ReturnType<typeof renderBanner>) {
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryState(["health", "server"])?.status).not.toBe("pending");
    expect(queryClient.getQueryState(["health", "database"])?.status).not.toBe("pending");
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("HealthBanner", () => {
  it("checks nothing while the page loads, then polls from the first interval", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fetchMock = mockFetch(HEALTHY_ROUTES);
    renderBanner();
    act(() => vi.advanceTimersByTime(HEALTH_POLL_INTERVAL_MS - 1));
    expect(healthPaths(fetchMock)).toEqual([]);

    act(() => vi.advanceTimersByTime(1));
    expect(healthPaths(fetchMock).sort()).toEqual(["/db-health", "/health"]);
  });

  it("checks at once when a call gets no answer, and explains it", async () => {
    const fetchMock = mockFetch({ "/api/discover": networkFailure, "/health": networkFailure });
    renderBanner();
    expect(healthPaths(fetchMock)).toEqual([]);

    await expect(apiFetch("/api/discover", { schema: z.unknown() })).rejects.toThrow();
    expect(await screen.findByText(SERVER_DOWN)).toBeInTheDocument();
  });

  it("checks at once when a call answers 503, and names the database", async () => {
    mockFetch({
      "/api/discover": () => jsonResponse({ success: false, error: "Service unavailable" }, 503),
      "/health": () => jsonResponse(HEALTH_OK),
      "/db-health": () => jsonResponse(DB_HEALTH_DOWN, 503),
    });
    renderBanner();
    await expect(apiFetch("/api/discover", { schema: z.unknown() })).rejects.toThrow();
    expect(await screen.findByText(DATABASE_DOWN)).toBeInTheDocument();
  });

  it("does not start on a refused call (4xx)", async () => {
    const fetchMock = mockFetch({
      "/api/discover": () => jsonResponse({ success: false, error: "Not found" }, 404),
    });
    renderBanner();
    await expect(apiFetch("/api/discover", { schema: z.unknown() })).rejects.toThrow("Not found");
    await act(async () => {});
    expect(healthPaths(fetchMock)).toEqual([]);
  });

  it("stays empty while the server and database are healthy", async () => {
    const fetchMock = mockFetch(HEALTHY_ROUTES);
    const queryClient = renderPolling();
    await settled(queryClient);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByText(SERVER_DOWN)).not.toBeInTheDocument();
    expect(screen.queryByText(DATABASE_DOWN)).not.toBeInTheDocument();
  });

  it("says the servers are unreachable when /health fails on the network", async () => {
    mockFetch({ "/health": networkFailure, "/db-health": networkFailure });
    renderPolling();
    expect(await screen.findByText(SERVER_DOWN)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByText(DATABASE_DOWN)).not.toBeInTheDocument();
  });

  it("says the servers are unreachable when /health answers non-2xx", async () => {
    mockFetch({
      "/health": () => new Response("Bad gateway", { status: 502 }),
      "/db-health": networkFailure,
    });
    renderPolling();
    expect(await screen.findByText(SERVER_DOWN)).toBeInTheDocument();
  });

  it("says the database is unavailable when /db-health answers 503", async () => {
    mockFetch({
      "/health": () => jsonResponse(HEALTH_OK),
      "/db-health": () => jsonResponse(DB_HEALTH_DOWN, 503),
    });
    renderPolling();
    expect(await screen.findByText(DATABASE_DOWN)).toBeInTheDocument();
    expect(screen.queryByText(SERVER_DOWN)).not.toBeInTheDocument();
  });

  it("disappears once the services are healthy again", async () => {
    mockFetch({
      "/health": () => jsonResponse(HEALTH_OK),
      "/db-health": () => jsonResponse(DB_HEALTH_DOWN, 503),
    });
    const queryClient = renderPolling();
    expect(await screen.findByText(DATABASE_DOWN)).toBeInTheDocument();

    mockFetch({ "/health": () => jsonResponse(HEALTH_OK), "/db-health": () => jsonResponse(DB_HEALTH_OK) });
    await queryClient.refetchQueries({ queryKey: ["health"] });
    await waitFor(() => expect(screen.queryByText(DATABASE_DOWN)).not.toBeInTheDocument());
  });
});
