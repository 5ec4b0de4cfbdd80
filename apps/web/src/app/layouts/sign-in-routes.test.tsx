import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CONFIGURATION_REQUIRED_MESSAGE, SIGN_IN_OFF_MESSAGE } from "@twl/contract";

import { makeUser, mockAuthApi, PROVIDERS } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

const SIGN_IN_PATHS = ["/auth/callback", "/login", "/profile", "/upload", "/dashboard", "/billing", "/admin"];

function mockConfig(
  overrides: Partial<typeof PROVIDERS>,
  user = undefined as ReturnType<typeof makeUser> | undefined,
) {
  return mockAuthApi({
    user,
    routes: { "/api/auth/providers": () => jsonResponse({ ...PROVIDERS, ...overrides }) },
  });
}

const banner = () => within(screen.getByRole("banner"));

describe("sign-in turned off by the server's configuration", () => {
  it.each(SIGN_IN_PATHS)("has no %s: the reduced route set shows the unknown page", async (path) => {
    mockConfig({ authEnabled: false });
    renderApp(path);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This page isn't in the script." }),
    ).toBeInTheDocument();
  });

  it("keeps the public pages, and the header offers no Log in or Sign up", async () => {
    // The demo label appears once the configuration is read: the header's answer to it.
    mockConfig({ authEnabled: false, demo: true });
    renderApp("/about");
    expect(await banner().findByRole("group", { name: "Demo navigation" })).toBeInTheDocument();
    expect(banner().queryByRole("button", { name: "Log in" })).not.toBeInTheDocument();
    expect(banner().queryByRole("button", { name: "Sign up" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "This page isn't in the script." })).not.toBeInTheDocument();
  });

  it("leaves the phone menu without an account section", async () => {
    const fetchMock = mockConfig({ authEnabled: false });
    const { user } = renderApp("/");
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/auth/providers"))).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const menu = await screen.findByRole("navigation", { name: "Mobile" });
    await waitFor(() =>
      expect(within(menu.parentElement!).queryByRole("button", { name: "Log in" })).not.toBeInTheDocument(),
    );
  });

  it("says sign-in is off in the dialog a call to action opens", async () => {
    mockConfig({ authEnabled: false });
    const { user } = renderApp("/");
    await user.click(screen.getByRole("button", { name: "Start Your Journey" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Welcome back" }));
    expect(await dialog.findByText(`${SIGN_IN_OFF_MESSAGE}.`)).toBeInTheDocument();
    expect(dialog.queryByRole("textbox", { name: "Email" })).not.toBeInTheDocument();
  });

  it("keeps every route while sign-in is on", async () => {
    mockConfig({});
    renderApp("/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back" })).toBeInTheDocument();
  });
});

describe("sign-in on with nothing configured", () => {
  it("shows the configuration-required notice instead of the sign-in methods", async () => {
    mockConfig({ providers: [], localAccounts: false });
    const { user } = renderApp("/");
    await user.click(await banner().findByRole("button", { name: "Log in" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Welcome back" }));
    expect(await dialog.findByText("Configuration required")).toBeInTheDocument();
    expect(dialog.getByText(CONFIGURATION_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(dialog.queryByText(/not available on this server yet/)).not.toBeInTheDocument();
  });
});

describe("demo navigation (a demo or staging server)", () => {
  it("shows visitors a labelled demo clout of 100 and a Dashboard link that asks them to sign in", async () => {
    mockConfig({ demo: true });
    const { user, router } = renderApp("/");
    const demo = within(await banner().findByRole("group", { name: "Demo navigation" }));
    expect(demo.getByText("Demo")).toBeInTheDocument();
    expect(demo.getByText("Demo clout: 100")).toBeInTheDocument();
    const dashboard = demo.getByRole("link", { name: "Dashboard" });
    expect(dashboard).toHaveAttribute("href", "/dashboard");

    await user.click(dashboard);
    expect(await screen.findByRole("dialog", { name: "Welcome back" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("is not shown on an ordinary server", async () => {
    const fetchMock = mockConfig({});
    renderApp("/");
    expect(await banner().findByRole("button", { name: "Log in" })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/auth/providers"))).toBe(
        true,
      ),
    );
    expect(banner().queryByRole("group", { name: "Demo navigation" })).not.toBeInTheDocument();
  });

  it("is not shown to a signed-in user, who sees their own balance and menu", async () => {
    mockConfig({ demo: true }, makeUser({ name: "Ada Lovelace" }));
    renderApp("/");
    expect(await banner().findByRole("button", { name: /^Account menu for / })).toBeInTheDocument();
    expect(banner().queryByRole("group", { name: "Demo navigation" })).not.toBeInTheDocument();
  });

  it("has no Dashboard link when sign-in is off", async () => {
    mockConfig({ demo: true, authEnabled: false });
    renderApp("/");
    const demo = within(await banner().findByRole("group", { name: "Demo navigation" }));
    expect(demo.getByText("Demo clout: 100")).toBeInTheDocument();
    expect(demo.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  });
});
