import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { COVERAGE_CLOUT_PRICE } from "@twl/contract";

import { apiError, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { makeDashboardScript, makeMyScripts } from "../../../test/script-fixtures.ts";
import { makeCoverage, requestResponse } from "../test/coverage-fixtures.ts";

const PAY_PATH = "/api/protected/scripts/s-1/coverage/pay-with-clout";

function renderExhausted(routes: Record<string, RouteHandler>) {
  const fetchMock = mockAuthApi({
    user: makeUser({ coverageAllowance: 1, coverageUsed: 1, coverageTokens: 0, availableClout: 300 }),
    routes: {
      "/api/protected/scripts/my-scripts": () =>
        jsonResponse(
          makeMyScripts([makeDashboardScript({ id: "s-1", title: "Night Shift", coverage: null })]),
        ),
      ...routes,
    },
  });
  return { ...renderApp("/dashboard"), fetchMock };
}

async function openLimitDialog(user: ReturnType<typeof renderApp>["user"]) {
  const link = await screen.findByRole("link", { name: "Night Shift" }, { timeout: 10_000 });
  await user.click(within(link.closest("li") as HTMLElement).getByRole("button", { name: "Get Coverage" }));
  return within(await screen.findByRole("dialog", { name: "Coverage Limit Reached" }, { timeout: 10_000 }));
}

describe("paying for a coverage with liquid clout from 'Coverage Limit Reached'", () => {
  it("offers the clout price and requests the coverage with it", async () => {
    const pending = makeCoverage({
      id: "new",
      scriptId: "s-1",
      status: "pending",
      analysis: null,
      completedAt: null,
    });
    const { user, fetchMock } = renderExhausted({
      [PAY_PATH]: () =>
        jsonResponse({ ...requestResponse(pending), cloutSpent: COVERAGE_CLOUT_PRICE, availableClout: 100 }),
    });
    const dialog = await openLimitDialog(user);
    await user.click(dialog.getByRole("button", { name: `Pay ${COVERAGE_CLOUT_PRICE} liquid clout` }));
    expect(
      await screen.findByText(
        `Paid with ${COVERAGE_CLOUT_PRICE} liquid clout. Your report will appear on the Coverage tab.`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === PAY_PATH)).toHaveLength(1);
    expect(screen.queryByRole("dialog", { name: "Coverage Limit Reached" })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the clout is not enough", async () => {
    const { user } = renderExhausted({ [PAY_PATH]: () => apiError("You don't have enough clout", 403) });
    const dialog = await openLimitDialog(user);
    await user.click(dialog.getByRole("button", { name: `Pay ${COVERAGE_CLOUT_PRICE} liquid clout` }));
    expect(
      await screen.findByText("You don't have enough clout", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
