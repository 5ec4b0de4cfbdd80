import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { DiscoverScript } from "@twl/contract";

import {
  listResponse,
  makeDiscoverScript,
  makeScripts,
  queriesTo,
} from "../../features/discover/test/discover-fixtures.ts";
import { apiError, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse, networkFailure, type RouteHandler } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

const FEATURED: DiscoverScript[] = [
  makeDiscoverScript({ id: "f-1", title: "Hot Pick", category: "trending" }),
  makeDiscoverScript({ id: "f-2", title: "Clout King", category: "most-clout" }),
  makeDiscoverScript({ id: "f-3", title: "Third Pick", category: "trending" }),
  makeDiscoverScript({ id: "f-4", title: "Fourth Pick", category: "most-clout" }),
];

function renderDiscover(path = "/discover", routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockAuthApi({
    routes: {
      "/api/discover": () => jsonResponse(listResponse(makeScripts(12), { total: 100, pages: 9 })),
      "/api/discover/featured": () => jsonResponse({ success: true, featured: FEATURED }),
      ...routes,
    },
  });
  const view = renderApp(path);
  return { ...view, fetchMock, discoverQueries: () => queriesTo(fetchMock, "/api/discover") };
}

const allScripts = () => screen.findByRole("list", { name: "All scripts" });

afterEach(() => {
  vi.useRealTimers();
});

describe("Discover", () => {
  it("loads public scripts sorted by clout, 12 a page, with a clean address", async () => {
    const { discoverQueries, router } = renderDiscover();
    expect(within(await allScripts()).getAllByRole("article")).toHaveLength(12);
    expect(discoverQueries()[0]?.toString()).toBe("page=1&limit=12&sort=clout");
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("searchbox", { name: "Search scripts" })).toHaveAttribute(
      "placeholder",
      "Search by title, author, or keyword...",
    );
  });

  it("shows at most 3 featured scripts, marked trending or most clout", async () => {
    renderDiscover();
    const featured = within(await screen.findByRole("list", { name: "Featured scripts" }));
    expect(featured.getAllByRole("article")).toHaveLength(3);
    expect(featured.queryByText("Fourth Pick")).not.toBeInTheDocument();
    expect(
      within(featured.getByRole("link", { name: "Hot Pick" }).closest("article")!).getByText("Trending"),
    ).toBeInTheDocument();
    expect(
      within(featured.getByRole("link", { name: "Clout King" }).closest("article")!).getByText("Most Clout"),
    ).toBeInTheDocument();
  });

  it.each([
    ["a search", "/discover?search=noir"],
    ["a category", "/discover?category=staff-picks"],
    ["a type", "/discover?screenplay_type=tv"],
    ["the Recent sort", "/discover?sort=newest"],
  ])("hides Featured Scripts with %s", async (_, path) => {
    const { fetchMock } = renderDiscover(path);
    await allScripts();
    expect(screen.queryByRole("heading", { name: "Featured Scripts" })).not.toBeInTheDocument();
    expect(queriesTo(fetchMock, "/api/discover/featured")).toHaveLength(0);
  });

  it("keeps Featured with only a genre or a later page", async () => {
    renderDiscover("/discover?genre=drama&page=2");
    expect(await screen.findByRole("heading", { name: "Featured Scripts" })).toBeInTheDocument();
  });

  it("updates the address and the request only 300 ms after the last keystroke", async () => {
    const { router, discoverQueries } = renderDiscover();
    await allScripts();
    vi.useFakeTimers();
    const box = screen.getByRole("searchbox", { name: "Search scripts" });
    fireEvent.change(box, { target: { value: "noi" } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: "noir " } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(router.state.location.search).toBe("");
    expect(discoverQueries().some((query) => query.has("search"))).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toBe("?search=noir");
    vi.useRealTimers();
    await waitFor(() => expect(discoverQueries().at(-1)?.get("search")).toBe("noir"));
    expect(discoverQueries().filter((query) => query.has("search"))).toHaveLength(1);
    expect(box).toHaveValue("noir ");
  });

  it("applies type, sort and category at once, back to page 1, leaving defaults out of the address", async () => {
    const { router, user, discoverQueries } = renderDiscover("/discover?page=4");
    await allScripts();
    expect(discoverQueries().at(-1)?.get("page")).toBe("4");

    await user.click(screen.getByRole("radio", { name: "TV" }));
    expect(router.state.location.search).toBe("?screenplay_type=tv");
    await waitFor(() =>
      expect(discoverQueries().at(-1)?.toString()).toBe("page=1&limit=12&sort=clout&screenplay_type=tv"),
    );

    await user.click(screen.getByRole("radio", { name: "Recent" }));
    await user.click(screen.getByRole("button", { name: "Contest Winners" }));
    expect(screen.getByRole("button", { name: "Contest Winners" })).toHaveAttribute("aria-pressed", "true");
    expect(router.state.location.search).toBe("?screenplay_type=tv&sort=newest&category=contest-winners");

    await user.click(screen.getByRole("radio", { name: "All" }));
    await user.click(screen.getByRole("radio", { name: "Most Clout" }));
    await user.click(screen.getByRole("button", { name: "All" }));
    expect(router.state.location.search).toBe("");

    await user.selectOptions(screen.getByRole("combobox", { name: "Genre" }), "drama");
    expect(router.state.location.search).toBe("?genre=drama");
    await user.selectOptions(screen.getByRole("combobox", { name: "Genre" }), "all");
    expect(router.state.location.search).toBe("");
  });
});

describe("Discover: paging, empty and failed results, categories", () => {
  it("pages with up to 5 numbers centred on the current page", async () => {
    const { router, user, discoverQueries } = renderDiscover("/discover?page=5");
    await allScripts();
    const pages = within(screen.getByRole("navigation", { name: "All scripts pages" }));
    expect(pages.getAllByRole("button", { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual([
      "3",
      "4",
      "5",
      "6",
      "7",
    ]);
    expect(pages.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");

    await user.click(pages.getByRole("button", { name: "Page 7" }));
    expect(router.state.location.search).toBe("?page=7");
    await waitFor(() => expect(discoverQueries().at(-1)?.get("page")).toBe("7"));
    await user.click(pages.getByRole("button", { name: "Previous page" }));
    expect(router.state.location.search).toBe("?page=6");
  });

  it("says 'No scripts found. Try adjusting your filters.' for an empty result", async () => {
    renderDiscover("/discover?search=zzz", { "/api/discover": () => jsonResponse(listResponse([])) });
    expect(await screen.findByText("No scripts found. Try adjusting your filters.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "All scripts pages" })).not.toBeInTheDocument();
  });

  it("says 'Failed to load scripts' when the server refuses, and retries", async () => {
    let calls = 0;
    const { user } = renderDiscover("/discover", {
      "/api/discover": () =>
        calls++ === 0 ? apiError("Database unavailable", 503) : jsonResponse(listResponse(makeScripts(2))),
    });
    expect(await screen.findByText("Failed to load scripts")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(within(await allScripts()).getAllByRole("article")).toHaveLength(2);
  });

  it("says 'Failed to load scripts. Please try again.' when no answer arrives", async () => {
    renderDiscover("/discover", { "/api/discover": () => networkFailure() });
    expect(await screen.findByText("Failed to load scripts. Please try again.")).toBeInTheDocument();
  });

  it("links the category tiles to the filtered /scripts list and invites an upload", async () => {
    renderDiscover();
    const browse = within(screen.getByRole("region", { name: "Browse by Category" }));
    expect(browse.getByRole("link", { name: /Contest Winners/ })).toHaveAttribute(
      "href",
      "/scripts?category=contest-winners",
    );
    expect(browse.getByRole("link", { name: /Staff Picks/ })).toHaveAttribute(
      "href",
      "/scripts?category=staff-picks",
    );
    expect(browse.getByRole("link", { name: /Rising Stars/ })).toHaveAttribute(
      "href",
      "/scripts?category=rising-stars",
    );
    expect(browse.getByRole("link", { name: /Modern Classics/ })).toHaveAttribute(
      "href",
      "/scripts?category=classics",
    );
    expect(screen.getByRole("link", { name: "Upload Your Script" })).toHaveAttribute("href", "/upload");
  });

  it("shows Popular and clout per view on its cards", async () => {
    renderDiscover("/discover?sort=newest", {
      "/api/discover": () =>
        jsonResponse(listResponse([makeDiscoverScript({ views: 101, receivedClout: 202 })])),
    });
    const card = within((await allScripts()).querySelector("article")!);
    expect(card.getByText("Popular")).toBeInTheDocument();
    expect(card.getByText("2.00")).toBeInTheDocument();
  });
});
