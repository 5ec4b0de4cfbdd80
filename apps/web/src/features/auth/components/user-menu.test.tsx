import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { getToken } from "../../../lib/auth-token.ts";
import { makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { renderApp } from "../../../test/render-app.tsx";

async function openUserMenu(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(await screen.findByRole("button", { name: /^Account menu for / }));
  return within(await screen.findByRole("menu"));
}

describe("user menu", () => {
  it("lists Dashboard, Profile, My Lists, Saved Searches, Billing & Plans and Log out for a customer, without Admin Panel", async () => {
    mockAuthApi({ user: makeUser({ role: "customer" }) });
    const { user } = renderApp("/");
    const menu = await openUserMenu(user);

    const items = menu.getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Dashboard",
      "Profile",
      "My Lists",
      "Saved Searches",
      "Billing & Plans",
      "Log out",
    ]);
    expect(menu.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/home");
    expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(menu.getByRole("menuitem", { name: "Billing & Plans" })).toHaveAttribute("href", "/billing");
    expect(menu.queryByRole("menuitem", { name: "Admin Panel" })).not.toBeInTheDocument();
  });

  it("shows Admin Panel to admins", async () => {
    mockAuthApi({ user: makeUser({ role: "admin" }) });
    const { user } = renderApp("/");
    const menu = await openUserMenu(user);
    expect(menu.getByRole("menuitem", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
  });

  it("is keyboard usable: Enter opens it, Escape closes it and returns focus", async () => {
    mockAuthApi({ user: makeUser() });
    const { user } = renderApp("/");
    const trigger = await screen.findByRole("button", { name: "Account menu for Ada Lovelace" });
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it("logs out: calls sign-out with the token, clears it, goes to / and offers Log in again", async () => {
    const fetchMock = mockAuthApi({ user: makeUser() });
    const { user, router } = renderApp("/home");
    const menu = await openUserMenu(user);
    await user.click(menu.getByRole("menuitem", { name: "Log out" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(getToken()).toBeNull();
    // The sign-out call's module loads on demand (it is not on the first paint).
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === "/api/auth/sign-out")).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([path]) => path === "/api/auth/sign-out");
    expect(call?.[1]?.method).toBe("POST");
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBe("Bearer stored-token");
    expect(
      await within(screen.getByRole("banner")).findByRole("button", { name: "Log in" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("You have been logged out")).toBeInTheDocument();
  });

  it("gives the mobile menu the same items", async () => {
    mockAuthApi({ user: makeUser({ role: "admin" }) });
    const { user } = renderApp("/");
    await screen.findByRole("button", { name: /^Account menu for / });
    await user.click(screen.getByRole("button", { name: "Menu" }));

    const account = within(screen.getByRole("navigation", { name: "Account" }));
    expect(account.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      [
        ["Dashboard", "/home"],
        ["Profile", "/profile"],
        ["My Lists", "/lists"],
        ["Saved Searches", "/saved-searches"],
        ["Billing & Plans", "/billing"],
        ["Admin Panel", "/admin"],
      ],
    );
    expect(account.getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });
});
