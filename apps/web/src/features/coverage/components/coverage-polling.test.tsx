import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { COVERAGE_POLL_MAX_MS, type Coverage, type CoverageStatus } from "@twl/contract";

import { makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { makeOwnScript } from "../../../test/script-fixtures.ts";
import { coverageList, makeCoverage, requestResponse } from "../test/coverage-fixtures.ts";

const LIST_PATH = "/api/protected/scripts/script-1/coverages";

/** The owner's script page; the server's reports follow `server.status` once requested. */
function renderOwnerPage(initial: CoverageStatus | null = null) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const server = { status: initial, error: null as string | null };
  const report = (): Coverage[] => {
    if (!server.status) return [];
    const done = server.status === "completed";
    return [
      makeCoverage({
        id: "new",
        status: server.status,
        analysis: done ? makeCoverage().analysis : null,
        error: server.error,
      }),
    ];
  };
  const fetchMock = mockAuthApi({
    user: makeUser(),
    routes: {
      "/api/scripts/script-1": () =>
        jsonResponse({
          success: true,
          script: makeOwnScript({ coverage: server.status ? { status: server.status } : null }),
        }),
      "/api/protected/scripts/script-1/cover-images": () => jsonResponse({ success: true, coverImages: [] }),
      "/api/protected/scripts/script-1/versions": () => jsonResponse({ success: true, versions: [] }),
      [LIST_PATH]: () => jsonResponse(coverageList(report())),
      "/api/protected/scripts/script-1/coverage": () => {
        server.status = "pending";
        return jsonResponse(requestResponse(report()[0]!));
      },
    },
  });
  const view = renderApp("/scripts/script-1?tab=read", {
    userOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  const listCalls = () => fetchMock.mock.calls.filter(([input]) => String(input) === LIST_PATH).length;
  return { ...view, server, listCalls };
}

async function tick(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

afterEach(() => vi.useRealTimers());

describe("coverage polling", () => {
  it("polls every 5 s after a request and switches to the Coverage tab on completion", async () => {
    const { user, server, listCalls } = renderOwnerPage();
    await user.click(await screen.findByRole("button", { name: "Get Coverage" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Get Coverage" })).getByRole("button", {
        name: "Get Coverage",
      }),
    );

    const card = (await screen.findByText(/typically takes 1-2 minutes/)).closest("[role=status]");
    expect(card).toHaveTextContent("Waiting to process");
    expect(screen.queryByRole("tab", { name: "Coverage" })).not.toBeInTheDocument();

    server.status = "processing";
    const before = listCalls();
    await tick(5000);
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(await screen.findByText("Processing coverage...")).toBeInTheDocument();

    server.status = "completed";
    await tick(5000);
    expect(await screen.findByRole("tab", { name: "Coverage", selected: true })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Coverage Analysis" })).toBeInTheDocument();
    expect(screen.queryByText(/typically takes 1-2 minutes/)).not.toBeInTheDocument();

    // Completed: no more polling.
    const settled = listCalls();
    await tick(15_000);
    expect(listCalls()).toBe(settled);
  });

  it("picks up a coverage already in progress, stops on failure and offers a new request", async () => {
    const { server, listCalls } = renderOwnerPage("processing");
    server.error = "The PDF has no readable text";
    expect(await screen.findByText("Processing coverage...")).toBeInTheDocument();

    server.status = "failed";
    await tick(5000);
    expect(await screen.findByText("Coverage failed.")).toBeInTheDocument();
    // In the bar and in the failure toast.
    expect(screen.getAllByText("The PDF has no readable text").length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole("button", { name: "Get Coverage" })).toBeInTheDocument();
    const settled = listCalls();
    await tick(15_000);
    expect(listCalls()).toBe(settled);
    expect(screen.queryByRole("tab", { name: "Coverage" })).not.toBeInTheDocument();
  });

  it("gives up after 30 minutes", async () => {
    const { listCalls } = renderOwnerPage("pending");
    expect(await screen.findByText("Waiting to process")).toBeInTheDocument();
    await tick(COVERAGE_POLL_MAX_MS + 5000);
    const last = listCalls();
    // One call when polling starts, then one every 5 s until the 30 minutes are up.
    expect(last).toBeLessThanOrEqual(COVERAGE_POLL_MAX_MS / 5000 + 1);
    expect(last).toBeGreaterThanOrEqual(COVERAGE_POLL_MAX_MS / 5000 - 1);
    await tick(60_000);
    expect(listCalls()).toBe(last);
  });
});
