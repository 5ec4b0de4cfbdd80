import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { mockAuthApi } from "../../test/auth-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

describe("landing page", () => {
  it("renders the hero with both calls to action", async () => {
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Where Great Scripts Get Discovered." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start Your Journey" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    expect(screen.getByRole("link", { name: "Discover Scripts" })).toHaveAttribute("href", "/discover");
    expect(document.title).toBe("The White List — Where Great Scripts Get Discovered");
  });

  it("explains How It Works in four numbered steps, in order", () => {
    renderApp("/");
    const section = screen.getByRole("region", { name: "From FADE IN to found, in four steps." });
    const steps = within(within(section).getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual([
      "Upload your PDF",
      "Get feedback",
      "Build clout",
      "Get discovered",
    ]);
  });

  it("shows the studio strip, features, testimonials and the closing call to action", () => {
    renderApp("/");
    expect(screen.getByText("Meridian Pictures")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "AI coverage in under 60 seconds" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Professional coverage from $59" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Writers who got read." })).getAllByRole("figure"),
    ).toHaveLength(3);

    const join = screen.getByRole("region", { name: "Join The White List Now" });
    expect(within(join).getByRole("heading", { level: 2 })).toHaveTextContent("Join The White List Now");
    expect(within(join).getByRole("button", { name: "Create your free account" })).toBeInTheDocument();
  });

  it("opens the sign-in dialog on the create-account form from both calls to action, staying on /", async () => {
    mockAuthApi();
    const { user, router } = renderApp("/");
    for (const name of ["Start Your Journey", "Create your free account"]) {
      await user.click(screen.getByRole("button", { name }));
      const dialog = within(await screen.findByRole("dialog", { name: "Welcome back" }));
      expect(dialog.getByRole("tab", { name: "Create account", selected: true })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/");
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    }
  });
});
