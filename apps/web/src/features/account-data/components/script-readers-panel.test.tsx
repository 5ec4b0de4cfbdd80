import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { ScriptReadersResponse } from "@twl/contract";

import { ScriptReadersPanel } from "./script-readers-panel.tsx";

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/api-client.ts", () => ({ apiFetch }));

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ScriptReadersPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const reader = (over: Partial<ScriptReadersResponse["readers"][number]>) => ({
  coverageId: "c-1",
  scriptId: "s-1",
  scriptTitle: "Harbor Lights",
  scriptVersion: 2,
  engine: "local" as const,
  providerName: "Local analysis",
  providerModel: null,
  status: "completed" as const,
  requestedAt: "2026-11-01T10:00:00.000Z",
  completedAt: "2026-11-01T10:01:00.000Z",
  ...over,
});

describe("Who read your scripts", () => {
  it("names the engine behind each report and the current one", async () => {
    apiFetch.mockResolvedValue({
      success: true,
      current: { engine: "llm", providerName: "AI coverage · model-x" },
      readers: [
        reader({}),
        reader({
          coverageId: "c-2",
          scriptId: "s-2",
          scriptTitle: "Night Train",
          engine: "llm",
          providerName: "AI coverage · model-x",
          status: "processing",
          completedAt: null,
        }),
      ],
      truncated: false,
    });
    renderPanel();
    const list = await screen.findByRole("list");
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole("link", { name: "Harbor Lights" })).toHaveAttribute(
      "href",
      "/scripts/s-1",
    );
    expect(rows[0]).toHaveTextContent("did not leave");
    expect(rows[1]).toHaveTextContent("AI coverage · model-x");
    expect(rows[1]).toHaveTextContent("processing");
    expect(rows[1]).toHaveTextContent("Never used to train");
    expect(screen.getByText(/New coverage requests are read by/)).toHaveTextContent("AI coverage · model-x");
    expect(apiFetch).toHaveBeenCalledWith("/api/protected/account/script-readers", expect.anything());
  });

  it("says so when no coverage was requested", async () => {
    apiFetch.mockResolvedValue({
      success: true,
      current: { engine: "local", providerName: "Local analysis" },
      readers: [],
      truncated: false,
    });
    renderPanel();
    expect(
      await screen.findByText("No coverage has been requested on your scripts yet."),
    ).toBeInTheDocument();
  });
});
