import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { THEME_STORAGE_KEY } from "@twl/contract";

import { applyTheme, readStoredTheme } from "../../lib/theme.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

const html = () => document.documentElement;

describe("ThemeToggle", () => {
  it("defaults to light when nothing is stored", () => {
    expect(readStoredTheme()).toBe("light");
    applyTheme(readStoredTheme());
    render(<ThemeToggle />);
    expect(html()).not.toHaveClass("dark");
    expect(screen.getByRole("button", { name: "Switch to dark theme" })).toBeInTheDocument();
  });

  it("flips the html dark class and stores the choice under 'theme'", async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(html()).toHaveClass("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");

    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(html()).not.toHaveClass("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("starts dark when dark was stored", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    applyTheme(readStoredTheme());
    render(<ThemeToggle />);
    expect(html()).toHaveClass("dark");
    expect(screen.getByRole("button", { name: "Switch to light theme" })).toBeInTheDocument();
  });
});
