import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { CoverageStatus, DashboardScript, SessionUser } from "@twl/contract";

import { apiError, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { makeDashboardScript, makeMyScripts, makeOwnScript } from "../../../test/script-fixtures.ts";
import { coverageList, makeCoverage, requestResponse } from "../test/coverage-fixtures.ts";

const REQUEST_PATH = "/api/protected/scripts/s-1/coverage";
const PENDING = makeCoverage({
  id: "new",
  scriptId: "s-1",
  status: "pending",
  analysis: null,
  completedAt: null,
});

function renderDashboard({
  user = makeUser(),
  status = null as CoverageStatus | null,
  result = null as DashboardScript["coverageResult"],
  routes = {} as Record<string, RouteHandler>,
  fakeTimers = false,
}: {
  user?: SessionUser;
  status?: CoverageStatus | null;
  result?: DashboardScript["coverageResult"];
  routes?: Record<string, RouteHandler>;
  fakeTimers?: boolean;
} = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  let rowStatus = status;
  const fetchMock = mockAuthApi({
    user,
    routes: {
      "/api/protected/scripts/my-scripts": () =>
        jsonResponse(
          makeMyScripts([
            makeDashboardScript({
              id: "s-1",
              title: "Night Shift",
              coverage: rowStatus ? { status: rowStatus } : null,
              coverageResult: result,
            }),
          ]),
        ),
      ...routes,
    },
  });
  const view = renderApp("/dashboard", {
    userOptions: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {},
  });
  return { ...view, fetchMock, setRowStatus: (next: CoverageStatus | null) => (rowStatus = next) };
}

async function row() {
  const link = await screen.findByRole("link", { name: "Night Shift" });
  return within(link.closest("li") as HTMLElement);
}

const requestCalls = (fetchMock: ReturnType<typeof vi.fn>, path = REQUEST_PATH) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);

afterEach(() => vi.useRealTimers());

describe("dashboard coverage button", () => {
  it.each([
    ["pending", "Coverage Pending"],
    ["processing", "Coverage in Process"],
  ] as const)("shows %s as '%s'", async (status, label) => {
    renderDashboard({ status });
    expect((await row()).getByText(label)).toBeInTheDocument();
    expect((await row()).queryByRole("button", { name: "Get Coverage" })).not.toBeInTheDocument();
  });

  it("links a completed coverage to the script's Coverage tab", async () => {
    renderDashboard({ status: "completed" });
    expect((await row()).getByRole("link", { name: "Coverage Complete" })).toHaveAttribute(
      "href",
      "/scripts/s-1?tab=coverage",
    );
  });

  it("shows the newest report's grade and recommendation beside it", async () => {
    renderDashboard({ status: "completed", result: { grade: "B-", verdict: "Consider" } });
    expect((await row()).getByTestId("coverage-row-result")).toHaveTextContent("B- · Consider");
  });

  it("opens the limit dialog without asking the server when nothing is left", async () => {
    const { user, fetchMock } = renderDashboard({
      user: makeUser({ coverageAllowance: 1, coverageUsed: 1, coverageTokens: 0 }),
    });
    await user.click((await row()).getByRole("button", { name: "Get Coverage" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Coverage Limit Reached" }));
    expect(dialog.getByText("Monthly limit").nextElementSibling).toHaveTextContent("1");
    expect(dialog.getByText("Used").nextElementSibling).toHaveTextContent("1");
    expect(dialog.getByText("Plan").nextElementSibling).toHaveTextContent("Free");
    expect(dialog.getByRole("link", { name: "Buy Coverage Tokens" })).toHaveAttribute("href", "/billing");
    expect(requestCalls(fetchMock)).toHaveLength(0);
  });

  it("lets bought tokens through the client-side check", async () => {
    const { user } = renderDashboard({
      user: makeUser({ coverageAllowance: 1, coverageUsed: 1, coverageTokens: 2 }),
    });
    await user.click((await row()).getByRole("button", { name: "Get Coverage" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Get Coverage" }));
    expect(dialog.getByText(/Processing typically takes 5-15 minutes/)).toBeInTheDocument();
    expect(dialog.getByText("2")).toBeInTheDocument();
  });

  it("opens the limit dialog when the server answers 403 with the figures", async () => {
    const { user } = renderDashboard({
      routes: {
        [REQUEST_PATH]: () =>
          jsonResponse(
            { success: false, error: "Coverage limit reached", limit: 3, used: 3, tier: "pro" },
            403,
          ),
      },
    });
    await user.click((await row()).getByRole("button", { name: "Get Coverage" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Get Coverage" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Coverage Limit Reached" }));
    expect(dialog.getByText("Monthly limit").nextElementSibling).toHaveTextContent("3");
    expect(dialog.getByText("Plan").nextElementSibling).toHaveTextContent("Pro");
  });

  it("requests, toasts, adds the clout toast a second later and marks the row pending", async () => {
    const { user, fetchMock, setRowStatus } = renderDashboard({
      fakeTimers: true,
      routes: {
        [REQUEST_PATH]: (init) => {
          expect(init?.method).toBe("POST");
          setRowStatus("pending");
          return jsonResponse(requestResponse(PENDING));
        },
      },
    });
    const profileCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input) === "/api/auth/profile").length;
    await user.click((await row()).getByRole("button", { name: "Get Coverage" }));
    const before = profileCalls();
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Get Coverage" }),
    );
    expect(await screen.findByText("Coverage requested")).toBeInTheDocument();
    expect((await row()).getByText("Coverage Pending")).toBeInTheDocument();
    expect(screen.queryByText("+50 solid clout")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByText("+50 solid clout")).toBeInTheDocument();
    // The session (usage, clout) is asked again.
    await waitFor(() => expect(profileCalls()).toBeGreaterThan(before));
  });

  it("treats 'already been requested' as pending", async () => {
    const { user } = renderDashboard({
      routes: { [REQUEST_PATH]: () => apiError("Coverage has already been requested for this script", 409) },
    });
    await user.click((await row()).getByRole("button", { name: "Get Coverage" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Get Coverage" }),
    );
    expect(
      await screen.findByText("Coverage has already been requested for this script"),
    ).toBeInTheDocument();
    expect((await row()).getByText("Coverage Pending")).toBeInTheDocument();
  });

  it("toasts the server's error, or 'Failed to request coverage'", async () => {
    let answer = () => apiError("Upload a script file before requesting coverage", 400);
    const { user } = renderDashboard({ status: "failed", routes: { [REQUEST_PATH]: () => answer() } });
    const again = async () => {
      await user.click((await row()).getByRole("button", { name: "Coverage Failed" }));
      await user.click(
        within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Get Coverage" }),
      );
    };
    await again();
    expect(await screen.findByText("Upload a script file before requesting coverage")).toBeInTheDocument();
    answer = () => jsonResponse({ nonsense: true }, 500);
    await again();
    expect(await screen.findByText("Failed to request coverage")).toBeInTheDocument();
    expect((await row()).getByRole("button", { name: "Coverage Failed" })).toBeInTheDocument();
  });
});

describe("script page coverage request", () => {
  it("lets an admin request for a dummy author's script through the admin route, without the quota", async () => {
    const admin = makeUser({ id: "admin-1", role: "admin", coverageAllowance: 1, coverageUsed: 1 });
    const script = makeOwnScript({
      isOwner: false,
      canEdit: true,
      author: { id: "dummy", name: "Dummy Writer", avatarUrl: null, isDummy: true },
    });
    const posted: string[] = [];
    const fetchMock = mockAuthApi({
      user: admin,
      routes: {
        "/api/scripts/script-1": () => jsonResponse({ success: true, script }),
        "/api/protected/scripts/script-1/coverages": () => jsonResponse(coverageList([])),
        "/api/admin/scripts/script-1/coverage": (init) => {
          posted.push(String(init?.method));
          return jsonResponse(
            requestResponse(makeCoverage({ id: "new", status: "pending", analysis: null }), 0),
          );
        },
      },
    });
    const { user } = renderApp("/scripts/script-1");
    await user.click(await screen.findByRole("button", { name: "Get Coverage" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Get Coverage" })).getByRole("button", {
        name: "Get Coverage",
      }),
    );
    await waitFor(() => expect(posted).toEqual(["POST"]));
    expect(requestCalls(fetchMock, "/api/protected/scripts/script-1/coverage")).toHaveLength(0);
    expect(await screen.findByText(/typically takes 1-2 minutes/)).toBeInTheDocument();
  });

  it("shows no request button to readers who do not own the script", async () => {
    mockAuthApi({
      user: makeUser({ id: "reader" }),
      routes: {
        "/api/scripts/script-1": () =>
          jsonResponse({ success: true, script: makeOwnScript({ isOwner: false, canEdit: false }) }),
      },
    });
    renderApp("/scripts/script-1");
    await screen.findByRole("tab", { name: "Profile", selected: true });
    expect(screen.queryByRole("button", { name: "Get Coverage" })).not.toBeInTheDocument();
  });
});
