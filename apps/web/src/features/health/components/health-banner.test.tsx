import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";

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

async function settled(queryClient: ReturnType<typeof renderBanner>) {
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryState(["health", "server"])?.status).not.toBe("pending");
    expect(queryClient.getQueryState(["health", "database"])?.status).not.toBe("pending");
  });
}

describe("HealthBanner", () => {
  it("stays empty while the server and database are healthy", async () => {
    const fetchMock = mockFetch(HEALTHY_ROUTES);
    const queryClient = renderBanner();
    await settled(queryClient);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByText(SERVER_DOWN)).not.toBeInTheDocument();
    expect(screen.queryByText(DATABASE_DOWN)).not.toBeInTheDocument();
  });

  it("says the servers are unreachable when /health fails on the network", async () => {
    mockFetch({ "/health": networkFailure, "/db-health": networkFailure });
    renderBanner();
    expect(await screen.findByText(SERVER_DOWN)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByText(DATABASE_DOWN)).not.toBeInTheDocument();
  });

  it("says the servers are unreachable when /health answers non-2xx", async () => {
    mockFetch({
      "/health": () => new Response("Bad gateway", { status: 502 }),
      "/db-health": networkFailure,
    });
    renderBanner();
    expect(await screen.findByText(SERVER_DOWN)).toBeInTheDocument();
  });

  it("says the database is unavailable when /db-health answers 503", async () => {
    mockFetch({
      "/health": () => jsonResponse(HEALTH_OK),
      "/db-health": () => jsonResponse(DB_HEALTH_DOWN, 503),
    });
    renderBanner();
    expect(await screen.findByText(DATABASE_DOWN)).toBeInTheDocument();
    expect(screen.queryByText(SERVER_DOWN)).not.toBeInTheDocument();
  });

  it("disappears once the services are healthy again", async () => {
    mockFetch({
      "/health": () => jsonResponse(HEALTH_OK),
      "/db-health": () => jsonResponse(DB_HEALTH_DOWN, 503),
    });
    const queryClient = renderBanner();
    expect(await screen.findByText(DATABASE_DOWN)).toBeInTheDocument();

    mockFetch({ "/health": () => jsonResponse(HEALTH_OK), "/db-health": () => jsonResponse(DB_HEALTH_OK) });
    await queryClient.refetchQueries({ queryKey: ["health"] });
    await waitFor(() => expect(screen.queryByText(DATABASE_DOWN)).not.toBeInTheDocument());
  });
});
