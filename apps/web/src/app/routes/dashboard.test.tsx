import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { StatCards } from "../../features/dashboard/components/stat-cards.tsx";
import { makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

function card(label: string) {
  return within(screen.getByRole("heading", { name: label }).closest("li") as HTMLElement);
}

describe("dashboard", () => {
  it.each(["/home", "/dashboard"])("%s greets the user and shows their numbers", async (path) => {
    mockAuthApi({
      user: makeUser({
        availableClout: 1500,
        receivedClout: 320,
        coverageAllowance: 3,
        coverageUsed: 1,
        tier: "pro",
      }),
    });
    renderApp(path);

    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Good to see you, Ada Lovelace.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload Script" })).toHaveAttribute("href", "/upload");
    expect(card("Liquid clout").getByText("1,500")).toBeInTheDocument();
    expect(card("Solid clout").getByText("320")).toBeInTheDocument();
    expect(card("Coverage this month").getByText("1 / 3")).toBeInTheDocument();
    expect(card("Coverage this month").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    expect(card("Plan").getByText("Pro")).toBeInTheDocument();
    expect(card("Plan").getByRole("link", { name: "Billing & Plans" })).toHaveAttribute("href", "/billing");
  });

  it("counts a zero coverage allowance as one", async () => {
    mockAuthApi({ user: makeUser({ coverageAllowance: 0, coverageUsed: 0 }) });
    renderApp("/home");
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(card("Coverage this month").getByText("0 / 1")).toBeInTheDocument();
  });

  it("shows skeletons instead of figures while the user is unknown", () => {
    const router = createMemoryRouter([{ path: "/", element: <StatCards user={null} /> }]);
    render(<RouterProvider router={router} />);
    const cards = within(screen.getByRole("list", { name: "Your numbers" })).getAllByRole("listitem");
    expect(cards).toHaveLength(4);
    cards.forEach((item) => expect(item).toHaveAttribute("aria-busy", "true"));
    expect(screen.queryByText("Billing & Plans")).not.toBeInTheDocument();
  });
});
