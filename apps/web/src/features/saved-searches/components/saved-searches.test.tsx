import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";

import type { SavedSearch } from "@twl/contract";

import { jsonResponse, mockFetch } from "../../../test/mock-fetch.ts";
import { SaveSearchButton } from "./save-search-button.tsx";
import { SavedSearchesPanel } from "./saved-searches-panel.tsx";

const SEARCH: SavedSearch = {
  id: "s-1",
  name: "TV thrillers",
  query: { genre: "thriller", screenplay_type: "tv" },
  createdAt: "2026-01-01T00:00:00.000Z",
  lastAlertedAt: null,
};

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {children}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("saved searches", () => {
  it("save the current filters under a suggested name, and say so", async () => {
    const posted: unknown[] = [];
    mockFetch({
      "/api/saved-searches": (init) => {
        posted.push(JSON.parse(String(init?.body)));
        return jsonResponse({ success: true, savedSearch: { ...SEARCH, name: "Thriller · TV" } }, 201);
      },
    });
    const user = userEvent.setup();
    wrap(<SaveSearchButton query={{ genre: "thriller", screenplay_type: "tv" }} />);
    await user.click(screen.getByRole("button", { name: "Save search" }));
    const dialog = await screen.findByRole("dialog", { name: "Save this search" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Thriller · TV");
    await user.click(within(dialog).getByRole("button", { name: "Save search" }));
    expect(await screen.findByText(/Saved “Thriller · TV”/)).toBeInTheDocument();
    expect(posted).toEqual([{ name: "Thriller · TV", query: { genre: "thriller", screenplay_type: "tv" } }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("show an empty state with a way to Discover", async () => {
    mockFetch({ "/api/saved-searches": () => jsonResponse({ success: true, savedSearches: [] }) });
    wrap(<SavedSearchesPanel />);
    expect(await screen.findByText("No saved searches yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Discover" })).toHaveAttribute("href", "/discover");
  });

  it("list, rename with the keyboard and delete after confirming", async () => {
    let current = [SEARCH];
    const calls: string[] = [];
    mockFetch({
      "/api/saved-searches": () => jsonResponse({ success: true, savedSearches: current }),
      "/api/saved-searches/s-1": (init) => {
        calls.push(`${init?.method} ${String(init?.body ?? "")}`);
        if (init?.method === "DELETE") {
          current = [];
          return jsonResponse({ success: true });
        }
        const { name } = JSON.parse(String(init?.body)) as { name: string };
        current = [{ ...SEARCH, name }];
        return jsonResponse({ success: true, savedSearch: current[0] });
      },
    });
    const user = userEvent.setup();
    wrap(<SavedSearchesPanel />);
    const link = await screen.findByRole("link", { name: "TV thrillers" });
    expect(link).toHaveAttribute("href", "/discover?genre=thriller&screenplay_type=tv");
    expect(screen.getByText("Thriller · TV")).toBeInTheDocument();
    expect(screen.getByText("No new matches yet")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Rename TV thrillers" }));
    const field = screen.getByRole("textbox", { name: "Saved search name" });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, "Pilots with bite{Enter}");
    expect(await screen.findByRole("link", { name: "Pilots with bite" })).toBeInTheDocument();
    expect(calls[0]).toBe('PATCH {"name":"Pilots with bite"}');

    await user.click(screen.getByRole("button", { name: "Delete Pilots with bite" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No saved searches yet")).toBeInTheDocument();
    expect(calls[1]).toBe("DELETE ");
  });

  it("leave renaming with Escape without saving", async () => {
    const fetchMock = mockFetch({
      "/api/saved-searches": () => jsonResponse({ success: true, savedSearches: [SEARCH] }),
    });
    const user = userEvent.setup();
    wrap(<SavedSearchesPanel />);
    await user.click(await screen.findByRole("button", { name: "Rename TV thrillers" }));
    await user.type(screen.getByRole("textbox", { name: "Saved search name" }), " new{Escape}");
    expect(screen.queryByRole("textbox", { name: "Saved search name" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "TV thrillers" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([, init]) => !init?.method || init.method === "GET")).toBe(true);
  });
});
