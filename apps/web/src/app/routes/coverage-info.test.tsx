import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

const DAY = 86_400_000;

function usageCard() {
  return within(screen.getByRole("heading", { name: "Your coverage" }).closest("section") as HTMLElement);
}

describe("/coverage", () => {
  it("shows the signed-in user's plan, usage, reset, tokens and the exhausted notice", async () => {
    const resetAt = new Date(Date.now() + 9.5 * DAY).toISOString();
    mockAuthApi({
      user: makeUser({
        tier: "pro",
        coverageAllowance: 3,
        coverageUsed: 3,
        coverageTokens: 0,
        coverageResetAt: resetAt,
      }),
    });
    renderApp("/coverage");

    expect(await screen.findByRole("heading", { name: "Your coverage" })).toBeInTheDocument();
    const card = usageCard();
    expect(card.getByText("3 of 3")).toBeInTheDocument();
    expect(card.getByRole("progressbar", { name: "Coverage used this month" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    expect(card.getByText("Pro")).toBeInTheDocument();
    expect(card.getByText("10 days")).toBeInTheDocument();
    expect(card.getByText("Tokens left").closest("div")).toHaveTextContent("0");
    expect(card.getByText("You have used all your coverage for this month.")).toBeInTheDocument();
    expect(card.getByRole("link", { name: "Buy Coverage Tokens" })).toHaveAttribute("href", "/billing");

    expect(screen.getByRole("heading", { name: "How Coverage Works" })).toBeInTheDocument();
    expect(
      screen.getByText(
        /It is not AI: it measures structure, characters, dialogue, pacing and market signals/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Feedback in under 60 seconds" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get Started/ })).not.toBeInTheDocument();
  });

  it("keeps the figures in range, counts tokens and defaults the reset to 30 days", async () => {
    mockAuthApi({
      user: makeUser({ coverageAllowance: 0, coverageUsed: -1, coverageTokens: 4, coverageResetAt: null }),
    });
    renderApp("/coverage");
    await screen.findByRole("heading", { name: "Your coverage" });
    const card = usageCard();
    expect(card.getByText("0 of 1")).toBeInTheDocument();
    expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    expect(card.getByText("30 days")).toBeInTheDocument();
    expect(card.getByText("Tokens left").closest("div")).toHaveTextContent("4");
    expect(card.queryByRole("link", { name: "Buy Coverage Tokens" })).not.toBeInTheDocument();
  });

  it("caps the bar when more than the allowance was used, and says tokens are spent next", async () => {
    mockAuthApi({ user: makeUser({ coverageAllowance: 1, coverageUsed: 2, coverageTokens: 1 }) });
    renderApp("/coverage");
    await screen.findByRole("heading", { name: "Your coverage" });
    expect(usageCard().getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(
      usageCard().getByText("You have used this month's coverage. Your 1 token is spent next."),
    ).toBeInTheDocument();
  });

  it("invites signed-out visitors to get started", async () => {
    mockAuthApi();
    renderApp("/coverage");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Script coverage, scored" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", "/");
    expect(screen.getByRole("heading", { name: "How Coverage Works" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your coverage" })).not.toBeInTheDocument();
  });

  it("holds the usage card's place while the session loads", async () => {
    mockAuthApi({ user: makeUser(), routes: { "/api/auth/profile": () => new Promise<Response>(() => {}) } });
    renderApp("/coverage");
    expect(await screen.findByLabelText("Loading your coverage")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Get Started/ })).not.toBeInTheDocument();
  });
});
