import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { AdminScript } from "@twl/contract";

import { bodyOf, makeUser, mockAuthApi } from "../../../test/auth-fixtures.ts";
import { jsonResponse } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";

function makeAdminScript(overrides: Partial<AdminScript> = {}): AdminScript {
  return {
    id: "script-1",
    title: "Night Shift",
    logline: "A nurse and a ghost.",
    coverUrl: null,
    author: { id: "a-1", name: "Pen Name", avatarUrl: null, isDummy: true },
    genres: [{ genre: { name: "Drama", slug: "drama" } }],
    isPublic: true,
    views: 120,
    receivedClout: 40,
    createdAt: "2025-01-01T10:00:00.000Z",
    coverage: { status: "completed" },
    isStaffPick: false,
    isContestWinner: false,
    ...overrides,
  };
}

describe("Scripts tab", () => {
  it("shows the cards and rows, filters by visibility, sets Staff Pick and hides a script with a reason", async () => {
    const edits: unknown[] = [];
    const hides: unknown[] = [];
    let script = makeAdminScript();
    mockAuthApi({
      user: makeUser({ role: "admin" }),
      routes: {
        "/api/admin/scripts": () => {
          return jsonResponse({
            success: true,
            scripts: [script],
            pagination: { page: 1, limit: 25, total: 1, pages: 1 },
            summary: { total: 3, public: 2, totalViews: 500, totalClout: 90 },
          });
        },
        "/api/admin/scripts/script-1/editorial": (init) => {
          edits.push(bodyOf(init));
          script = { ...script, isStaffPick: true };
          return jsonResponse({
            success: true,
            script: { id: "script-1", isStaffPick: true, isContestWinner: false },
          });
        },
        "/api/admin/scripts/script-1/hide": (init) => {
          hides.push(bodyOf(init));
          return jsonResponse({ success: true });
        },
      },
    });
    const fetchUrls = () =>
      (globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } }).mock.calls.map(([input]) =>
        String(input),
      );
    const { user } = renderApp("/admin/scripts");
    const row = (await screen.findByRole("link", { name: "Night Shift" }, { timeout: 5000 })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("Dummy")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Script totals" })).getByText("500")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Private" }));
    await waitFor(() => expect(fetchUrls().some((url) => url.includes("visibility=private"))).toBe(true), {
      timeout: 5000,
    });

    await user.click(within(row).getByRole("button", { name: "Staff Pick" }));
    await waitFor(() => expect(edits).toEqual([{ isStaffPick: true }]), { timeout: 5000 });

    await user.click(within(row).getByRole("button", { name: "Hide Night Shift" }));
    const dialog = await screen.findByRole("dialog", { name: "Hide “Night Shift”?" }, { timeout: 5000 });
    await user.click(within(dialog).getByRole("button", { name: "Hide script" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Reason"), "Copyright claim");
    await user.click(within(dialog).getByRole("button", { name: "Hide script" }));
    await waitFor(() => expect(hides).toEqual([{ reason: "Copyright claim" }]), { timeout: 5000 });
  });
});
