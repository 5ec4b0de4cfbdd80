import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { apiError, bodyOf, makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse, networkFailure, type RouteHandler } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";
import { makeDashboardScript, makeMyScripts, makeOwnScript, makeReview } from "../../test/script-fixtures.ts";

const REVIEWED = makeDashboardScript({
  id: "s-1",
  title: "Night Shift",
  reviews: [makeReview(4), makeReview(5), makeReview(4)],
  isPublic: false,
});
const DRAFT = makeDashboardScript({
  id: "s-2",
  title: "Day Shift",
  hasFile: false,
  displayStatus: "pending",
  genres: [],
  genre: "Comedy",
});

function renderDashboard(routes: Record<string, RouteHandler> = {}, scripts = [REVIEWED, DRAFT]) {
  const fetchMock = mockAuthApi({
    user: makeUser(),
    routes: { "/api/protected/scripts/my-scripts": () => jsonResponse(makeMyScripts(scripts)), ...routes },
  });
  return { ...renderApp("/dashboard"), fetchMock };
}

async function row(title: string) {
  const link = await screen.findByRole("link", { name: title });
  return within(link.closest("li") as HTMLElement);
}

describe("dashboard script list", () => {
  it("shows each script with its genre, date, score, privacy and the right button", async () => {
    renderDashboard();
    const night = await row("Night Shift");
    expect(night.getByRole("link", { name: "Night Shift" })).toHaveAttribute("href", "/scripts/s-1");
    expect(night.getByText("Drama, Thriller")).toBeInTheDocument();
    expect(night.getByText("Uploaded Jan 5, 2025")).toBeInTheDocument();
    // (4 + 5 + 4) / 3 x 20 = 86.67, rounded.
    expect(night.getByText("87")).toBeInTheDocument();
    expect(night.getByRole("button", { name: "Private, click to make public" })).toBeInTheDocument();
    expect(night.getByRole("link", { name: "View Script" })).toHaveAttribute("href", "/scripts/s-1?tab=read");

    const day = await row("Day Shift");
    expect(day.getByText("Comedy")).toBeInTheDocument();
    expect(day.getByText("—")).toBeInTheDocument();
    expect(day.getByRole("link", { name: "View Details" })).toHaveAttribute("href", "/scripts/s-2");
  });

  it("adds totals from the server's stats", async () => {
    renderDashboard();
    const totals = within(await screen.findByRole("list", { name: "Your scripts at a glance" }));
    const card = (label: string) =>
      within(totals.getByRole("heading", { name: label }).closest("li") as HTMLElement);
    expect(await card("Views").findByText("4,321")).toBeInTheDocument();
    expect(card("Pages").getByText("250")).toBeInTheDocument();
    expect(card("Scripts").getByText("2")).toBeInTheDocument();
    expect(card("Public").getByText("1")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  it("toggles privacy at once, sending isPublic, and confirms", async () => {
    const bodies: unknown[] = [];
    let isPublic = false;
    let answer: () => void = () => {};
    const { user } = renderDashboard({
      "/api/protected/scripts/my-scripts": () =>
        jsonResponse(makeMyScripts([{ ...REVIEWED, isPublic }, DRAFT])),
      "/api/protected/scripts/s-1": (init) => {
        bodies.push({ method: init?.method, body: bodyOf(init) });
        return new Promise<Response>((resolve) => {
          answer = () => {
            isPublic = true;
            resolve(jsonResponse({ success: true, script: makeOwnScript({ id: "s-1", isPublic: true }) }));
          };
        });
      },
    });
    await user.click(
      (await row("Night Shift")).getByRole("button", { name: "Private, click to make public" }),
    );
    // Optimistic: the row flips before the server has answered.
    expect(
      (await row("Night Shift")).getByRole("button", { name: "Public, click to make private" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ method: "PUT", body: { isPublic: true } }]));
    answer();
    expect(await screen.findByText('"Night Shift" is now public')).toBeInTheDocument();
    expect(
      (await row("Night Shift")).getByRole("button", { name: "Public, click to make private" }),
    ).toBeInTheDocument();
  });

  it("puts the privacy back and explains when the update fails", async () => {
    let listCalls = 0;
    const { user } = renderDashboard({
      // Later refetches never answer: only the rollback can restore the row.
      "/api/protected/scripts/my-scripts": () =>
        listCalls++ === 0 ? jsonResponse(makeMyScripts([REVIEWED, DRAFT])) : new Promise<Response>(() => {}),
      "/api/protected/scripts/s-1": () => apiError("Only the owner can change this script", 403),
    });
    await user.click(
      (await row("Night Shift")).getByRole("button", { name: "Private, click to make public" }),
    );
    expect(await screen.findByText("Only the owner can change this script")).toBeInTheDocument();
    expect(
      (await row("Night Shift")).getByRole("button", { name: "Private, click to make public" }),
    ).toBeInTheDocument();
  });
});

describe("dashboard script list: deleting, empty, failures and paging", () => {
  it("asks before deleting, with the spec's texts, then sends DELETE", async () => {
    const calls: string[] = [];
    const { user } = renderDashboard({
      "/api/protected/scripts/s-2": (init) => {
        calls.push(init?.method ?? "GET");
        return jsonResponse({ success: true });
      },
    });
    await user.click((await row("Day Shift")).getByRole("button", { name: 'Delete "Day Shift"' }));
    const dialog = within(screen.getByRole("alertdialog"));
    expect(
      dialog.getByRole("heading", { name: 'Are you sure you want to delete "Day Shift"?' }),
    ).toBeInTheDocument();
    expect(
      dialog.getByText(
        "This action cannot be undone. The script will be permanently removed from your dashboard.",
      ),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(calls).toEqual([]);

    await user.click((await row("Day Shift")).getByRole("button", { name: 'Delete "Day Shift"' }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls).toEqual(["DELETE"]));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("reports a failed delete as 'Failed to delete script: {message}'", async () => {
    const { user } = renderDashboard({
      "/api/protected/scripts/s-2": () => apiError("Script not found", 404),
    });
    await user.click((await row("Day Shift")).getByRole("button", { name: 'Delete "Day Shift"' }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete script: Script not found")).toBeInTheDocument();
  });

  it("invites a first upload when there are no scripts", async () => {
    renderDashboard({}, []);
    expect(await screen.findByRole("link", { name: "Upload Your First Script" })).toHaveAttribute(
      "href",
      "/upload",
    );
  });

  it("says 'Failed to load scripts' when the server refuses", async () => {
    renderDashboard({ "/api/protected/scripts/my-scripts": () => apiError("Database unavailable", 503) });
    expect(await screen.findByText("Failed to load scripts")).toBeInTheDocument();
  });

  it("says 'Failed to load scripts. Please try again.' when no answer arrives", async () => {
    renderDashboard({ "/api/protected/scripts/my-scripts": () => networkFailure() });
    expect(await screen.findByText("Failed to load scripts. Please try again.")).toBeInTheDocument();
  });

  it("pages through more than 20 scripts", async () => {
    const fetchMock = mockAuthApi({
      user: makeUser(),
      routes: {
        "/api/protected/scripts/my-scripts": () =>
          jsonResponse(
            makeMyScripts([REVIEWED], { pagination: { page: 1, limit: 20, total: 25, pages: 2 } }),
          ),
      },
    });
    const { user, router } = renderApp("/dashboard");
    const requestedPages = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), "http://localhost"))
        .filter((url) => url.pathname.endsWith("/my-scripts"))
        .map((url) => `${url.searchParams.get("page")}/${url.searchParams.get("limit")}`);

    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    expect(requestedPages()).toEqual(["1/20"]);
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(router.state.location.search).toBe("?page=2");
    await waitFor(() => expect(requestedPages()).toContain("2/20"));
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
  });
});
