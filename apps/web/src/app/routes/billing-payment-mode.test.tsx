import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { PAYMENTS_UNAVAILABLE_TITLE, type PaymentMode, type SubscriptionStatusResponse } from "@twl/contract";

import { makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

// A busy machine renders the first page of a file slowly.
configure({ asyncUtilTimeout: 10_000 });

/** Issue 28 #1: a server without payments says so where plans are sold, and offers nothing to buy. */
function statusOf(paymentMode: PaymentMode, overrides: Partial<SubscriptionStatusResponse> = {}) {
  return {
    success: true as const,
    subscription: null,
    subscriptionState: "none" as const,
    canReactivate: false,
    canResubscribe: true,
    tier: "free" as const,
    currentPeriodEnd: null,
    paymentMode,
    coverageUsage: { used: 1, allowance: 1, tokens: 0, resetsAt: "2030-01-01T00:00:00.000Z" },
    availableClout: 0,
    pendingClout: 0,
    ...overrides,
  };
}

function mockServer(paymentMode: PaymentMode, overrides: Partial<SubscriptionStatusResponse> = {}) {
  return mockAuthApi({
    user: makeUser({ tier: "free" }),
    routes: {
      "/api/billing/payment-mode": () => jsonResponse({ success: true, paymentMode }),
      "/api/billing/subscription-status": () => jsonResponse(statusOf(paymentMode, overrides)),
      "/api/billing/payment-methods": () => jsonResponse({ success: true, paymentMethods: [] }),
      "/api/billing/transactions": () => jsonResponse({ success: true, transactions: [] }),
    },
  });
}

describe("payments not available on this server", () => {
  it("/pricing says so and offers no paid plan", async () => {
    mockServer("none");
    renderApp("/pricing");
    expect(await screen.findByTestId("payments-unavailable")).toHaveTextContent(PAYMENTS_UNAVAILABLE_TITLE);
    for (const tier of ["basic", "pro", "studio"]) {
      const card = within(screen.getByTestId(`pricing-${tier}`));
      expect(card.queryByRole("link", { name: /Choose/ })).not.toBeInTheDocument();
      expect(card.getByRole("button", { name: /not available/ })).toBeDisabled();
    }
    expect(screen.queryByText(/no card is charged/)).not.toBeInTheDocument();
  });

  it("/billing says so, disables every purchase and shows no test controls", async () => {
    mockServer("none");
    renderApp("/billing");
    expect(await screen.findByTestId("payments-unavailable")).toHaveTextContent(PAYMENTS_UNAVAILABLE_TITLE);
    expect(screen.getByRole("button", { name: /Buy Coverage Tokens/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Upgrade Plan/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeDisabled();
    for (const tier of ["basic", "pro", "studio"])
      expect(
        within(screen.getByTestId(`plan-${tier}`)).getByRole("button", { name: /not available/ }),
      ).toBeDisabled();
    expect(screen.queryByRole("heading", { name: "Test controls" })).not.toBeInTheDocument();
    expect(screen.queryByText(/no card is charged/)).not.toBeInTheDocument();
  });

  it("in test mode both pages carry the test-mode label and the buttons work", async () => {
    mockServer("test");
    renderApp("/pricing");
    expect(await screen.findByText(/Test mode — no card is charged/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId("pricing-studio")).getByRole("link", { name: "Choose Studio" }),
    ).toHaveAttribute("href", "/billing");
    expect(screen.queryByTestId("payments-unavailable")).not.toBeInTheDocument();
  });
});

describe("clout waiting for verification (issue 28 #2)", () => {
  it("/billing shows the plan's clout held until the address is verified", async () => {
    mockServer("test", { pendingClout: 900 });
    renderApp("/billing");
    await waitFor(() =>
      expect(screen.getByTestId("pending-clout")).toHaveTextContent(
        "900 more clout from your plan waits until you verify your email address",
      ),
    );
  });
});
