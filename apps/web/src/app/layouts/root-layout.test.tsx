import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { renderApp } from "../../test/render-app.tsx";

describe("root layout", () => {
  it("links the wordmark home and the main navigation to the information pages", () => {
    renderApp("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["About", "/about"],
      ["Coverage", "/coverage"],
      ["Clout", "/clout"],
      ["Community", "/community"],
      ["Pricing", "/pricing"],
      ["Discover", "/discover"],
    ]);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "The White List" })).toHaveAttribute("href", "/");
    // Signed out: Log in and Sign up open the sign-in dialog (tested in features/auth).
    expect(within(banner).getByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(within(banner).getByRole("button", { name: "Sign up" })).toBeInTheDocument();
  });

  it("renders every footer link and the copyright line", () => {
    renderApp("/");
    const footer = screen.getByRole("contentinfo");
    const links = within(within(footer).getByRole("navigation", { name: "Footer" }))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["Pricing", "/pricing"],
      ["Discover", "/discover"],
      ["About", "/about"],
      ["Careers", "/careers"],
      ["Press", "/press"],
      ["Blog", "/blog"],
      ["Help", "/help"],
      ["Contact", "/contact"],
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
    ]);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} The White List`)).toBeInTheDocument();
  });

  it("offers a skip link that moves focus to the main content", async () => {
    const { user } = renderApp("/");
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("scrolls to the top on navigation", async () => {
    const { router } = renderApp("/");
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    await router.navigate("/discover");
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it("frosts the header only once the page is scrolled under it", async () => {
    renderApp("/");
    const banner = screen.getByRole("banner");
    expect(banner).not.toHaveAttribute("data-scrolled");
    const original = Object.getOwnPropertyDescriptor(window, "scrollY");
    try {
      Object.defineProperty(window, "scrollY", { value: 240, configurable: true });
      fireEvent.scroll(window);
      await waitFor(() => expect(banner).toHaveAttribute("data-scrolled"));
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
      fireEvent.scroll(window);
      await waitFor(() => expect(banner).not.toHaveAttribute("data-scrolled"));
    } finally {
      if (original) Object.defineProperty(window, "scrollY", original);
      else Reflect.deleteProperty(window, "scrollY");
    }
  });
});
