import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

function card(label: string) {
  return within(screen.getByRole("heading", { name: label }).closest("li") as HTMLElement);
}

describe("/clout", () => {
  it("shows the signed-in user's liquid and solid clout and their plan's monthly grant", async () => {
    mockAuthApi({ user: makeUser({ availableClout: 1500, receivedClout: 320, tier: "pro" }) });
    renderApp("/clout");
    expect(
      await screen.findByRole("heading", { level: 1, name: /Reputation you can give/ }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Your clout" })).toBeInTheDocument();
    // The cards show placeholders until the session has loaded.
    expect(await card("Liquid clout").findByText("1,500")).toBeInTheDocument();
    expect(card("Solid clout").getByText("320")).toBeInTheDocument();
    expect(card("Monthly grant").getByText("500")).toBeInTheDocument();
    expect(card("Monthly grant").getByText("Liquid clout on the 1st with your Pro plan")).toBeInTheDocument();

    const current = screen.getByRole("row", { current: true });
    expect(within(current).getByRole("rowheader")).toHaveTextContent("ProYour plan");
    expect(screen.queryByRole("link", { name: /Get Started/ })).not.toBeInTheDocument();
  });

  it("tells an unverified account that its plan's clout waits for the address to be verified (issue 28 #2)", async () => {
    mockAuthApi({ user: makeUser({ availableClout: 0, emailVerified: false }) });
    renderApp("/clout");
    expect(
      await card("Liquid clout").findByText("Your plan's clout waits until you verify your email address"),
    ).toBeInTheDocument();
  });

  it("shows every plan's grant, the ways to earn and how giving works", async () => {
    mockAuthApi();
    renderApp("/clout");
    const table = await screen.findByRole("table", { name: "Liquid clout granted each month by plan" });
    const grants = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
    expect(grants).toEqual(["Free100", "Basic200", "Pro500", "Studio1,000", "EnterpriseCustom"]);

    const earn = within(screen.getByRole("region", { name: "Ways to earn solid clout" }));
    expect(earn.getByText("+50")).toBeInTheDocument();
    expect(earn.getByText("Request coverage")).toBeInTheDocument();
    expect(earn.getByText("+100")).toBeInTheDocument();
    expect(earn.getByText("Review a script with coverage")).toBeInTheDocument();
    expect(earn.getByText("Get gifts from readers")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "How giving works" })).getAllByRole("listitem"),
    ).toHaveLength(4);
  });

  it("shows 'Custom' for Enterprise, as /pricing does, with the account's agreed grant beside it", async () => {
    mockAuthApi({ user: makeUser({ tier: "enterprise", monthlyCloutGrant: 7500 }) });
    renderApp("/clout");
    expect(await card("Monthly grant").findByText("Custom")).toBeInTheDocument();
    expect(
      card("Monthly grant").getByText("7,500 liquid clout on the 1st, agreed for your Enterprise plan"),
    ).toBeInTheDocument();
    expect(card("Monthly grant").queryByText("1,000")).not.toBeInTheDocument();
    const current = screen.getByRole("row", { current: true });
    expect(within(current).getByRole("cell")).toHaveTextContent("Custom");
  });

  it("offers visitors Get Started, leading to /", async () => {
    mockAuthApi();
    renderApp("/clout");
    const links = await screen.findAllByRole("link", { name: /Get Started/ });
    links.forEach((link) => expect(link).toHaveAttribute("href", "/"));
    expect(screen.queryByRole("heading", { name: "Your clout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("row", { current: true })).not.toBeInTheDocument();
  });
});
