import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderApp } from "../../test/render-app.tsx";

function menuButton() {
  return screen.getByRole("button", { name: "Menu" });
}

/** The panel the button controls, found through aria-controls. */
function menuPanel() {
  const id = menuButton().getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error("aria-controls does not point at the panel");
  return panel;
}

describe("mobile menu", () => {
  it("opens and closes with the button, reflecting the state in aria-expanded", async () => {
    const { user } = renderApp("/");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menuPanel()).toBeVisible();
    const links = within(menuPanel())
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual(["About", "Coverage", "Clout", "Community", "Pricing", "Discover"]);
    expect(within(menuPanel()).getByRole("button", { name: "Log in" })).toBeVisible();
    expect(within(menuPanel()).getByRole("button", { name: "Sign up" })).toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel()).not.toBeVisible();
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const { user } = renderApp("/");
    await user.click(menuButton());
    await user.tab();
    expect(within(menuPanel()).getByRole("link", { name: "About" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuPanel()).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });

  it("closes when a link is followed", async () => {
    const { user, router } = renderApp("/");
    await user.click(menuButton());
    await user.click(within(menuPanel()).getByRole("link", { name: "Pricing" }));

    expect(router.state.location.pathname).toBe("/pricing");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the route changes from elsewhere", async () => {
    const { user, router } = renderApp("/");
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");

    await router.navigate("/discover");
    expect(await screen.findByRole("heading", { level: 1, name: /Find the script/ })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});
