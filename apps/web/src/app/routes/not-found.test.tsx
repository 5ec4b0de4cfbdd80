import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderApp } from "../../test/render-app.tsx";

describe("not-found page", () => {
  it("renders for an unknown path, inside the site layout", async () => {
    renderApp("/no/such/scene");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page isn't in the script." }),
    ).toBeInTheDocument();
    expect(screen.getByText("FADE OUT.")).toBeInTheDocument();
    expect(screen.getByText("/no/such/scene")).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Where Great Scripts Get Discovered." }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(document.title).toBe("Page not found — The White List");
  });

  it("offers a way home and a way to discover scripts", () => {
    renderApp("/missing");
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Discover scripts" })).toHaveAttribute("href", "/discover");
  });
});
