import { act, configure, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { SubscriptionStatusResponse } from "@twl/contract";

import { EndingSoon } from "../../features/billing/components/ending-soon.tsx";
import { apiError, bodyOf, makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

// A busy machine renders the first page of a file slowly.
configure({ asyncUtilTimeout: 10_000 });

const DAY = 86_400_000;

function statusOf(overrides: Partial<SubscriptionStatusResponse> = {}): SubscriptionStatusResponse {
  return {
    success: true,
    subscription: {
      tier: "pro",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(Date.now() + 20 * DAY).toISOString(),
    },
    subscriptionState: "active",
    canReactivate: false,
    canResubscribe: false,
    tier: "pro",
    currentPeriodEnd: new Date(Date.now() + 20 * DAY).toISOString(),
    paymentMode: "test",
    coverageUsage: {
      used: 1,
      allowance: 3,
      tokens: 10,
      resetsAt: new Date(Date.now() + 5 * DAY).toISOString(),
    },
    availableClout: 500,
    pendingClout: 0,
    ...overrides,
  };
}

function mockBilling(status: SubscriptionStatusResponse, routes: Record<string, RouteHandler> = {}) {
  return mockAuthApi({
    user: makeUser({ tier: status.tier }),
    routes: {
      "/api/billing/subscription-status": () => jsonResponse(status),
      "/api/billing/payment-methods": () =>
        jsonResponse({
          success: true,
          paymentMethods: [{ brand: "visa", last4: "4242", expMonth: 12, expYear: 2029 }],
        }),
      "/api/billing/transactions": () =>
        jsonResponse({
          success: true,
          transactions: [
            {
              id: "t1",
              description: "Pro plan — monthly",
              date: "2026-03-01T00:00:00.000Z",
              amount: 29,
              status: "paid",
            },
            {
              id: "t2",
              description: "Pro plan — renewal payment failed",
              date: "2026-04-01T00:00:00.000Z",
              amount: 29,
              status: "failed",
            },
            {
              id: "t3",
              description: "Coverage tokens",
              date: "2026-04-02T00:00:00.000Z",
              amount: 70,
              status: "pending",
            },
          ],
        }),
      ...routes,
    },
  });
}

describe("/billing", () => {
  it("shows the plan, usage, clout, payment, transactions with status colours and the plan chooser rules", async () => {
    mockBilling(statusOf());
    renderApp("/billing");
    expect(await screen.findByTestId("current-plan")).toHaveTextContent("Pro");
    expect(screen.getByTestId("coverage-usage")).toHaveTextContent("1 / 3");
    expect(screen.getByTestId("coverage-tokens")).toHaveTextContent("10 coverage tokens");
    expect(screen.getByTestId("liquid-clout")).toHaveTextContent("500");
    expect(screen.getAllByText("Test mode — no card is charged").length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "Test controls" })).toBeInTheDocument();
    expect(await screen.findByText(/ending in/)).toHaveTextContent("visa ending in 4242");
    const paid = await screen.findByText("Paid");
    expect(paid).toHaveClass("bg-success-soft", "text-success-ink");
    expect(screen.getByText("Failed")).toHaveClass("bg-danger-soft", "text-danger-ink");
    expect(screen.getByText("Pending")).toHaveClass("bg-warning-soft", "text-warning-ink");
    expect(screen.getByText(/Contact support for your full history/)).toBeInTheDocument();

    const plan = (tier: string) => within(screen.getByTestId(`plan-${tier}`));
    expect(screen.getByTestId("plan-free").className).toMatch(/opacity-50/);
    expect(plan("free").queryByRole("button")).not.toBeInTheDocument();
    expect(plan("basic").queryByRole("button")).not.toBeInTheDocument();
    expect(plan("pro").getByRole("button", { name: /Current Plan/ })).toBeDisabled();
    expect(plan("studio").getByRole("button", { name: "Choose Studio" })).toBeEnabled();
    expect(plan("enterprise").getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.getByRole("heading", { name: "Frequently asked questions" })).toBeInTheDocument();
  });

  it("cancels with a confirmation, shows 'Subscription Canceled', and reactivates from it", async () => {
    let cancelled = false;
    const fetchMock = mockBilling(statusOf(), {
      "/api/billing/cancel-subscription": () => {
        cancelled = true;
        return jsonResponse({ success: true, cancelAt: statusOf().currentPeriodEnd, currentTier: "pro" });
      },
      "/api/billing/reactivate-subscription": () =>
        jsonResponse({ success: true, tier: "pro", currentPeriodEnd: "2026-12-25T00:00:00.000Z" }),
    });
    const { user } = renderApp("/billing");
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByRole("button", { name: "Keep Subscription" })).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancel Subscription" }));
    expect(await screen.findByRole("heading", { name: "Subscription Canceled" })).toBeInTheDocument();
    expect(cancelled).toBe(true);
    const cancelCall = fetchMock.mock.calls.find(([url]) => String(url).includes("cancel-subscription"));
    expect(bodyOf(cancelCall![1])).toEqual({ reason: "user_requested" });
    expect(screen.getByRole("button", { name: "Got it" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reactivate Now" }));
    const done = await screen.findByRole("heading", { name: "Subscription Reactivated" });
    expect(done.parentElement).toHaveTextContent("December 25, 2026");
  });

  it("alerts when cancelling fails", async () => {
    mockBilling(statusOf(), {
      "/api/billing/cancel-subscription": () => apiError("Server error occurred", 500),
    });
    const { user } = renderApp("/billing");
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel Subscription" }),
    );
    expect(await screen.findByText("Failed to cancel subscription. Please try again.")).toBeInTheDocument();
  });
});

describe("/billing: ending, past due, expired, tokens and the banner", () => {
  it("shows 'Ending Soon' with the countdown, the under-3-days warning, what is lost and Resume", async () => {
    const end = new Date(Date.now() + 2 * DAY).toISOString();
    mockBilling(
      statusOf({ subscriptionState: "cancelled_but_active", canReactivate: true, currentPeriodEnd: end }),
    );
    renderApp("/billing");
    expect(await screen.findByText("Ending Soon")).toBeInTheDocument();
    expect(screen.getByTestId("countdown")).toHaveTextContent(/^1d 23h \d+m$/);
    expect(screen.getByTestId("countdown")).toHaveClass("bg-danger-soft", "text-danger-ink");
    expect(screen.getByText("Less than 3 days left on your plan.")).toBeInTheDocument();
    expect(screen.getByText("Your coverage allowance becomes 1 a month")).toBeInTheDocument();
    expect(screen.getByText("Your monthly clout becomes 100")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resume Subscription" })).toBeInTheDocument();
  });

  it("refreshes the countdown every 60 seconds and says 'Subscription expired' at 0", () => {
    vi.useFakeTimers();
    try {
      let now = new Date("2026-03-10T12:00:00Z");
      render(<EndingSoon endsAt="2026-03-10T12:01:30Z" now={() => now} />);
      expect(screen.getByTestId("countdown")).toHaveTextContent("0d 0h 1m");
      now = new Date("2026-03-10T12:02:00Z");
      act(() => vi.advanceTimersByTime(59_000));
      expect(screen.getByTestId("countdown")).toHaveTextContent("0d 0h 1m");
      act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByTestId("countdown")).toHaveTextContent("Subscription expired");
    } finally {
      vi.useRealTimers();
    }
  });

  it("past due: 'Payment failed' and Update Payment Method opens the portal", async () => {
    const fetchMock = mockBilling(statusOf({ subscriptionState: "past_due" }), {
      "/api/billing/create-portal-session": () =>
        jsonResponse({ success: true, url: "http://localhost:3000/billing/portal" }),
    });
    const { user } = renderApp("/billing");
    expect(await screen.findByText("Payment failed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update Payment Method" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("create-portal-session"))).toBe(true),
    );
  });

  it("expired: says so and Resubscribe starts checkout of Basic; a failure alerts", async () => {
    const fetchMock = mockBilling(
      statusOf({ subscriptionState: "expired", tier: "free", canResubscribe: true }),
      {
        "/api/billing/create-checkout-session": () => apiError("Server error occurred", 503),
      },
    );
    const { user } = renderApp("/billing");
    expect(await screen.findByText(/downgraded to the Free tier/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resubscribe (Basic)" }));
    expect(await screen.findByText("Failed to start checkout. Please try again.")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("create-checkout-session"));
    expect(bodyOf(call![1])).toEqual({ tier: "basic" });
    expect(new Headers(call![1]?.headers).get("Idempotency-Key")).toBeTruthy();
  });

  it("the token modal prices packs and singles and sends packs x 5", async () => {
    const fetchMock = mockBilling(statusOf(), {
      "/api/billing/create-coverage-checkout": () => apiError("Server error occurred", 503),
    });
    const { user } = renderApp("/billing");
    await user.click(await screen.findByRole("button", { name: "Buy Coverage Tokens" }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText(/Number of packs \(1-5\)/), "2");
    expect(within(dialog).getByTestId("token-total")).toHaveTextContent("10 tokens for $140");
    await user.click(within(dialog).getByRole("button", { name: "Buy for $140" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("create-coverage-checkout"))).toBe(
        true,
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("create-coverage-checkout"));
    expect(bodyOf(call![1])).toEqual({ quantity: 10, pack: true });
    await user.click(within(dialog).getByRole("radio", { name: /Single token/ }));
    const singles = within(dialog).getByLabelText(/Number of tokens \(1-10\)/);
    expect(within(singles).getAllByRole("option")).toHaveLength(10);
    await user.selectOptions(singles, "3");
    expect(within(dialog).getByTestId("token-total")).toHaveTextContent("3 tokens for $60");
  });

  it("shows the payment banner for success=true", async () => {
    mockBilling(statusOf());
    renderApp("/billing?success=true");
    expect(await screen.findByText("Payment successful! Your account has been updated.")).toBeInTheDocument();
  });
});

describe("/billing/checkout/:id (test mode)", () => {
  it("is labelled, pays the session and returns to /billing?success=true", async () => {
    const fetchMock = mockAuthApi({
      user: makeUser(),
      routes: {
        "/api/billing/test-checkout/abc": () =>
          jsonResponse({
            success: true,
            session: {
              id: "abc",
              kind: "subscription",
              tier: "pro",
              quantity: null,
              description: "Pro plan — monthly",
              amountUsd: 29,
              status: "open",
            },
          }),
        "/api/billing/test-checkout/abc/complete": () =>
          jsonResponse({ success: true, redirectUrl: "/billing?success=true" }),
        "/api/billing/subscription-status": () => jsonResponse(statusOf()),
        "/api/billing/payment-methods": () => jsonResponse({ success: true, paymentMethods: [] }),
        "/api/billing/transactions": () => jsonResponse({ success: true, transactions: [] }),
      },
    });
    const { user, router } = renderApp("/billing/checkout/abc");
    expect(await screen.findByText("Pro plan — monthly")).toBeInTheDocument();
    expect(screen.getByText("Test mode — no card is charged")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Pay \$29.00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/billing"));
    expect(router.state.location.search).toBe("?success=true");
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/abc/complete"))).toBe(true);
  });
});

describe("/pricing", () => {
  it("shows five plans, marks the signed-in user's plan and links Enterprise and Talk to Sales to /contact", async () => {
    mockAuthApi({ user: makeUser({ tier: "pro" }) });
    renderApp("/pricing");
    for (const [tier, price] of [
      ["free", "$0"],
      ["basic", "$19"],
      ["pro", "$29"],
      ["studio", "$49"],
      ["enterprise", "Custom"],
    ] as const) {
      expect(await screen.findByTestId(`pricing-${tier}`)).toHaveTextContent(price);
    }
    await waitFor(() =>
      expect(within(screen.getByTestId("pricing-pro")).getByText("Current Plan")).toBeInTheDocument(),
    );
    expect(
      within(screen.getByTestId("pricing-studio")).getByRole("link", { name: "Choose Studio" }),
    ).toHaveAttribute("href", "/billing");
    expect(
      within(screen.getByTestId("pricing-enterprise")).getByRole("link", { name: "Contact Sales" }),
    ).toHaveAttribute("href", "/contact");
    expect(within(screen.getByTestId("pricing-enterprise")).queryByText(/coverage/i)).toHaveTextContent(
      /Custom coverage volume/,
    );
    expect(screen.getByRole("link", { name: "Talk to Sales" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByRole("button", { name: "Start Free Trial" })).not.toBeInTheDocument();
  });

  it("Start Free Trial opens the sign-up dialog for visitors", async () => {
    mockAuthApi();
    const { user } = renderApp("/pricing");
    await user.click(await screen.findByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
