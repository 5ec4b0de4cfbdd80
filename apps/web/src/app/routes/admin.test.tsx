import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ADMIN_MESSAGES, type AdminUser } from "@twl/contract";

import { ADMIN_NAV_ITEMS } from "../../features/admin/lib/admin-nav.ts";
import { bodyOf, makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";

const ADMIN_PATHS = [
  "/admin",
  "/admin/users",
  "/admin/scripts",
  "/admin/outbox",
  "/admin/messages",
  "/admin/traffic",
  "/admin/anything/else",
];

function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: "u-2",
    name: "Grace Hopper",
    email: "grace@example.com",
    role: "customer",
    tier: "free",
    isDummy: false,
    createdAt: "2024-06-01T10:00:00.000Z",
    cloutGiven: 12,
    cloutReceived: 30,
    spendableClout: 100,
    scriptsCount: 7,
    coverageCount: 0,
    coverageAllowance: 1,
    coverageUsed: 0,
    coverageTokens: 0,
    coverageRemaining: 1,
    scripts: Array.from({ length: 5 }, (_, i) => ({ id: `s-${i}`, title: `Script ${i}` })),
    coverages: [],
    ...overrides,
  };
}

const SUMMARY = {
  success: true,
  summary: {
    totalUsers: 2,
    adminUsers: 1,
    totalCloutGiven: 12,
    totalScripts: 7,
    totalCoverageReports: 0,
    bonusCoverages: 0,
  },
};

describe("admin routes", () => {
  it.each(ADMIN_PATHS)("send customers from %s to /", async (path) => {
    mockAuthApi({ user: makeUser({ role: "customer" }) });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });
    expect(screen.queryByRole("heading", { name: "Admin Panel" })).not.toBeInTheDocument();
  });

  it.each(ADMIN_PATHS)("send signed-out visitors from %s to /", async (path) => {
    mockAuthApi();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });
  });

  it("open the Users tab for admins, with every admin section in the navigation", async () => {
    mockAuthApi({
      user: makeUser({ role: "admin" }),
      routes: {
        "/api/admin/users": () => jsonResponse({ success: true, users: [makeAdminUser()], nextCursor: null }),
        "/api/admin/users/summary": () => jsonResponse(SUMMARY),
      },
    });
    const { router } = renderApp("/admin");
    expect(
      await screen.findByRole("heading", { name: "Admin Panel" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/users"));
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(ADMIN_NAV_ITEMS.map((item) => item.to));
    expect(await screen.findByText("Grace Hopper", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("+2 more")).toBeInTheDocument();
  });
});

describe("Users tab inline edits", () => {
  it("saves spendable clout on Enter, refuses a bad value with the spec's message, and cancels on Escape", async () => {
    const puts: unknown[] = [];
    let current = makeAdminUser({ isDummy: true });
    mockAuthApi({
      user: makeUser({ role: "admin" }),
      routes: {
        "/api/admin/users": () => jsonResponse({ success: true, users: [current], nextCursor: null }),
        "/api/admin/users/summary": () => jsonResponse(SUMMARY),
        "/api/admin/users/u-2/clout": (init) => {
          puts.push(bodyOf(init));
          current = { ...current, spendableClout: 250 };
          return jsonResponse({ success: true, user: current });
        },
      },
    });
    const { user } = renderApp("/admin/users");
    expect(await screen.findByText("Dummy", {}, { timeout: 5000 })).toBeInTheDocument();

    await user.click(
      await screen.findByRole("button", { name: /Spendable clout of Grace Hopper: 100/ }, { timeout: 5000 }),
    );
    const input = screen.getByRole("textbox", { name: "Spendable clout of Grace Hopper" });
    await user.clear(input);
    await user.type(input, "10001{Enter}");
    expect(await screen.findByText(ADMIN_MESSAGES.cloutRange, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.keyboard("{Escape}");
    expect(
      screen.queryByRole("textbox", { name: "Spendable clout of Grace Hopper" }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /Spendable clout of Grace Hopper: 100/ }));
    const again = screen.getByRole("textbox", { name: "Spendable clout of Grace Hopper" });
    await user.clear(again);
    await user.type(again, "250{Enter}");
    await waitFor(() => expect(puts).toEqual([{ availableClout: 250 }]));
    expect(
      await screen.findByRole("button", { name: /Spendable clout of Grace Hopper: 250/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
