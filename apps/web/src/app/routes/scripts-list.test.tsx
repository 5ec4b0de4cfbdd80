import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  listResponse,
  makeDiscoverScript,
  makeScripts,
  queriesTo,
} from "../../features/discover/test/discover-fixtures.ts";
import { apiError, makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

type Init = RequestInit | undefined;

const TWO_PAGES: RouteHandler = () => jsonResponse(listResponse(makeScripts(12), { total: 20, pages: 2 }));

/** /scripts with GET /api/scripts answered by `list` (12 scripts of 2 pages by default). */
function renderScripts(
  path = "/scripts",
  { list = TWO_PAGES, signedIn = false }: { list?: RouteHandler; signedIn?: boolean } = {},
) {
  const inits: Init[] = [];
  const fetchMock = mockAuthApi({
    user: signedIn ? makeUser() : undefined,
    routes: {
      "/api/scripts": (init) => {
        inits.push(init);
        return list(init);
      },
    },
  });
  const view = renderApp(path);
  const scriptQueries = () => queriesTo(fetchMock, "/api/scripts");
  const lastAuthorization = () => new Headers(inits.at(-1)?.headers).get("Authorization");
  return { ...view, fetchMock, scriptQueries, lastAuthorization };
}

const results = () => screen.findByRole("list", { name: "Scripts" });
const clearButton = () => screen.queryByRole("button", { name: "Clear Filters" });

afterEach(() => {
  vi.useRealTimers();
});

describe("/scripts", () => {
  it("asks for public scripts, newest first, 12 a page, without a token", async () => {
    const { scriptQueries, lastAuthorization, router } = renderScripts("/scripts", { signedIn: true });
    expect(within(await results()).getAllByRole("article")).toHaveLength(12);
    expect(scriptQueries().at(-1)?.toString()).toBe("page=1&limit=12&sort=newest");
    expect(lastAuthorization()).toBeNull();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("heading", { level: 1, name: "Browse Scripts" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Public Scripts Only" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(screen.getByRole("switch", { name: "Has Reviews" })).toHaveAttribute("aria-checked", "false");
    const sorts = within(screen.getByRole("combobox", { name: "Sort by" }))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(sorts).toEqual(["Newest", "Oldest", "Most Clout", "Most Viewed", "Title A–Z"]);
  });

  it("shows 6 pulsing placeholders while loading", async () => {
    renderScripts("/scripts", { list: () => new Promise<Response>(() => {}) });
    const loading = await screen.findByRole("list", { name: "Loading scripts" });
    expect(within(loading).getAllByTestId("script-placeholder")).toHaveLength(6);
  });

  it("offers the list-filter genres in the spec's order", async () => {
    renderScripts();
    const genres = within(screen.getByRole("combobox", { name: "Genre" }))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(genres).toEqual([
      "All Genres",
      "Action",
      "Comedy",
      "Drama",
      "Horror",
      "Romance",
      "Sci-Fi",
      "Thriller",
      "Fantasy",
      "Mystery",
    ]);
  });

  it("sends includeOwn (with the token) only when a signed-in user switches Public Scripts Only off", async () => {
    const { user, scriptQueries, lastAuthorization, router } = renderScripts("/scripts", {
      signedIn: true,
      list: () =>
        jsonResponse(listResponse([makeDiscoverScript({ id: "mine", title: "My Draft", isPublic: false })])),
    });
    await results();
    expect(scriptQueries().every((query) => !query.has("includeOwn"))).toBe(true);
    await user.click(screen.getByRole("switch", { name: "Public Scripts Only" }));
    expect(router.state.location.search).toBe("?publicOnly=false");
    await waitFor(() => expect(scriptQueries().at(-1)?.get("includeOwn")).toBe("true"));
    expect(lastAuthorization()).toBe("Bearer stored-token");
    expect(within(await results()).getByText("Private")).toBeInTheDocument();
    expect(clearButton()).toBeInTheDocument();
  });

  it("never sends includeOwn for a signed-out visitor", async () => {
    const { scriptQueries } = renderScripts("/scripts?publicOnly=false");
    await results();
    expect(scriptQueries().length).toBeGreaterThan(0);
    expect(scriptQueries().every((query) => !query.has("includeOwn"))).toBe(true);
    renderScripts("/scripts");
    expect(screen.getAllByRole("switch", { name: "Public Scripts Only" }).at(-1)).toBeDisabled();
  });
});

describe("/scripts: search, filters and paging", () => {
  it("updates the address and the request 300 ms after typing, back to page 1", async () => {
    const { router, scriptQueries } = renderScripts("/scripts?page=2");
    await results();
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search scripts" }), {
      target: { value: "  night " },
    });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(router.state.location.search).toBe("?page=2");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toBe("?search=night");
    vi.useRealTimers();
    await waitFor(() =>
      expect(scriptQueries().at(-1)?.toString()).toBe("page=1&limit=12&sort=newest&search=night"),
    );
  });

  it("goes back to page 1 on any filter change and leaves defaults out of the address", async () => {
    const { user, router, scriptQueries } = renderScripts("/scripts?page=2&sort=clout");
    await results();
    expect(scriptQueries().at(-1)?.get("page")).toBe("2");
    await user.selectOptions(screen.getByRole("combobox", { name: "Genre" }), "drama");
    expect(router.state.location.search).toBe("?genre=drama&sort=clout");
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(router.state.location.search).toBe("?genre=drama&sort=clout&page=2");
    await user.click(screen.getByRole("switch", { name: "Has Reviews" }));
    expect(router.state.location.search).toBe("?genre=drama&sort=clout&hasReviews=true");
    await waitFor(() =>
      expect(scriptQueries().at(-1)?.toString()).toBe(
        "page=1&limit=12&sort=clout&genre=drama&hasReviews=true",
      ),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "newest");
    await user.selectOptions(screen.getByRole("combobox", { name: "Genre" }), "");
    await user.click(screen.getByRole("switch", { name: "Has Reviews" }));
    expect(router.state.location.search).toBe("");
  });

  it("shows Clear Filters only while a filter is set, and clears them (keeping the sort)", async () => {
    const { user, router } = renderScripts("/scripts?sort=title");
    await results();
    expect(clearButton()).not.toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Has Reviews" }));
    await user.type(screen.getByRole("searchbox", { name: "Search scripts" }), "noir{Enter}");
    expect(router.state.location.search).toBe("?search=noir&sort=title&hasReviews=true");
    await user.click(clearButton()!);
    expect(router.state.location.search).toBe("?sort=title");
    expect(screen.getByRole("searchbox", { name: "Search scripts" })).toHaveValue("");
    expect(clearButton()).not.toBeInTheDocument();
  });

  it("shows a category from the address as a removable filter", async () => {
    const { user, router, scriptQueries } = renderScripts("/scripts?category=contest-winners");
    await results();
    expect(scriptQueries().at(-1)?.get("category")).toBe("contest-winners");
    expect(screen.getByText("Contest Winners")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove filter: Contest Winners" }));
    expect(router.state.location.search).toBe("");
    await waitFor(() => expect(scriptQueries().at(-1)?.has("category")).toBe(false));
  });

  it("pages with Previous, 'Page X of Y' and Next, only for more than one page", async () => {
    const { user, router, scriptQueries } = renderScripts();
    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(router.state.location.search).toBe("?page=2");
    await waitFor(() => expect(scriptQueries().at(-1)?.get("page")).toBe("2"));

    renderScripts("/scripts", { list: () => jsonResponse(listResponse(makeScripts(3))) });
    await waitFor(() => expect(screen.getAllByRole("list", { name: "Scripts" })).toHaveLength(2));
    expect(screen.getAllByText(/^Page \d of \d$/)).toHaveLength(1);
  });

  it("says 'No scripts found' for an empty result", async () => {
    renderScripts("/scripts?search=zzz", { list: () => jsonResponse(listResponse([])) });
    expect(await screen.findByText("No scripts found")).toBeInTheDocument();
  });

  it("says 'Failed to load scripts' with a Retry when the request fails", async () => {
    let calls = 0;
    const { user } = renderScripts("/scripts", {
      list: () =>
        calls++ === 0 ? apiError("Database unavailable", 503) : jsonResponse(listResponse(makeScripts(1))),
    });
    expect(await screen.findByText("Failed to load scripts")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(within(await results()).getAllByRole("article")).toHaveLength(1);
  });
});
