import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ADMIN_MESSAGES, ADMIN_PLAN_MESSAGES, type AdminUser } from "@twl/contract";

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
    monthlyCloutGrant: 100,
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

describe("Users tab plan", () => {
  it("puts a user on Enterprise with the admin's monthly coverages and clout grant, refusing bad figures", async () => {
    const puts: unknown[] = [];
    let current = makeAdminUser();
    mockAuthApi({
      user: makeUser({ role: "admin" }),
      routes: {
        "/api/admin/users": () => jsonResponse({ success: true, users: [current], nextCursor: null }),
        "/api/admin/users/summary": () => jsonResponse(SUMMARY),
        "/api/admin/users/u-2/plan": (init) => {
          puts.push(bodyOf(init));
          current = { ...current, tier: "enterprise", coverageAllowance: 40, monthlyCloutGrant: 7500 };
          return jsonResponse({ success: true, user: current });
        },
      },
    });
    const { user } = renderApp("/admin/users");
    await user.click(
      await screen.findByRole("button", { name: "Plan of Grace Hopper: Free" }, { timeout: 5000 }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Plan of Grace Hopper" }));
    expect(dialog.queryByRole("textbox", { name: /Coverages per month/ })).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByRole("combobox", { name: "Plan" }), "enterprise");

    const coverages = dialog.getByRole("textbox", { name: /Coverages per month/ });
    const clout = dialog.getByRole("textbox", { name: /Clout grant per month/ });
    await user.clear(coverages);
    await user.type(coverages, "40");
    await user.clear(clout);
    await user.type(clout, "100001");
    await user.click(dialog.getByRole("button", { name: "Save plan" }));
    expect(await dialog.findByText(ADMIN_PLAN_MESSAGES.cloutRange)).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(clout);
    await user.type(clout, "7500");
    await user.type(dialog.getByRole("textbox", { name: "Reason (optional)" }), "Contract #12");
    await user.click(dialog.getByRole("button", { name: "Save plan" }));
    await waitFor(() =>
      expect(puts).toEqual([
        { tier: "enterprise", coverageAllowance: 40, monthlyCloutGrant: 7500, reason: "Contract #12" },
      ]),
    );
    expect(
      await screen.findByRole("button", { name: "Plan of Grace Hopper: Enterprise" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("7,500 clout / month")).toBeInTheDocument();
  });
});
